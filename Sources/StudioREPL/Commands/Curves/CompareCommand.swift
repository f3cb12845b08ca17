import AnimationCore
import TerminalText

/// `compare CURVE CURVE…`: an overlay plot and a metrics table with the change against the first.
enum CompareCommand {
    static let command = Command(
        CommandSpec(
            "compare", group: .curves,
            summary:
                "overlay plot and a metrics table with the change against the first; two card or bars presets replay their scene under one script",
            positionals: [Positional("CURVE", .curve, count: 2...8)],
            flags: [Flags.duration] + Flags.plot + [
                SceneInputs.gestureFlag, SceneInputs.eventsFlag, SceneInputs.datasetFlag, SceneInputs.cardFlag,
                SceneInputs.screenFlag, SceneInputs.homeIndicatorFlag
            ],
            example: "compare ease-in-out spring(duration: 0.5, bounce: 0.2) --duration 0.5", store: .reads),
        run: run)

    static func run(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> Outcome {
        let values = arguments.all("CURVE")
        if case .animation(_, let first, _) = try session.curveSource(values[0]), first.template.entrance == nil,
            ["card-expand", "toolbar-swap"].contains(first.template.name)
        {
            return try scenes(first.template.name, values, arguments, session)
        }
        for name in ["--gesture", "--events", "--dataset", "--card", "--screen", "--home-indicator"] {
            if let value = arguments.flag(name) {
                throw session.located("\(name) applies when comparing card-expand or toolbar-swap presets", value.token)
            }
        }
        let (subjects, warnings) = try PlotCommand.subjects(arguments, session)
        let options = PlotOptions(
            arguments, terminal: session.terminal, reserveRows: CurveMetrics.fields.count - 1 + 2, defaultHeight: nil)
        let chart = PlotSubject.chart(subjects, title: "progress", options: options)
        return Outcome(
            chart + "\n" + TableFormatter.comparison(subjects.map { ($0.label, $0.metrics) }), warnings: warnings)
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
            try SceneCommand.refuse(["--events", "--home-indicator"], for: "card presets", arguments, session)
            let cities = try SceneInputs.cities(arguments.flag("--dataset"), session)
            let a = try SceneInputs.cardResult(values[0], cities: cities.cities, arguments, session)
            let b = try SceneInputs.cardResult(values[1], cities: cities.cities, arguments, session)
            return Outcome(
                TextFit.wrapped(
                    CardSceneReport.compare(
                        (a.label, a.result), (b.label, b.result), width: options.width, plotHeight: options.height,
                        canvas: options.canvas, color: options.color), width: session.tableWidth))
        }
        try SceneCommand.refuse(["--gesture", "--card", "--dataset"], for: "bars presets", arguments, session)
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
