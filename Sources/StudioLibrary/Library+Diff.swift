import StudioStore

/// `library diff [REF]`: what a pull or a push would change.
extension Library {
    public struct DiffEntry: Equatable, Sendable {
        public var name: String
        public var base: PresetContent?
        /// Nil when deleted on that side.
        public var mine: PresetContent?
        public var theirs: PresetContent?
        /// Each differing field's three values (nil where a side has no such field).
        public var fields: [(field: String, base: String?, mine: String?, theirs: String?)]

        public static func == (lhs: DiffEntry, rhs: DiffEntry) -> Bool {
            lhs.name == rhs.name && lhs.base == rhs.base && lhs.mine == rhs.mine && lhs.theirs == rhs.theirs
                && lhs.fields.map { [$0.field, $0.base, $0.mine, $0.theirs] }
                    == rhs.fields.map { [$0.field, $0.base, $0.mine, $0.theirs] }
        }
    }

    /// Every preset (or the one called `name`) that differs here or in the library (fetched now).
    public func diff(_ name: String?) throws(LibraryError) -> [DiffEntry] {
        let remote = try workingCopy.fetch(branch: attachment.branch)
        let (changed, vanished) =
            remote == attachment.lastCommit ? ([:], []) : try remoteChanges(from: attachment.lastCommit, to: remote)
        var result: [DiffEntry] = []
        var known = Set<String>()
        for entry in try entries() where name == nil || entry.name == name {
            let base = try base(entry)?.content
            let mine = try mine(entry)
            var theirs = base
            if let id = entry.libraryID {
                known.insert(id)
                if let remoteSide = changed[id] { theirs = remoteSide.0.content }
                if let baseName = entry.base?.name, changed[id] == nil,
                    vanished.contains(LibraryFileName.path(for: baseName))
                {
                    theirs = nil
                }
            }
            if let conflict = entry.conflict {
                theirs = try conflict.theirsDocument.map { (text: String) throws(LibraryError) in
                    try LibraryDocument.read(Array(text.utf8)).content
                }
            }
            guard mine != base || theirs != base else { continue }
            result.append(Self.entry(entry.name, base, mine, theirs))
        }
        for (id, (preset, _)) in changed where !known.contains(id) && (name == nil || preset.name == name) {
            result.append(Self.entry(preset.name, nil, nil, preset.content))
        }
        if let name, result.isEmpty, try !entries().contains(where: { $0.name == name }) {
            throw LibraryError("no preset named \(quoted(name)) here or in the library")
        }
        return result.sorted { $0.name < $1.name }
    }

    static func entry(_ name: String, _ base: PresetContent?, _ mine: PresetContent?, _ theirs: PresetContent?)
        -> DiffEntry
    {
        let b = base.map { PresetFields($0).values } ?? [:]
        let m = mine.map { PresetFields($0).values } ?? [:]
        let t = theirs.map { PresetFields($0).values } ?? [:]
        let fields = Set(b.keys).union(m.keys).union(t.keys).sorted().compactMap {
            field -> (String, String?, String?, String?)? in
            b[field] == m[field] && b[field] == t[field] ? nil : (field, b[field], m[field], t[field])
        }
        return DiffEntry(name: name, base: base, mine: mine, theirs: theirs, fields: fields)
    }
}
