import AnimationCore

/// `compare CURVE CURVE…`: an overlay plot and a metrics table with the change against the first.
enum CompareCommand {
    static let command = Command(
        CommandSpec(
            "compare", group: .curves, summary: "overlay plot and a metrics table with the change against the first",
            positionals: [Positional("CURVE", .curve, count: 2...8)],
            flags: [Flags.duration] + Flags.plot,
            example: "compare ease-in-out spring(duration: 0.5, bounce: 0.2) --duration 0.5", store: .reads),
        run: run)

    static func run(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> Outcome {
        let (subjects, warnings) = try PlotCommand.subjects(arguments, session)
        let options = PlotOptions(
            arguments, terminal: session.terminal, reserveRows: CurveMetrics.fields.count - 1 + 2, defaultHeight: nil)
        let chart = PlotSubject.chart(subjects, title: "progress", options: options)
        return Outcome(
            chart + "\n" + TableFormatter.comparison(subjects.map { ($0.label, $0.metrics) }), warnings: warnings)
    }
}
