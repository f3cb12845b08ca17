import Foundation
import StudioStore

/// `library log gestures/NAME` / `library log events/NAME`: a saved script's shared history.
extension Library {
    public struct ScriptLogEntry: Equatable, Sendable {
        public var commit: String
        public var author: String
        /// The commit's author date, `2026-11-22T10:15:30+00:00`.
        public var date: String
        public var subject: String
        /// The script as that commit left it; nil when the commit deleted it.
        public var script: SharedScript?
        /// `created`, `deleted`, or the text before and after (`tap, wait 0.1 → tap, wait 0.3`).
        public var change: String
    }

    /// Newest first, up to the remote's commit as of the last fetch. A script's name is its
    /// identity, so the history is its file's (a file renamed by hand starts a new history).
    public func scriptLog(of label: String) throws(LibraryError) -> [ScriptLogEntry] {
        guard let key = ScriptKey(label: label) else {
            throw LibraryError("\(quoted(label)) names no saved script; expected gestures/NAME or events/NAME")
        }
        guard let tip = try workingCopy.remoteCommit(branch: attachment.branch) ?? attachment.lastCommit else {
            return []
        }
        let output = try workingCopy.git.run([
            "log", "--format=%x1e%H%x1f%an%x1f%aI%x1f%s", tip, "--", key.path
        ])
        var raw: [(commit: String, author: String, date: String, subject: String)] = []
        for block in output.text.split(separator: "\u{1e}") {
            let fields = block.trimmingCharacters(in: .newlines).split(
                separator: "\u{1f}", omittingEmptySubsequences: false
            ).map(String.init)
            guard fields.count == 4 else { continue }
            raw.append((fields[0], fields[1], fields[2], fields[3]))
        }
        let known = try scriptEntries().contains { Self.key($0) == key }
        guard !raw.isEmpty || known else {
            throw LibraryError("no saved script \(quoted(label)) here or in the library")
        }
        var scripts: [SharedScript?] = []
        for bytes in try workingCopy.contents(of: raw.map { "\($0.commit):\(key.path)" }) {
            scripts.append(try bytes.map { (b: [UInt8]) throws(LibraryError) in try ScriptDocument.read(b) })
        }
        return raw.indices.map { index in
            let older = index + 1 < scripts.count ? scripts[index + 1] : nil
            let change: String
            switch (older, scripts[index]) {
            case (_, nil): change = "deleted"
            case (nil, _?): change = "created"
            case (let before?, let after?): change = "\(before.text) → \(after.text)"
            }
            return ScriptLogEntry(
                commit: raw[index].commit, author: raw[index].author, date: raw[index].date,
                subject: raw[index].subject, script: scripts[index], change: change)
        }
    }
}
