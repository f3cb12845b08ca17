import AnimationCore
import Simulation
import StudioStore
import TerminalPlot
import TerminalText

/// `scene card REF [on DATASET]` and `scene bars REF`: replay the tutorials' interactive systems
/// under a scripted gesture or scripted taps, with the event log, plots, notes and frames.
enum SceneCommand {
    static let command = Command(
        CommandSpec(
            "scene", group: .scenes,
            summary:
                "replay the card animator (card) under a gesture or the edit-mode bars (bars) under taps: event log, plots, pitfalls",
            positionals: [kind, reference, on, dataset],
            flags: [
                SceneInputs.gestureFlag, SceneInputs.eventsFlag, SceneInputs.cardFlag, SceneInputs.screenFlag,
                SceneInputs.homeIndicatorFlag, format, at, Flags.fps, Flags.reduceMotion
            ] + Flags.plot,
            example:
                "scene card card-expand on demo-cities --gesture \"tap, wait 0.1, pan -200 over 0.2 release -800\"",
            store: .reads),
        run: run)

    static let kind = RequiredArgument<SceneKind>.choice("KIND")
    static let reference = OptionalArgument("REF", .curve, shownAs: "[REF]")
    static let on = OptionalArgument.keyword("on", shownAs: "[on DATASET]")
    static let dataset = OptionalArgument<DatasetName>.named("DATASET", .dataset, shownAs: "")
    static let format = Flags.format(default: ReportFormat.text)
    static let at = ValueFlag.times("--at", "with --format json: every property at these times (seconds)")

    static func run(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> Outcome {
        let kind = arguments[Self.kind]
        // No REF: the current preset's draft, as for every verb that shows a preset.
        let reference = arguments[Self.reference]
        let json = arguments[Self.format] == .json
        var times = arguments[Self.at]
        let frames = try Self.frames(arguments, session)
        let options = PlotOptions(arguments, terminal: session.terminal, reserveRows: 0, defaultHeight: 14)
        if let on = arguments[Self.on], arguments[Self.dataset] == nil {
            throw session.located("on needs a DATASET: usage: \(command.spec.usage)", on.token)
        }
        if kind == .card {
            try refuse([SceneInputs.eventsFlag, SceneInputs.homeIndicatorFlag], for: "scene card", arguments, session)
            let cities = try SceneInputs.cities(arguments[Self.dataset], session)
            let (label, result) = try SceneInputs.cardResult(reference, cities: cities.cities, arguments, session)
            if let frames { times = frames.times(through: result.restTime) }
            if json { return Outcome(CardSceneReport.json(result, frames: times).pretty) }
            let script = try SceneInputs.scriptText(
                SceneInputs.gestureFlag, kind: .gesture, arguments, session: session
            )
            .text
            let title =
                "\(TerminalText.sanitized(label)) on \(TerminalText.sanitized(cities.name)) under “\(TerminalText.sanitized(script))”"
            return Outcome(
                TextFit.wrapped(
                    CardSceneReport.text(
                        result, title: title, width: options.width, plotHeight: options.height, canvas: options.canvas,
                        color: options.color,
                        fit: session.tableWidth), width: session.tableWidth))
        }
        try refuse([SceneInputs.gestureFlag, SceneInputs.cardFlag], for: "scene bars", arguments, session)
        if let on = arguments[Self.on] {
            throw session.located("the bars show no dataset; scene bars takes no on DATASET", on.token)
        }
        let report = try SceneInputs.barsReport(reference, arguments, session)
        if let frames { times = frames.times(through: report.result.restTime) }
        if json { return Outcome(report.json(frames: times).pretty) }
        return Outcome(
            TextFit.wrapped(
                report.text(
                    width: options.width, plotHeight: options.height, canvas: options.canvas, color: options.color),
                width: session.tableWidth))
    }

    /// `--fps N`: with `--format json`, every property at each of a display's frames until the scene rests.
    static func frames(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> DisplayFrames? {
        guard let rate = arguments[Flags.fps], let given = arguments.given(Flags.fps) else { return nil }
        if let at = arguments.given(Self.at) {
            throw session.located("--at and --fps both choose the frames' times; give one of them", at.token)
        }
        guard arguments[Self.format] == .json else {
            throw session.located("--fps lists every frame's properties: it needs --format json", given.token)
        }
        do { return try DisplayFrames(rate: rate) } catch { throw CommandError.timing(error) }
    }

    /// Flags that belong to the other scene are errors, pointing at the flag.
    static func refuse(_ flags: [any FlagKey], for what: String, _ arguments: ParsedArguments, _ session: Session)
        throws(CommandError)
    {
        for flag in flags {
            if let value = arguments.given(flag) {
                throw session.located("\(flag.declaration.name) does not apply to \(what)", value.token)
            }
        }
    }
}
