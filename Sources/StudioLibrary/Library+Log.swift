import StudioStore

/// `library log REF`: a preset's shared history from Git.
extension Library {
    public struct LogEntry: Equatable, Sendable {
        public var commit: String
        public var author: String
        /// The commit's author date, `2026-11-22T10:15:30+00:00`.
        public var date: String
        public var subject: String
        /// The preset as that commit left it; nil when the commit deleted it.
        public var preset: SharedPreset?
        /// What changed against the previous entry (`damping 0.4 → 0.55`; `created`; `deleted`;
        /// `refused: REASON` for a file no studio can read).
        public var change: String
    }

    /// Newest first, following renames, up to the remote's commit as of the last fetch.
    public func log(of name: String) throws(LibraryError) -> [LogEntry] {
        let entries = try entries()
        guard let entry = entries.first(where: { $0.name == name }) else {
            throw LibraryError("no preset named \(quoted(name)) in this studio")
        }
        let path = LibraryFileName.path(for: entry.base?.name ?? entry.name)
        guard let tip = try workingCopy.remoteCommit(branch: attachment.branch) ?? attachment.lastCommit else {
            return []
        }
        let raw = try workingCopy.history(of: path, upTo: tip, follow: true)
        let contents = try workingCopy.contents(of: raw.map { "\($0.commit):\($0.path)" })
        // A file no studio can read (broken by hand in some old commit) is shown as refused and
        // the history goes on past it.
        let files = HistoricalFile.reading(contents, with: LibraryDocument.read)
        return raw.indices.map { index in
            // The version before, past any refused file.
            let older = HistoricalFile.older(than: index, in: files).flatMap { files[$0].value?.content }
            let preset = files[index].value
            let change: String
            if let reason = files[index].refusal {
                change = "refused: \(reason)"
            } else if preset == nil {
                change = "deleted"
            } else if index + 1 == files.count {
                change = "created"
            } else {
                let summary = PresetFields.summary(from: older, to: preset?.content)
                change = summary.isEmpty ? "unchanged" : summary
            }
            return LogEntry(
                commit: raw[index].commit, author: raw[index].author, date: raw[index].date,
                subject: raw[index].subject,
                preset: preset, change: change)
        }
    }
}
