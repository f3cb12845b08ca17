import AnimationCore
import StudioStore
import TerminalPlot
import TerminalText

/// `plot [CURVE…]`: progress (or a template property) against time; `--stagger` draws the rows.
enum PlotCommand {
    static let command = Command(
        CommandSpec(
            "plot", group: .curves,
            summary:
                "progress (or a template property) against time, one series per CURVE (the current draft without one); --stagger draws the rows' timeline",
            positionals: [curves], flags: [property, Flags.duration] + Flags.plot + [stagger, rows],
            example:
                "plot uikit-spring(damping: 0.4, velocity: 0) uikit-spring(damping: 0.55, velocity: 0) --duration 1",
            store: .reads),
        run: run)

    static let curves = RepeatedArgument("CURVE", .curve, count: 0...8)
    static let property = ValueFlag(
        "--property", .text, "P", "a template property to plot instead of progress (templates and presets)")
    static let stagger = ValueFlag(
        "--stagger", .curve, "REF", "draw the rows' start times and durations for a template or preset")
    static let rows = DefaultedFlag.integer("--rows", 1...500, "N", "rows in the --stagger timeline", default: 10)

    static func run(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> Outcome {
        if let stagger = arguments[Self.stagger] {
            if let extra = arguments[Self.curves].first {
                throw session.located("plot --stagger takes no other CURVE: usage: \(command.spec.usage)", extra.token)
            }
            return Outcome(try staggerChart(stagger, arguments, session))
        }
        if let rows = arguments.given(Self.rows) {
            throw session.located("--rows applies to plot --stagger", rows.token)
        }
        let (subjects, warnings) = try subjects(
            arguments[Self.curves], property: arguments[Self.property], arguments, session)
        let options = PlotOptions(arguments, terminal: session.terminal, reserveRows: 0, defaultHeight: nil)
        let title = arguments[Self.property]?.text ?? "progress"
        return Outcome(PlotSubject.chart(subjects, title: title, options: options), warnings: warnings)
    }

    /// The series of `CURVE…` (the current draft when none), with the warnings of their curves.
    static func subjects(
        _ values: [ArgumentValue], property: ArgumentValue?, _ arguments: ParsedArguments, _ session: Session
    ) throws(CommandError) -> ([PlotSubject], [String]) {
        var subjects: [PlotSubject] = []
        var warnings: [String] = []
        var sources: [(ArgumentValue?, CurveSource)] = []
        if values.isEmpty {
            let draft = try session.currentDraft()
            sources = [(nil, .animation(label: draft.label, draft.parameters.animation, preset: draft))]
        }
        for value in values { sources.append((value, try session.curveSource(value))) }
        for (value, source) in sources {
            switch source {
            case .animation(let label, let animation, _):
                if let duration = arguments.given(Flags.duration) {
                    throw session.located(
                        "--duration does not apply to \(label); its duration is a parameter", duration.token)
                }
                warnings += CurveWarnings.of(animation)
                guard let property else {
                    subjects.append(PlotSubject(label, animation.curve))
                    continue
                }
                guard let index = animation.columns.firstIndex(of: property.text) else {
                    throw session.located(
                        "\(animation.template.name) has no property “\(property.text)”; expected \(animation.columns.joined(separator: ", "))"
                            + Suggestions.didYouMean(property.text, among: animation.columns), property.token)
                }
                subjects.append(PlotSubject(label, animation, column: index))
            case .timing(let timing):
                if let property {
                    throw session.located(
                        "--property applies to templates; “\(value?.text ?? "")” is a timing", property.token)
                }
                let curve = try session.curve(timing, duration: arguments[Flags.duration])
                warnings += CurveWarnings.of(curve, typed: value?.text)
                subjects.append(PlotSubject(curve.expression.description, curve))
            }
        }
        return (subjects, warnings)
    }

    private static func staggerChart(
        _ value: ArgumentValue, _ arguments: ParsedArguments, _ session: Session
    ) throws(CommandError) -> String {
        let rows = arguments[Self.rows]
        guard case .animation(let title, let animation, _) = try session.curveSource(value) else {
            throw session.located(
                "--stagger needs a template or preset, not the timing “\(value.text)”; expected a preset reference or one of \(TemplateCatalog.all.map(\.name).joined(separator: ", "))",
                value.token)
        }
        let options = PlotOptions(arguments, terminal: session.terminal, reserveRows: 0, defaultHeight: nil)
        let items = (0..<rows).map { row in
            TimelineItem(label: "row \(row)", start: animation.delay(row: row), duration: animation.curve.duration)
        }
        let chart = TimelineChart(items: items, title: "\(title): \(rows) rows", xLabel: "time", showsLegend: true)
        return chart.render(
            width: options.width, height: min(options.height, rows + 6), canvas: options.canvas, color: options.color)
    }
}
