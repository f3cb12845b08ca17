import StudioStore

/// `library status`: offline, against the last fetch.
extension Library {
    public struct Status: Equatable, Sendable {
        /// The commit the database last took in, and the remote's as of the last fetch.
        public var lastCommit: String?
        public var remoteCommit: String?
        /// Presets changed here (with their latest version) not yet pushed.
        public var changedHere: [String] = []
        /// Presets whose latest version is new here (never pushed).
        public var newHere: [String] = []
        public var changedRemotely: [String] = []
        public var changedOnBoth: [String] = []
        /// Conflicts waiting for `library resolve`: name → fields.
        public var conflicts: [String: [String]] = [:]
        /// Saved scripts' conflicts by label (`gestures/flick` → `script` or `deleted`).
        public var scriptConflicts: [String: [String]] = [:]
        /// Presets whose draft holds changes not committed (a push sends versions only).
        public var uncommittedDrafts: [String] = []
    }

    public func status() throws(LibraryError) -> Status {
        let remote = try workingCopy.remoteCommit(branch: attachment.branch)
        var status = Status(lastCommit: attachment.lastCommit, remoteCommit: remote)
        let entries = try entries()
        var remoteIDs = Set<String>()
        var remoteNames: [String] = []
        if remote != attachment.lastCommit {
            let (changed, vanished) = try remoteChanges(from: attachment.lastCommit, to: remote)
            remoteIDs = Set(changed.keys)
            for entry in entries {
                if let id = entry.libraryID, changed[id] == nil, let base = entry.base,
                    vanished.contains(LibraryFileName.path(for: base.name))
                {
                    remoteIDs.insert(id)
                }
            }
            let known = Set(entries.compactMap(\.libraryID))
            remoteNames = changed.values.filter { !known.contains($0.0.id) }.map(\.0.name)
        }
        for entry in entries {
            if let conflict = entry.conflict {
                status.conflicts[entry.name] = conflict.fields
                continue
            }
            if entry.draftDiffers && !entry.isDeleted { status.uncommittedDrafts.append(entry.name) }
            let here = entry.changedHere
            let there = entry.libraryID.map(remoteIDs.contains) ?? false
            let label = entry.isDeleted ? "\(entry.name) (deleted)" : "\(entry.name)@\(entry.latestNumber)"
            switch (here, there) {
            case (true, true): status.changedOnBoth.append(entry.name)
            case (true, false):
                if entry.base == nil { status.newHere.append(label) } else { status.changedHere.append(label) }
            case (false, true): status.changedRemotely.append(entry.name)
            case (false, false): break
            }
        }
        status.changedRemotely += remoteNames
        try addScripts(to: &status, remote: remote)
        status.changedRemotely.sort()
        return status
    }
}
