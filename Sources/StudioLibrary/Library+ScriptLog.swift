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
        /// `created`, `deleted`, the text before and after (`tap, wait 0.1 → tap, wait 0.3`), or
        /// `refused: REASON` for a file no studio can read.
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
        let raw = try workingCopy.history(of: key.path, upTo: tip, follow: false)
        let known = try scriptEntries().contains { Self.key($0) == key }
        guard !raw.isEmpty || known else {
            throw LibraryError("no saved script \(quoted(label)) here or in the library")
        }
        // A file no studio can read (broken by hand in some old commit) is shown as refused and
        // the history goes on past it.
        let files = HistoricalFile.reading(
            try workingCopy.contents(of: raw.map { "\($0.commit):\(key.path)" }), with: ScriptDocument.read)
        return raw.indices.map { index in
            let older = HistoricalFile.older(than: index, in: files).flatMap { files[$0].value }
            let change: String
            switch (files[index].refusal, older, files[index].value) {
            case (let reason?, _, _): change = "refused: \(reason)"
            case (nil, _, nil): change = "deleted"
            case (nil, nil, _?): change = "created"
            case (nil, let before?, let after?): change = "\(before.text) → \(after.text)"
            }
            return ScriptLogEntry(
                commit: raw[index].commit, author: raw[index].author, date: raw[index].date,
                subject: raw[index].subject, script: files[index].value, change: change)
        }
    }
}
