import AnimationCore
import StudioStore
import TerminalText

/// `compare CURVE CURVE…`: an overlay plot and a metrics table with the change against the first;
/// `compare REF` alone compares a preset's draft with its last committed version (or REF's).
enum CompareCommand {
    static let command = Command(
        CommandSpec(
            "compare", group: .curves,
            summary:
                "overlay plot and a metrics table with the change against the first; one preset alone: its last version against its draft; two card or bars presets replay their scene under one script",
            positionals: [curves],
            flags: [Flags.duration, Flags.reduceMotion, fps, format] + Flags.plot + [
                SceneInputs.gestureFlag, SceneInputs.eventsFlag, SceneInputs.datasetFlag, SceneInputs.cardFlag,
                SceneInputs.screenFlag, SceneInputs.homeIndicatorFlag
            ],
            example: "compare ease-in-out spring(duration: 0.5, bounce: 0.2) --duration 0.5", store: .reads),
        run: run)

    /// One value passes the parser for `compare REF`; a lone timing or template is refused by
    /// ``pair(_:_:_:)`` with the parser's count error.
    static let curves = RepeatedArgument("CURVE", .curve, count: 2...8, shownAs: "REF|CURVE CURVE…", allowsOne: true)
    /// `--fps 60,120`: one curve as the frame sequences of 2 to 4 displays.
    static let fps = ValueFlag(
        "--fps", .text, "N,N…",
        "one curve's frames at 2 to 4 display rates side by side (each a whole number from 1 to 240)")
    /// `--format json`: with `--fps`, the frames and each rate's largest jump as data.
    static let format = Flags.format(default: ReportFormat.text)
    static let sceneFlags: [any FlagKey] = [
        SceneInputs.gestureFlag, SceneInputs.eventsFlag, SceneInputs.datasetFlag, SceneInputs.cardFlag,
        SceneInputs.screenFlag, SceneInputs.homeIndicatorFlag
    ]

    /// The curves to compare: as given when two or more; for one preset reference, the version it
    /// names (its latest without one, or with `@draft`) and its draft, both pointing where REF was typed.
    static func pair(_ values: [ArgumentValue], _ arguments: ParsedArguments, _ session: Session)
        throws(CommandError) -> [ArgumentValue]
    {
        guard values.count == 1, let value = values.first else { return values }
        guard case .animation(_, _, let preset?) = try session.curveSource(value) else {
            throw session.located(
                "compare needs \(curves.declaration.needed), got 1 (one preset alone compares its draft with its last version): usage: \(command.spec.usage)",
                value.token)
        }
        let reference = PresetReference(value.text)
        let base: ResolvedPreset
        switch reference.selector {
        case .latest, .draft: base = try session.resolve(PresetReference(name: preset.name, .latest), at: value.token)
        case .version, .tag: base = try session.resolve(reference, at: value.token)
        }
        let draft = PresetReference.draft(of: preset.name)
        return [base.label, draft.description].map { text in
            ArgumentValue(
                Token(text: text, offset: value.offset, length: value.length, quoted: value.quoted),
                .reference(PresetReference(text)))
        }
    }

    static func run(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> Outcome {
        if let rates = arguments[Self.fps] { return try frameRates(rates, arguments, session) }
        if arguments[Self.format] == .json, let format = arguments.given(Self.format) {
            throw session.located(
                "--format json applies to compare --fps (one curve's frames at several rates); the overlay and its metrics table are text",
                format.token)
        }
        if arguments[Flags.reduceMotion] { return try withVariant(arguments, session) }
        let values = try pair(arguments[Self.curves], arguments, session)
        if case .animation(_, let first, _) = try session.curveSource(values[0]), first.template.entrance == nil,
            ["card-expand", "toolbar-swap"].contains(first.template.name)
        {
            return try scenes(first.template.name, values, arguments, session)
        }
        try refuseSceneFlags(arguments, session, "applies when comparing card-expand or toolbar-swap presets")
        let (subjects, warnings) = try PlotCommand.subjects(values, property: nil, arguments, session)
        let options = PlotOptions(
            arguments, terminal: session.terminal, reserveRows: CurveMetrics.fields.count - 1 + 2, defaultHeight: nil)
        let chart = PlotSubject.chart(subjects, title: "progress", options: options)
        return Outcome(
            chart + "\n" + TableFormatter.comparison(subjects.map { ($0.label, $0.metrics) }), warnings: warnings)
    }

    /// `compare REF --reduce-motion`: the preset's full motion and its reduced-motion variant side by
    /// side, overlaid with their metrics.
    private static func withVariant(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> Outcome {
        let value = try onlyCurve(
            arguments, session,
            "compare --reduce-motion puts one preset beside its reduced-motion variant; give one REF")
        let full = try session.curveSource(value)
        let reduced = try session.reducedMotion(full, at: value.token)
        guard case .animation(let label, let animation, _) = full,
            case .animation(let reducedLabel, let variant, _) = reduced
        else { return Outcome("") }
        guard variant.curve.duration > 0 else {
            throw session.located(
                "\(label)'s reduced-motion variant is instant: no curve to compare, the final state shows at once",
                value.token)
        }
        let subjects = [PlotSubject(label, animation.curve), PlotSubject(reducedLabel, variant.curve)]
        let options = PlotOptions(
            arguments, terminal: session.terminal, reserveRows: CurveMetrics.fields.count - 1 + 2, defaultHeight: nil)
        let chart = PlotSubject.chart(subjects, title: "progress", options: options)
        return Outcome(chart + "\n" + TableFormatter.comparison(subjects.map { ($0.label, $0.metrics) }))
    }

    /// The one curve a mode of compare takes; more are refused with `refusal`, the count and a caret
    /// under the second.
    private static func onlyCurve(_ arguments: ParsedArguments, _ session: Session, _ refusal: String)
        throws(CommandError) -> ArgumentValue
    {
        let values = arguments[Self.curves]
        guard values.count == 1, let value = values.first else {
            throw session.located("\(refusal), got \(values.count)", values.dropFirst().first?.token)
        }
        return value
    }

    /// `compare CURVE --fps 60,120`: the curve (with `--reduce-motion`, a preset's variant) as each
    /// display shows it, frame by frame.
    private static func frameRates(_ rates: ArgumentValue, _ arguments: ParsedArguments, _ session: Session)
        throws(CommandError) -> Outcome
    {
        let displays = try Self.displays(rates, session)
        try refuseSceneFlags(
            arguments, session, "does not apply to compare --fps (one curve's frames, no scene is replayed)")
        let value = try onlyCurve(
            arguments, session, "compare --fps shows one curve at several frame rates; give one CURVE")
        var source = try session.curveSource(value)
        // The preset or template compared, named as typed (the label gains `(reduce motion)` below).
        var reference: String?
        if case .animation(let name, _, _) = source { reference = name }
        let reduceMotion = arguments[Flags.reduceMotion]
        if reduceMotion { source = try session.reducedMotion(source, at: value.token) }
        let (label, curve): (String, AnimationCurve)
        switch source {
        case .animation(let name, let animation, _):
            if let duration = arguments.given(Flags.duration) {
                throw session.located(
                    "--duration does not apply to \(name); its duration is a parameter", duration.token)
            }
            (label, curve) = (name, animation.curve)
        case .timing(let timing):
            let bound = try session.curve(timing, duration: arguments[Flags.duration])
            (label, curve) = (bound.expression.description, bound)
        }
        let comparison = FrameRateComparison(label: label, curve: curve, displays: displays)
        return try session.rendered(arguments[Self.format]) {
            let options = PlotOptions(arguments, terminal: session.terminal, reserveRows: 0, defaultHeight: 14)
            return comparison.chart(options: options) + "\n" + comparison.table(width: session.tableWidth)
        } json: {
            comparison.json(reference: reference, reduceMotion: reduceMotion)
        }
    }

    /// Refuses the first scene flag given (`--dataset`, `--gesture`, …) where no scene is replayed,
    /// saying why after its name.
    private static func refuseSceneFlags(_ arguments: ParsedArguments, _ session: Session, _ why: String)
        throws(CommandError)
    {
        for flag in sceneFlags {
            if let value = arguments.given(flag) {
                throw session.located("\(flag.declaration.name) \(why)", value.token)
            }
        }
    }

    /// `60,120`: 2 to 4 different rates, each from 1 to 240 frames per second.
    static func displays(_ value: ArgumentValue, _ session: Session) throws(CommandError) -> [DisplayFrames] {
        let parts = value.text.split(separator: ",", omittingEmptySubsequences: false)
        var displays: [DisplayFrames] = []
        for part in parts {
            guard let rate = Int(part), DisplayFrames.rates.contains(rate),
                !displays.contains(where: { $0.rate == rate }), let display = try? DisplayFrames(rate: rate)
            else {
                displays = []
                break
            }
            displays.append(display)
        }
        guard (2...4).contains(displays.count) else {
            throw session.located(
                "--fps takes 2 to 4 different frame rates separated by commas, each a whole number from 1 to 240 "
                    + "(such as 60,120); got “\(value.text)”", value.token)
        }
        return displays
    }

    /// Two card (or bars) presets replayed under the same script, overlaid.
    private static func scenes(
        _ template: String, _ values: [ArgumentValue], _ arguments: ParsedArguments, _ session: Session
    ) throws(CommandError) -> Outcome {
        guard values.count == 2 else {
            throw session.located(
                "compare replays two \(template) presets side by side, got \(values.count)", values[2].token)
        }
        let options = PlotOptions(arguments, terminal: session.terminal, reserveRows: 0, defaultHeight: 14)
        if template == "card-expand" {
            try SceneCommand.refuse(
                [SceneInputs.eventsFlag, SceneInputs.homeIndicatorFlag], for: "card presets", arguments, session)
            let cities = try SceneInputs.cities(arguments[SceneInputs.datasetFlag], session)
            let a = try SceneInputs.cardResult(values[0], cities: cities.cities, arguments, session)
            let b = try SceneInputs.cardResult(values[1], cities: cities.cities, arguments, session)
            return Outcome(
                TextFit.wrapped(
                    CardSceneReport.compare(
                        (a.label, a.result), (b.label, b.result), width: options.width, plotHeight: options.height,
                        canvas: options.canvas, color: options.color), width: session.tableWidth))
        }
        try SceneCommand.refuse(
            [SceneInputs.gestureFlag, SceneInputs.cardFlag, SceneInputs.datasetFlag], for: "bars presets", arguments,
            session)
        let a = try SceneInputs.barsReport(values[0], arguments, session)
        let b = try SceneInputs.barsReport(values[1], arguments, session)
        return Outcome(
            TextFit.wrapped(
                BarsSceneReport.compare(
                    a, b, width: options.width, plotHeight: options.height, canvas: options.canvas, color: options.color
                ),
                width: session.tableWidth))
    }
}
