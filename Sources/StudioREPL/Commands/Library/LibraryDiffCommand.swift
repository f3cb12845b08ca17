import AnimationCore
import StudioLibrary
import StudioStore
import TerminalText

/// `library diff [REF]`: per preset, the fields that differ (base, mine, theirs), their curves
/// plotted over each other and the metrics with their changes against the base.
enum LibraryDiffCommand {
    static let target = OptionalArgument("REF", .text, shownAs: "[REF]")
    static let command = Command(
        .subcommand(
            "diff",
            summary:
                "per preset or saved script, the fields that differ between the last shared version, here and the library, with their curves and metrics",
            positionals: [target], flags: Flags.plot, example: "library diff bounce", store: .writes),
        run: { arguments, session throws(CommandError) in
            try run(arguments[target], arguments, try session.requireStore(), session)
        })

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
            var lines = [
                "\(TerminalText.sanitized(entry.name)): \(situation(base: entry.base, mine: entry.mine, theirs: entry.theirs))"
            ]
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

    /// How one preset or saved script stands between the last shared version (`base`), this
    /// studio (`mine`) and the library (`theirs`); nil where a side has none.
    static func situation<Value: Equatable>(base: Value?, mine: Value?, theirs: Value?) -> String {
        switch (mine != base, theirs != base) {
        case (true, true):
            return mine == theirs ? "changed alike on both sides" : "changed here and in the library"
        case (true, false): return mine == nil ? "deleted here" : base == nil ? "new here" : "changed here"
        default:
            return theirs == nil
                ? "deleted in the library" : base == nil ? "new in the library" : "changed in the library"
        }
    }
}
