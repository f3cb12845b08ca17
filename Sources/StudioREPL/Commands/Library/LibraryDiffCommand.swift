import AnimationCore
import StudioLibrary
import StudioStore
import TerminalText

/// `library diff [REF]`: per preset, the fields that differ (base, mine, theirs), their curves
/// plotted over each other and the metrics with their changes against the base.
enum LibraryDiffCommand {
    static func run(_ target: ArgumentValue?, _ arguments: ParsedArguments, _ store: StudioStore, _ session: Session)
        throws(CommandError) -> Outcome
    {
        let entries: [Library.DiffEntry]
        let scripts: [Library.ScriptDiffEntry]
        do {
            let library = try Library(store: store)
            if let name = target?.text, try library.namesScript(name) {
                (entries, scripts) = ([], try library.scriptDiff(name))
            } else {
                entries = try library.diff(target?.text)
                scripts = target == nil ? try library.scriptDiff(nil, fetching: false) : []
            }
        } catch { throw CommandError(error.message) }
        guard !entries.isEmpty || !scripts.isEmpty else {
            return Outcome("no difference: this studio and the library agree")
        }
        var blocks: [String] = []
        for entry in entries {
            var lines = ["\(TerminalText.sanitized(entry.name)): \(situation(entry))"]
            let rows =
                [["field", "base", "mine", "theirs"]]
                + entry.fields.map { field in
                    [field.field, field.base ?? "—", field.mine ?? "—", field.theirs ?? "—"].map(TerminalText.sanitized)
                }
            lines.append(Columns.render(rows, width: session.tableWidth))
            var subjects: [PlotSubject] = []
            for (label, side) in [("base", entry.base), ("mine", entry.mine), ("theirs", entry.theirs)] {
                guard let side, !subjects.contains(where: { $0.label == label }) else { continue }
                guard let animation = try? TemplateAnimation(template: side.template, parameters: side.parameters)
                else { continue }
                subjects.append(PlotSubject(label, animation.curve))
            }
            if subjects.count > 1 {
                let options = PlotOptions(arguments, terminal: session.terminal, reserveRows: 0, defaultHeight: 12)
                lines.append(PlotSubject.chart(subjects, title: "progress", options: options))
                lines.append(TableFormatter.comparison(subjects.map { ($0.label, $0.metrics) }))
            }
            blocks.append(lines.joined(separator: "\n"))
        }
        blocks += scripts.map { LibraryScriptReport.diff($0, width: session.tableWidth) }
        return Outcome(blocks.joined(separator: "\n\n"))
    }

    private static func situation(_ entry: Library.DiffEntry) -> String {
        let here = entry.mine != entry.base
        let there = entry.theirs != entry.base
        switch (here, there) {
        case (true, true):
            return entry.mine == entry.theirs ? "changed alike on both sides" : "changed here and in the library"
        case (true, false): return entry.mine == nil ? "deleted here" : entry.base == nil ? "new here" : "changed here"
        default:
            return entry.theirs == nil
                ? "deleted in the library" : entry.base == nil ? "new in the library" : "changed in the library"
        }
    }
}
