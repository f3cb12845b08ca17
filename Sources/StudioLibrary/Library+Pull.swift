import AnimationCore
import StudioStore

/// `library pull`.
extension Library {
    public struct PullReport: Equatable, Sendable {
        /// The commit taken in; nil when the library had not moved.
        public var commit: String?
        /// Presets that came in or took others' versions, merged ones, deleted ones, conflicts;
        /// saved scripts among them by label (`gestures/flick`).
        public var added: [String] = []
        public var updated: [String] = []
        public var merged: [String] = []
        public var deleted: [String] = []
        public var conflicts: [String: [String]] = [:]
        /// Saved scripts' conflicts by label: settled whole with `--mine` or `--theirs`.
        public var scriptConflicts: [String: [String]] = [:]
        /// The presets the library deleted that local presets still play as their reduced-motion
        /// variant (`preset(name: tip)`), with those presets: the library's deletion is taken in, and
        /// the variants fail until it is restored or they are set to another.
        public var deletedButPlayed: [String: [String]] = [:]
        /// Why the working copy's files could not be moved to `commit` after the database took
        /// the pull in (the next library verb moves them); nil when they were.
        public var unfinished: String?
    }

    /// Fetches and takes in others' versions: new versions of the local presets with their authors
    /// and messages, merged field by field with what changed here; conflicts are kept beside the
    /// local preset until `library resolve`. One database transaction.
    public func pull(at time: String) throws(LibraryError) -> PullReport {
        try recoverIfInterrupted()
        let remote = try workingCopy.fetch(branch: attachment.branch)
        guard let remote, remote != attachment.lastCommit else { return PullReport(commit: nil) }
        if let link = try workingCopy.libraryLink(at: remote) {
            throw LibraryError(
                "pull refused: commit \(remote.prefix(7)) has a symbolic link at \(quoted(link)); the library never follows a link inside its working copy, so nothing was taken in: replace the link with the files themselves in the library"
            )
        }
        InterruptionPoint.pullFetched.reached()
        let (theirs, vanished) = try remoteChanges(from: attachment.lastCommit, to: remote)
        let entries = try entries()
        var byID: [String: LibraryEntry] = [:]
        for entry in entries { if let id = entry.libraryID { byID[id] = entry } }
        let byName = Dictionary(entries.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var report = PullReport(commit: remote)
        var changes: [LibraryChange] = []
        var deletedPresets: [String] = []
        var bases: [String: PresetContent] = [:]
        for (id, entry) in byID where theirs[id] != nil { bases[id] = try self.base(entry)?.content }
        let earlier = try intermediateVersions(
            from: attachment.lastCommit, to: remote, ids: Set(theirs.keys), skipping: bases)
        /// Others' versions of `id` up to `last`, as the store takes them in.
        func versions(_ id: String, _ last: SharedPreset) throws(LibraryError) -> [LibraryVersion] {
            let before = (earlier[id] ?? []).map(\.0).filter { $0.content != last.content }
            var versions: [LibraryVersion] = []
            for preset in before + [last] { versions.append(try incoming(preset, commit: remote)) }
            return versions
        }
        for (id, (preset, document)) in theirs.sorted(by: { $0.key < $1.key }) {
            let base = try libraryBase(preset, document: document)
            guard let entry = byID[id] else {
                if let local = byName[preset.name] {
                    // Swift compares names canonically: a name spelt otherwise (NFD against NFC) is a clash.
                    guard local.name.utf8.elementsEqual(preset.name.utf8) else {
                        throw LibraryError(
                            "pull refused: the library's new preset \(quoted(preset.name)) differs from this studio's \(quoted(local.name)) only in its Unicode normalisation, a clash: rename the local one first"
                        )
                    }
                    // A preset of the same name made here: the same one pushed by a killed push, or a clash.
                    guard local.libraryID == nil, try mine(local) == preset.content else {
                        throw LibraryError(
                            "pull refused: the library has a new preset \(quoted(preset.name)) and this studio has another of that name; rename or delete the local one first"
                        )
                    }
                    changes.append(.assignID(presetName: local.name, libraryID: id))
                    changes.append(.setBase(libraryID: id, base: base))
                    continue
                }
                changes.append(
                    .addPreset(
                        libraryID: id, name: preset.name, template: preset.content.template.name,
                        versions: try versions(id, preset), base: base))
                report.added.append(preset.name)
                continue
            }
            let basePreset = try self.base(entry)
            let mine = try mine(entry)
            let result = try PresetMerge.merge(base: basePreset?.content, mine: mine, theirs: preset.content)
            if !result.conflicts.isEmpty {
                changes.append(
                    .conflict(
                        libraryID: id,
                        LibraryConflict(
                            theirsDocument: document, theirsCommit: remote, fields: result.conflicts.map(\.field))))
                report.conflicts[entry.name] = result.conflicts.map(\.field)
            } else {
                changes += try taking(
                    result.content, mine: mine, theirs: preset, document: document, id: id, commit: remote, at: time,
                    earlier: try versions(id, preset).dropLast())
                if result.content == mine {
                } else if mine == basePreset?.content {
                    report.updated.append(preset.name)
                } else {
                    report.merged.append(preset.name)
                }
            }
        }
        for entry in entries {
            guard let id = entry.libraryID, theirs[id] == nil, let base = entry.base,
                vanished.contains(LibraryFileName.path(for: base.name))
            else { continue }
            let basePreset = try self.base(entry)
            let mine = try mine(entry)
            if mine == nil {
                changes.append(.setBase(libraryID: id, base: nil))
            } else if mine == basePreset?.content {
                changes.append(.deletePreset(libraryID: id))
                report.deleted.append(entry.name)
                deletedPresets.append(entry.name)
            } else {
                changes.append(
                    .conflict(
                        libraryID: id, LibraryConflict(theirsDocument: nil, theirsCommit: remote, fields: ["deleted"])))
                report.conflicts[entry.name] = ["deleted"]
            }
        }
        let scripts = try pullScripts(to: remote)
        changes += scripts.changes
        report.added += scripts.added
        report.updated += scripts.updated
        report.deleted += scripts.deleted
        report.scriptConflicts = scripts.conflicts
        try beginOperation()
        try Self.storeCall { () throws(StoreError) in
            try store.applyLibraryChanges(changes, lastCommit: remote, at: time) {
                InterruptionPoint.pullInTransaction.reached()
            }
        }
        InterruptionPoint.pullStored.reached()
        for name in deletedPresets {
            let users = try Self.storeCall { () throws(StoreError) in try store.presetsPlaying(asVariant: name) }
            if !users.isEmpty { report.deletedButPlayed[name] = users }
        }
        do {
            try workingCopy.moveTo(remote)
            try endOperation()
        } catch {
            // The database took the pull in: say what it took, and that the files follow with
            // the next verb (the marker stays, so it puts them back at the commit taken in).
            report.unfinished = error.message
        }
        report.added.sort()
        report.updated.sort()
        report.merged.sort()
        report.deleted.sort()
        return report
    }

    /// The changes that make the local preset `result`, given the remote's version `theirs`.
    func taking(
        _ result: PresetContent?, mine: PresetContent?, theirs: SharedPreset, document: String, id: String,
        commit: String,
        at time: String, earlier: ArraySlice<LibraryVersion> = []
    ) throws(LibraryError) -> [LibraryChange] {
        let base = try libraryBase(theirs, document: document)
        guard let result else { return [.setBase(libraryID: id, base: base)] }
        var changes: [LibraryChange] = []
        if mine == nil { changes.append(.restorePreset(libraryID: id)) }
        if result == mine { return changes + [.setBase(libraryID: id, base: base)] }
        var versions = Array(earlier) + [try incoming(theirs, commit: commit)]
        if result != theirs.content {
            versions.append(
                LibraryVersion(
                    parameters: try StoreSeam.stored(result),
                    message: "merge with the library: \(theirs.author)'s version \(theirs.version)", author: nil,
                    time: time,
                    commit: commit))
        }
        return changes + [.appendVersions(libraryID: id, name: result.name, versions: versions, base: base)]
    }
}
