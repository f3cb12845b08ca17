import AnimationCore
import Simulation
import StudioStore

extension Session {
    func simulate(_ verb: Token, _ arguments: [Token]) throws(CommandError) -> Outcome {
        let args = try ArgumentReader(
            verb: verb, tokens: arguments,
            valued: Self.tableRunFlags + ["--format", "--canvas", "--width", "--height", "--color"])
        let format = try args.choice("--format", ["text", "json", "summary"], default: "text")
        let options = try PlotOptions(args, terminal: terminal, reserveRows: 0, defaultHeight: nil)
        let run = try tableRun(args, usage: VerbCatalog.verb(named: "simulate")!.syntax, recordsWithoutSession: true)
        let result = try simulate(run, scrollToken: args.flags["--scroll"])
        let summary = try record(run, result)
        // The summary names no rows: a million-row table need not read a million names.
        let labels = format == "summary" ? RowLabels.none : try rowLabels(run.dataset.name)
        let report = SimulationReport(run: run, result: result, summary: summary, labels: labels)
        if format == "json" {
            let store = try requireStore()
            let records = try stored { () throws(StoreError) in try store.cellRecords(session: summary!.name) }
            return Outcome(report.json(records: records).pretty)
        }
        if format == "summary" { return Outcome(([report.heading] + report.summaryLines).joined(separator: "\n")) }
        return Outcome(report.text(options))
    }

    func records(_ verb: Token, _ arguments: [Token]) throws(CommandError) -> Outcome {
        let args = try ArgumentReader(verb: verb, tokens: arguments, valued: ["--format", "--limit"])
        try args.expectPositionals(1...1, usage: VerbCatalog.verb(named: "records")!.syntax)
        let format = try args.choice("--format", ["text", "json"], default: "text")
        let limit = try args.integer("--limit", 1...Int(Int32.max))
        let store = try requireStore()
        let token = args.positionals[0]
        let summary = try existingSession(token, store)
        let records = try stored { () throws(StoreError) in try store.cellRecords(session: summary.name, limit: limit) }
        let labels = try rowLabels(summary.dataset)
        let name = labels.name(of:)
        if format == "json" {
            return Outcome(JSONValue.array(records.map { SimulationReport.json($0, name: name($0.item)) }).pretty)
        }
        let heading = "session \(TerminalText.sanitized(summary.name)) on \(TerminalText.sanitized(summary.dataset)): \(summary.runs) run\(summary.runs == 1 ? "" : "s"), \(summary.cellCount) cell\(summary.cellCount == 1 ? "" : "s"), \(summary.animatedCount) animated"
        guard !records.isEmpty else { return Outcome(heading + "\nno records (run simulate … --session \(TerminalText.sanitized(summary.name)))") }
        let run = { (run: Int, time: Double) in "run \(run) at \(SimulationReport.seconds(time))" }
        let rows = records.map { record in
            [
                "\(record.row)", "\(record.item)", Session.cell(name(record.item)), run(record.firstRun, record.firstTime),
                "\(record.displayCount)", record.animatedRun.map { run($0, record.animatedTime ?? 0) } ?? "never",
                record.animatedBy.map { Session.cell($0) } ?? "–", "\(record.animationCount)",
            ]
        }
        let table = Session.columns(
            [["row", "item", "name", "first shown", "shown", "first animated", "by", "animations"]] + rows, rightAligned: [0, 1, 4, 7])
        let more = limit.map { records.count == $0 && summary.cellCount > $0 ? "\n(first \($0) of \(summary.cellCount) records)" : "" } ?? ""
        return Outcome(heading + "\n" + table + more)
    }

    func sessions(_ verb: Token, _ arguments: [Token]) throws(CommandError) -> Outcome {
        let args = try ArgumentReader(verb: verb, tokens: arguments, valued: ["--format"])
        try args.expectPositionals(0...0, usage: VerbCatalog.verb(named: "sessions")!.syntax)
        let format = try args.choice("--format", ["text", "json"], default: "text")
        let store = try requireStore()
        let list = try stored { () throws(StoreError) in try store.previewSessions() }
        if format == "json" {
            return Outcome(JSONValue.array(list.map {
                .object([
                    "name": .string($0.name), "dataset": .string($0.dataset), "runs": .number(Double($0.runs)),
                    "cells": .number(Double($0.cellCount)), "animated": .number(Double($0.animatedCount)),
                    "firstScreenDone": .bool($0.firstScreenDone), "created": .string($0.createdAt), "updated": .string($0.updatedAt),
                ])
            }).pretty)
        }
        if list.isEmpty { return Outcome("no preview sessions; simulate REF on DATASET starts one") }
        return Outcome(Session.columns([["session", "dataset", "runs", "cells", "animated", "first screen", "updated"]] + list.map {
            [
                TerminalText.sanitized($0.name), TerminalText.sanitized($0.dataset), "\($0.runs)", "\($0.cellCount)",
                "\($0.animatedCount)", $0.firstScreenDone ? "done" : "pending", $0.updatedAt,
            ]
        }, rightAligned: [2, 3, 4]))
    }

    func reset(_ verb: Token, _ arguments: [Token]) throws(CommandError) -> Outcome {
        let args = try ArgumentReader(verb: verb, tokens: arguments)
        try args.expectPositionals(1...1, usage: VerbCatalog.verb(named: "reset")!.syntax)
        let store = try requireStore()
        let summary = try existingSession(args.positionals[0], store)
        let now = clock()
        try stored { () throws(StoreError) in try store.resetPreviewSession(named: summary.name, at: now) }
        return Outcome(
            "reset session \(TerminalText.sanitized(summary.name)): cleared \(summary.cellCount) record\(summary.cellCount == 1 ? "" : "s"); the next run shows a fresh table")
    }

    /// The session a token names, or an error pointing at it.
    private func existingSession(_ token: Token, _ store: StudioStore) throws(CommandError) -> PreviewSessionSummary {
        guard let summary = try stored({ () throws(StoreError) in try store.previewSession(named: token.text) }) else {
            throw CommandError.syntax(
                "no preview session named “\(TerminalText.sanitized(token.text))”; see sessions", offset: token.offset, length: token.length)
        }
        return summary
    }
}
