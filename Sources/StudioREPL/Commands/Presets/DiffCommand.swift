import AnimationCore
import StudioEditing
import StudioStore
import TerminalText

/// `diff [REF [REF]]`: changed parameters, an overlay of both curves and the change in metrics.
enum DiffCommand {
    static let command = Command(
        CommandSpec(
            "diff", group: .presets,
            summary:
                "changed parameters, an overlay of both curves and the change in metrics (no REF: the latest version against the draft; one REF: it against the draft)",
            positionals: [references], flags: [format] + Flags.plot, example: "diff bounce@1 bounce@draft",
            store: .reads),
        run: run)

    static let references = RepeatedArgument("REF", .reference, count: 0...2)
    static let format = Flags.format(default: ReportFormat.text)

    static func run(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> Outcome {
        let values = arguments[Self.references]
        let a: ResolvedPreset
        let b: ResolvedPreset
        switch values.count {
        case 2: (a, b) = (try session.resolve(values[0]), try session.resolve(values[1]))
        case 1:
            a = try session.resolve(values[0])
            b = try session.resolve(.draft(of: a.name), at: nil)
        default:
            let name = try session.currentPresetName()
            (a, b) = (try session.resolve(PresetReference(name: name, .latest), at: nil), try session.currentDraft())
        }
        guard a.template.name == b.template.name else {
            throw CommandError(
                "\(a.label) is a \(a.template.name) and \(b.label) a \(b.template.name); diff compares presets of one template"
            )
        }
        let changes = ParameterChanges(
            from: a.parameters.values, to: b.parameters.values, template: a.template, detail: .templateParameters
        ).list
        let (animationA, animationB) = (a.parameters.animation, b.parameters.animation)
        let (ma, mb) = (CurveMetrics(animationA.curve), CurveMetrics(animationB.curve))
        return try session.rendered(arguments[Self.format]) {
            var lines = ["\(TerminalText.sanitized(a.label)) → \(TerminalText.sanitized(b.label))"]
            lines +=
                changes.isEmpty ? ["  no parameter changed"] : changes.map { "  \($0.name)  \($0.old) → \($0.new)" }
            let options = PlotOptions(arguments, terminal: session.terminal, reserveRows: 0, defaultHeight: 14)
            let chart = PlotSubject.chart(
                [PlotSubject(a.label, animationA.curve), PlotSubject(b.label, animationB.curve)], title: "progress",
                options: options)
            return (lines + [chart, TableFormatter.comparison([(a.label, ma), (b.label, mb)])]).joined(separator: "\n")
        } json: {
            var metrics: [String: JSONValue] = [:]
            for field in CurveMetrics.fields {
                let (old, new) = (ma.value(of: field.key), mb.value(of: field.key))
                metrics[field.key] = .object(["old": .number(old), "new": .number(new), "change": .number(new - old)])
            }
            return .object([
                "from": .string(a.label), "to": .string(b.label),
                "changed": .array(changes.map(\.json)),
                "metrics": .object(metrics)
            ])
        }
    }
}
