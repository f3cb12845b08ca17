import AnimationCore
import Foundation
import StudioLibrary
import StudioStore
import TerminalText

/// The text the library verbs print: names made safe for a terminal, folders relative to the
/// current one when inside it. Commits are left out: `git log` in the working copy has them.
enum LibraryReport {
    static func short(_ commit: String?) -> String { commit.map { String($0.prefix(7)) } ?? "none" }

    /// `ana-library` for a folder below the current one; the path as it is otherwise.
    static func shown(_ path: String) -> String {
        let here = FileManager.default.currentDirectoryPath
        let relative = path.hasPrefix(here + "/") ? String(path.dropFirst(here.count + 1)) : path
        return TerminalText.sanitized(relative)
    }

    static func names(_ names: [String]) -> String { names.map(TerminalText.sanitized).joined(separator: ", ") }

    static func which(_ library: Library) -> String {
        let a = library.attachment
        let remote = a.remote.isEmpty ? "no remote" : "remote \(shown(a.remote))"
        return "library \(shown(a.workingCopy)) (\(remote), branch \(TerminalText.sanitized(a.branch))), "
            + "author \(TerminalText.sanitized(a.author))" + (a.lastCommit == nil ? ", nothing taken in yet" : "")
    }

    static func status(_ status: Library.Status) -> String {
        var lines: [String] = []
        let moved = status.remoteCommit != status.lastCommit
        if moved {
            lines.append("the library has moved on since the last pull (as of the last fetch): pull to take it in")
        }
        if !status.newHere.isEmpty { lines.append("new here: \(names(status.newHere))") }
        if !status.changedHere.isEmpty { lines.append("changed here: \(names(status.changedHere))") }
        if !status.changedRemotely.isEmpty { lines.append("changed in the library: \(names(status.changedRemotely))") }
        if !status.changedOnBoth.isEmpty { lines.append("changed on both: \(names(status.changedOnBoth))") }
        let conflicts =
            status.conflicts.map { ($0.key, $0.value, false) } + status.scriptConflicts.map { ($0.key, $0.value, true) }
        for (name, fields, script) in conflicts.sorted(by: { $0.0 < $1.0 }) {
            lines.append(
                "conflict: \(TerminalText.sanitized(name)) on \(fields.joined(separator: ", ")) (library resolve \(TerminalText.sanitized(name)) \(choices(script: script)))"
            )
        }
        if !status.uncommittedDrafts.isEmpty {
            lines.append("drafts not committed (push shares versions only): \(names(status.uncommittedDrafts))")
        }
        if lines.isEmpty { lines.append("up to date: nothing to push or pull") }
        return lines.joined(separator: "\n")
    }

    /// How a conflict is settled: a saved script (`gestures/flick`) whole, a preset field by field.
    static func choices(script: Bool) -> String { script ? "--mine|--theirs" : "--mine|--theirs|--set NAME=VALUE" }

    static func push(_ report: Library.PushReport) -> String {
        guard report.commit != nil else {
            return "nothing to push: every preset and saved script is as the library has it"
        }
        var parts: [String] = []
        if !report.written.isEmpty { parts.append("wrote \(names(report.written))") }
        if !report.removed.isEmpty { parts.append("removed \(names(report.removed))") }
        return "pushed: " + parts.joined(separator: "; ")
    }

    static func pull(_ report: Library.PullReport) -> String {
        guard report.commit != nil else { return "already up to date" }
        var parts: [String] = []
        if !report.added.isEmpty { parts.append("new \(names(report.added))") }
        if !report.updated.isEmpty { parts.append("updated \(names(report.updated))") }
        if !report.merged.isEmpty { parts.append("merged \(names(report.merged))") }
        if !report.deleted.isEmpty { parts.append("deleted \(names(report.deleted))") }
        let conflicts =
            report.conflicts.map { ($0.key, $0.value, false) } + report.scriptConflicts.map { ($0.key, $0.value, true) }
        let taken =
            !parts.isEmpty
            ? parts.joined(separator: "; ")
            : conflicts.isEmpty ? "no preset or saved script changed" : "every change conflicts; nothing taken in yet"
        var lines = ["pulled: " + taken]
        for (name, fields, script) in conflicts.sorted(by: { $0.0 < $1.0 }) {
            let shown = TerminalText.sanitized(name)
            lines.append(
                "conflict: \(shown) on \(fields.joined(separator: ", ")); the library's version waits beside yours: "
                    + "see library diff \(shown), then library resolve \(shown) \(choices(script: script))")
        }
        for (name, users) in report.deletedButPlayed.sorted(by: { $0.key < $1.key }) {
            lines.append(deletedButPlayed(name, users))
        }
        if let unfinished = report.unfinished, let commit = report.commit {
            lines.append(
                "the database took this in, but the working copy's files are not at \(short(commit)) yet (\(TerminalText.sanitized(unfinished))); the next library verb puts them there"
            )
        }
        return lines.joined(separator: "\n")
    }

    /// The line after a pull or resolve that deleted `name`, which `users` play as their reduced-motion variant.
    static func deletedButPlayed(_ name: String, _ users: [String]) -> String {
        let shown = TerminalText.sanitized(name)
        return "deleted \(shown) is the reduced-motion variant of \(names(users)): restore \(shown), or set another "
            + "reduced-motion on \(users.count == 1 ? "it" : "them")"
    }

    static func log(_ entries: [Library.LogEntry]) -> String {
        guard !entries.isEmpty else { return "no shared history yet: push it first" }
        return entries.map { entry in
            let version = entry.preset.map { " \(TerminalText.sanitized($0.name)) v\($0.version)" } ?? ""
            return "\(short(entry.commit)) \(entry.date) \(TerminalText.sanitized(entry.author))\(version): "
                + "\(TerminalText.sanitized(entry.subject))\n    \(TerminalText.sanitized(entry.change))"
        }.joined(separator: "\n")
    }

    /// `duration 1  delay-factor 0.05  timing uikit-spring(damping: 0.4, velocity: 0.1)`.
    static func parameters(_ content: PresetContent) -> String {
        content.template.parameters.compactMap { parameter in
            content.parameters.values[parameter.name].map { "\(parameter.name) \($0.description)" }
        }.joined(separator: "  ")
    }
}
