import AnimationCore
import Simulation
import StudioStore
import TerminalText

/// `records SESSION`, `sessions` and `reset SESSION`: the preview sessions and their per-cell records.
enum SessionsCommand {
    static let records = Command(
        CommandSpec(
            "records", group: .table,
            summary: "a session's per-cell records: first shown, times shown, first animated and by what",
            positionals: [name], flags: [limit, format],
            example: "records demo", store: .reads),
        run: runRecords)

    static let list = Command(
        CommandSpec(
            "sessions", group: .table, summary: "list preview sessions", flags: [format],
            example: "sessions", store: .reads),
        run: runList)

    static let reset = Command(
        CommandSpec(
            "reset", group: .table, summary: "clear a session's records: the next run sees a fresh table",
            positionals: [name], example: "reset demo", store: .writes),
        run: runReset)

    static let name = RequiredArgument<SessionName>.named("SESSION", .session)
    static let format = Flags.format(default: ReportFormat.text)
    static let limit = DefaultedFlag.integer(
        "--limit", 1...Int(Int32.max), "N", "records to show", default: 20, note: "all with --format json")

    static func runRecords(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> Outcome {
        let format = arguments[Self.format]
        let limit = format == .json && arguments.given(Self.limit) == nil ? nil : arguments[Self.limit]
        let store = try session.requireStore()
        let summary = try existing(arguments[Self.name], session)
        let records = try session.attempt { try store.cellRecords(session: summary.name, limit: limit) }
        let labels = try TableRun.rowLabels(summary.dataset, session)
        let name = labels.name(of:)
        return try session.rendered(format) {
            text(summary, records, name: name, width: session.tableWidth)
        } json: {
            .array(records.map { SimulationReport.json($0, name: name($0.item)) })
        }
    }

    /// A session's records as the terminal shows them.
    private static func text(
        _ summary: PreviewSessionSummary, _ records: [CellRecord], name: (Int) -> String, width: Int?
    ) -> String {
        let heading =
            "session \(TerminalText.sanitized(summary.name)) on \(TerminalText.sanitized(summary.dataset)): "
            + "\(Plural.count(summary.runs, "run")), \(Plural.count(summary.cellCount, "cell")), \(summary.animatedCount) animated"
        guard !records.isEmpty else {
            return heading + "\nno records (run simulate … --session \(TerminalText.sanitized(summary.name)))"
        }
        let run = { (run: Int, time: Double) in "run \(run) at \(SimulationReport.seconds(time))" }
        let rows = records.map { record in
            [
                "\(record.row)", "\(record.item)", Columns.cell(name(record.item)),
                run(record.firstRun, record.firstTime),
                "\(record.displayCount)", record.animatedRun.map { run($0, record.animatedTime ?? 0) } ?? "never",
                record.animatedBy.map { Columns.cell($0) } ?? "–", "\(record.animationCount)"
            ]
        }
        let table = Columns.render(
            [["row", "item", "name", "first shown", "shown", "first animated", "by", "animations"]] + rows,
            rightAligned: [0, 1, 4, 7], width: width)
        let more = records.count < summary.cellCount ? "\n(first \(records.count) of \(summary.cellCount) records)" : ""
        return heading + "\n" + table + more
    }

    static func runList(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> Outcome {
        let store = try session.requireStore()
        let list = try session.attempt { try store.previewSessions() }
        return try session.rendered(arguments[Self.format]) {
            if list.isEmpty { return "no preview sessions; simulate REF on DATASET starts one" }
            return Columns.render(
                [["session", "dataset", "runs", "cells", "animated", "first screen", "updated"]]
                    + list.map {
                        [
                            TerminalText.sanitized($0.name), TerminalText.sanitized($0.dataset), "\($0.runs)",
                            "\($0.cellCount)",
                            "\($0.animatedCount)", $0.firstScreenDone ? "done" : "pending", $0.updatedAt
                        ]
                    }, rightAligned: [2, 3, 4], width: session.tableWidth)
        } json: {
            .array(
                list.map {
                    .object([
                        "name": .string($0.name), "dataset": .string($0.dataset), "runs": .number(Double($0.runs)),
                        "cells": .number(Double($0.cellCount)), "animated": .number(Double($0.animatedCount)),
                        "firstScreenDone": .bool($0.firstScreenDone), "created": .string($0.createdAt),
                        "updated": .string($0.updatedAt)
                    ])
                })
        }
    }

    static func runReset(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> Outcome {
        let store = try session.requireStore()
        let summary = try existing(arguments[Self.name], session)
        let now = session.clock()
        try session.attempt { try store.resetPreviewSession(named: summary.name, at: now) }
        return Outcome(
            "reset session \(TerminalText.sanitized(summary.name)): cleared \(Plural.count(summary.cellCount, "record")); the next run shows a fresh table"
        )
    }

    /// The session a value names, or an error pointing at it.
    private static func existing(_ value: SessionName, _ session: Session) throws(CommandError)
        -> PreviewSessionSummary
    {
        let store = try session.requireStore()
        guard let summary = try session.attempt({ try store.previewSession(named: value.name) }) else {
            let names = (try? store.previewSessions().map(\.name)) ?? []
            throw session.located(
                "no preview session named “\(value.name)”; see sessions"
                    + Suggestions.didYouMean(value.name, among: names),
                value.token)
        }
        return summary
    }
}
