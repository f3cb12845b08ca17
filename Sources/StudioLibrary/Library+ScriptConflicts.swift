import StudioStore

/// `library diff` and `library resolve` for saved gestures and events scripts.
extension Library {
    /// A script that differs here or in the library: its text on each side (nil: no script there).
    public struct ScriptDiffEntry: Equatable, Sendable {
        public var label: String
        public var base: String?
        public var mine: String?
        public var theirs: String?
    }

    /// Every script (or the one `label` names, `gestures/flick`) that differs here or in the
    /// library, fetched now (or as of the last fetch when `fetching` is false: ``diff(_:)`` just
    /// fetched).
    public func scriptDiff(_ label: String?, fetching: Bool = true) throws(LibraryError) -> [ScriptDiffEntry] {
        let remote =
            fetching
            ? try workingCopy.fetch(branch: attachment.branch) : try workingCopy.remoteCommit(branch: attachment.branch)
        let entries = try scriptEntries()
        let (changed, vanished) = try remoteScriptChanges(from: attachment.lastCommit, to: remote, known: entries)
        var result: [ScriptDiffEntry] = []
        for entry in entries {
            let key = Self.key(entry)
            guard label == nil || key.label == label else { continue }
            let base = try Self.scriptText(entry.baseDocument)
            var theirs = base
            if let conflict = entry.conflict {
                theirs = try Self.scriptText(conflict.theirsDocument)
            } else if let incoming = changed[key] {
                theirs = incoming.0.text
            } else if vanished.contains(key) {
                theirs = nil
            }
            guard entry.text != base || theirs != base else { continue }
            result.append(ScriptDiffEntry(label: key.label, base: base, mine: entry.text, theirs: theirs))
        }
        let known = Set(entries.map(Self.key))
        for (key, (script, _)) in changed where !known.contains(key) && (label == nil || key.label == label) {
            result.append(ScriptDiffEntry(label: key.label, base: nil, mine: nil, theirs: script.text))
        }
        if let label, result.isEmpty, !entries.contains(where: { Self.key($0).label == label }) {
            throw LibraryError("no saved script \(quoted(label)) here or in the library")
        }
        return result.sorted { $0.label < $1.label }
    }

    /// True when `name` is to be taken as a script's label (`gestures/flick`): it reads as one and
    /// no preset of this studio has exactly that name.
    public func namesScript(_ name: String) throws(LibraryError) -> Bool {
        guard ScriptKey(label: name) != nil else { return false }
        return try !entries().contains { $0.name == name }
    }

    /// Settles a pull's conflict on the script `label` names, whole: `.mine` keeps this studio's
    /// text (or its deletion) and the next push shares it; `.theirs` takes the library's. Returns
    /// the text kept, nil when the script is deleted.
    @discardableResult
    public func resolveScript(_ label: String, _ resolution: PresetMerge.Resolution, at time: String)
        throws(LibraryError) -> String?
    {
        guard let key = ScriptKey(label: label),
            let entry = try scriptEntries().first(where: { Self.key($0) == key })
        else {
            throw LibraryError("no saved script \(quoted(label)) is shared through the library")
        }
        guard let conflict = entry.conflict else {
            throw LibraryError("\(quoted(label)) has no conflict to resolve; library status lists the conflicts")
        }
        let theirs = try conflict.theirsDocument.map { (text: String) throws(LibraryError) in
            try ScriptDocument.read(Array(text.utf8))
        }
        let result = try ScriptMerge.merge(
            base: try Self.scriptText(entry.baseDocument), mine: entry.text, theirs: theirs?.text,
            resolution: resolution)
        let change: LibraryChange
        if result.text == entry.text {
            // Mine: the library's file becomes the base, so the next push shares this side.
            change = .setScriptBase(kind: key.kind, name: key.name, base: conflict.theirsDocument)
        } else if let theirs, let document = conflict.theirsDocument {
            change = .saveScript(
                kind: key.kind, name: key.name, text: theirs.text, savedAt: theirs.time, base: document)
        } else {
            change = .deleteScript(kind: key.kind, name: key.name)
        }
        try Self.storeCall { () throws(StoreError) in
            try store.applyLibraryChanges([change], lastCommit: nil, at: time)
        }
        return result.text
    }
}
