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
            positionals: [
                Positional("KIND", .choice(["card", "bars"])),
                Positional("REF", .curve, count: 0...1, shownAs: "[REF]"),
                Positional("on", .keyword("on"), count: 0...1, shownAs: "[on DATASET]"),
                Positional("DATASET", .dataset, count: 0...1, shownAs: "")
            ],
            flags: [
                SceneInputs.gestureFlag, SceneInputs.eventsFlag, SceneInputs.cardFlag, SceneInputs.screenFlag,
                SceneInputs.homeIndicatorFlag, Flags.format(["text", "json"]),
                Flag("--at", .times, nil, "with --format json: every property at these times (seconds)")
            ] + Flags.plot,
            example:
                "scene card card-expand on demo-cities --gesture \"tap, wait 0.1, pan -200 over 0.2 release -800\"",
            store: .reads),
        run: run)

    static func run(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> Outcome {
        let kind = arguments.positional("KIND")!.text
        // No REF: the current preset's draft, as for every verb that shows a preset.
        let reference = arguments.positional("REF")
        let json = arguments.choice("--format", default: "text") == "json"
        let times = arguments.flag("--at")?.times
        let options = PlotOptions(arguments, terminal: session.terminal, reserveRows: 0, defaultHeight: 14)
        if arguments.positional("on") != nil, arguments.positional("DATASET") == nil {
            throw session.located("on needs a DATASET: usage: \(command.spec.usage)", arguments.positional("on")!.token)
        }
        if kind == "card" {
            try refuse(["--events", "--home-indicator"], for: "scene card", arguments, session)
            let cities = try SceneInputs.cities(arguments.positional("DATASET"), session)
            let (label, result) = try SceneInputs.cardResult(reference, cities: cities.cities, arguments, session)
            if json { return Outcome(CardSceneReport.json(result, frames: times).pretty) }
            let script = try SceneInputs.scriptText(
                arguments.flag("--gesture"), kind: .gesture, fallback: SceneInputs.defaultGesture, session: session
            ).text
            let title =
                "\(TerminalText.sanitized(label)) on \(TerminalText.sanitized(cities.name)) under “\(TerminalText.sanitized(script))”"
            return Outcome(
                TextFit.wrapped(
                    CardSceneReport.text(
                        result, title: title, width: options.width, plotHeight: options.height, canvas: options.canvas,
                        color: options.color,
                        fit: session.tableWidth), width: session.tableWidth))
        }
        try refuse(["--gesture", "--card"], for: "scene bars", arguments, session)
        if let on = arguments.positional("on") {
            throw session.located("the bars show no dataset; scene bars takes no on DATASET", on.token)
        }
        let report = try SceneInputs.barsReport(reference, arguments, session)
        if json { return Outcome(report.json(frames: times).pretty) }
        return Outcome(
            TextFit.wrapped(
                report.text(
                    width: options.width, plotHeight: options.height, canvas: options.canvas, color: options.color),
                width: session.tableWidth))
    }

    /// Flags that belong to the other scene are errors, pointing at the flag.
    static func refuse(_ names: [String], for what: String, _ arguments: ParsedArguments, _ session: Session)
        throws(CommandError)
    {
        for name in names {
            if let value = arguments.flag(name) {
                throw session.located("\(name) does not apply to \(what)", value.token)
            }
        }
    }
}
