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
        /// What changed against the previous entry (`damping 0.4 → 0.55`; `created`; `deleted`).
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
        let output = try workingCopy.git.run([
            "log", "--follow", "--format=%x1e%H%x1f%an%x1f%aI%x1f%s", "--name-only", tip, "--", path
        ])
        var raw: [(commit: String, author: String, date: String, subject: String, path: String)] = []
        for block in output.text.split(separator: "\u{1e}") {
            let lines = block.split(separator: "\n", omittingEmptySubsequences: true)
            guard let header = lines.first else { continue }
            let fields = header.split(separator: "\u{1f}", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4 else { continue }
            raw.append((fields[0], fields[1], fields[2], fields[3], lines.dropFirst().last.map(String.init) ?? path))
        }
        let specs = raw.map { "\($0.commit):\($0.path)" }
        let contents = try workingCopy.contents(of: specs)
        var presets: [SharedPreset?] = []
        for bytes in contents {
            presets.append(try bytes.map { (b: [UInt8]) throws(LibraryError) in try LibraryDocument.read(b) })
        }
        return raw.indices.map { index in
            let older = index + 1 < presets.count ? presets[index + 1]?.content : nil
            let preset = presets[index]
            let change: String
            if preset == nil {
                change = "deleted"
            } else if index + 1 == presets.count {
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
