import StudioLibrary
import TerminalText

/// What the library verbs print about saved gestures and events scripts: a diff's three texts,
/// and a resolution.
enum LibraryScriptReport {
    /// `gestures/flick: changed here and in the library` and the script's text on each side.
    static func diff(_ entry: Library.ScriptDiffEntry, width: Int?) -> String {
        let rows = [
            ["field", "base", "mine", "theirs"],
            ["script"] + [entry.base, entry.mine, entry.theirs].map { TerminalText.sanitized($0 ?? "—") }
        ]
        return
            "\(TerminalText.sanitized(entry.label)): \(LibraryDiffCommand.situation(base: entry.base, mine: entry.mine, theirs: entry.theirs))\n"
            + Columns.render(rows, width: width)
    }

    /// `library log gestures/flick`: hash, date, author and message, then the change, newest first.
    static func log(_ entries: [Library.ScriptLogEntry]) -> String {
        guard !entries.isEmpty else { return "no shared history yet: push it first" }
        return entries.map { entry in
            "\(LibraryReport.short(entry.commit)) \(entry.date) \(TerminalText.sanitized(entry.author)): "
                + "\(TerminalText.sanitized(entry.subject))\n    \(TerminalText.sanitized(entry.change))"
        }.joined(separator: "\n")
    }

    /// `library resolve gestures/flick --mine|--theirs`.
    static func resolve(_ label: String, _ resolution: PresetMerge.Resolution, _ library: Library, at time: String)
        throws(LibraryError) -> String
    {
        let shown = TerminalText.sanitized(label)
        guard let text = try library.resolveScript(label, resolution, at: time) else {
            return "resolved “\(shown)”: deleted, as the \(resolution == .mine ? "studio" : "library") has it"
                + (resolution == .mine ? "\npush to share it" : "")
        }
        // Taking the library's side leaves nothing to share; keeping this studio's needs a push.
        return "resolved “\(shown)”: \(TerminalText.sanitized(text))"
            + (resolution == .mine ? "\npush to share it" : "")
    }
}
