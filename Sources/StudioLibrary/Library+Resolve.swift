import StudioStore

/// `library resolve REF --mine|--theirs|--set NAME=VALUE`.
extension Library {
    /// A conflict as the verbs show it: the three sides and the fields that clash.
    public struct ConflictView: Equatable, Sendable {
        public var name: String
        public var base: PresetContent?
        /// Nil when deleted on that side.
        public var mine: PresetContent?
        public var theirs: SharedPreset?
        public var conflicts: [PresetMerge.Conflict]
    }

    /// The pending conflict of the preset called `name`.
    public func conflict(of name: String) throws(LibraryError) -> ConflictView {
        let (entry, base, theirs) = try conflicted(name)
        let mine = try mine(entry)
        let result = try PresetMerge.merge(base: base?.content, mine: mine, theirs: theirs?.content)
        return ConflictView(
            name: entry.name, base: base?.content, mine: mine, theirs: theirs, conflicts: result.conflicts)
    }

    /// Settles a pull's conflict; the result becomes the preset's newest version (after the remote's),
    /// and the next push shares it.
    @discardableResult
    public func resolve(_ name: String, _ resolution: PresetMerge.Resolution, at time: String) throws(LibraryError)
        -> PresetContent?
    {
        let (entry, base, theirs) = try conflicted(name)
        guard let id = entry.libraryID, let conflict = entry.conflict else {
            throw LibraryError("\(quoted(name)) has no conflict to resolve")
        }
        let mine = try mine(entry)
        let result = try PresetMerge.merge(
            base: base?.content, mine: mine, theirs: theirs?.content, resolution: resolution)
        guard result.conflicts.isEmpty else {
            throw LibraryError(
                "\(quoted(name)) still conflicts on \(result.conflicts.map(\.field).joined(separator: ", ")); give --mine, --theirs or a --set for each"
            )
        }
        var changes: [LibraryChange]
        if let theirs, let document = conflict.theirsDocument {
            changes = try taking(
                result.content, mine: mine, theirs: theirs, document: document, id: id, commit: conflict.theirsCommit,
                at: time)
            if result.content == nil, mine != nil { changes = [.deletePreset(libraryID: id)] }
        } else if result.content == nil {
            changes = [.deletePreset(libraryID: id)]
        } else {
            // The remote deleted it and this studio keeps it: shared again by the next push.
            changes = [.setBase(libraryID: id, base: nil)]
        }
        try Self.storeCall { () throws(StoreError) in try store.applyLibraryChanges(changes, lastCommit: nil, at: time)
        }
        return result.content
    }

    private func conflicted(_ name: String) throws(LibraryError) -> (LibraryEntry, SharedPreset?, SharedPreset?) {
        guard let entry = try entries().first(where: { $0.name == name }) else {
            throw LibraryError("no preset named \(quoted(name)) is shared through the library")
        }
        guard let conflict = entry.conflict else {
            throw LibraryError("\(quoted(name)) has no conflict to resolve; library status lists the conflicts")
        }
        let theirs = try conflict.theirsDocument.map { (text: String) throws(LibraryError) in
            try LibraryDocument.read(Array(text.utf8))
        }
        return (entry, try base(entry), theirs)
    }
}
