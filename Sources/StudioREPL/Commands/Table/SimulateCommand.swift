import AnimationCore
import Simulation
import StudioStore
import TerminalText

/// `simulate ENTRANCE on DATASET`: every willDisplay of a table run, whether it animated and why.
enum SimulateCommand {
    static let command = Command(
        CommandSpec(
            "simulate", group: .table,
            summary:
                "run a table view over a dataset: every willDisplay, whether it animated and why, and a timeline; records go to a preview session",
            positionals: [entrance, RequiredArgument("on", .keyword("on")), dataset],
            flags: TableFlags.all + [Flags.reduceMotion, Flags.fps, format] + Flags.plot,
            example:
                "simulate fade on demo-team --table-height 200 --scroll \"to 5 over 1, to 0 over 1\" --policy once-per-row --session demo",
            store: .writes),
        run: run)

    static let entrance = OptionalArgument("ENTRANCE", .entrance, shownAs: "[ENTRANCE|REF]")
    static let dataset = RequiredArgument<DatasetName>.named("DATASET", .dataset)
    static let format = Flags.format(default: SimulationFormat.text)

    static func run(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> Outcome {
        let format = arguments[Self.format]
        let options = PlotOptions(arguments, terminal: session.terminal, reserveRows: 0, defaultHeight: nil)
        let run = try TableRun(
            arguments[Self.entrance], on: arguments[Self.dataset], arguments, session, recordsWithoutSession: true,
            frameRate: arguments[Flags.fps])
        let result = try run.simulate()
        let summary = try run.record(result, session)
        // The summary names no rows: a million-row table need not read a million names.
        let labels = format == .summary ? RowLabels.none : try TableRun.rowLabels(run.dataset.name, session)
        let report = SimulationReport(run: run, result: result, summary: summary, labels: labels)
        let warnings = CurveWarnings.of(run.animation) + report.scrollWarnings
        return try session.rendered(format, warnings: warnings) {
            guard format == .summary else { return report.text(options, width: session.tableWidth) }
            return TextFit.wrapped(
                ([report.heading] + report.summaryLines).joined(separator: "\n"), width: session.tableWidth)
        } json: { () throws(CommandError) in
            let store = try session.requireStore()
            // simulate always records (recordsWithoutSession), so a run has its session.
            guard let recorded = summary else { throw CommandError("simulate recorded no session to read back") }
            return report.json(records: try session.attempt { try store.cellRecords(session: recorded.name) })
        }
    }
}
