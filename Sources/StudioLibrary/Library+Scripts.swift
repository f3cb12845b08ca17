import StudioStore

/// Saved gestures and events scripts in the library: what each verb does with them beside the
/// presets. A script's file is `gestures/<name>.json` or `events/<name>.json`; kind and name are
/// its identity (saved scripts have no rename); the merge takes the whole text as one field.
extension Library {
    /// What a pull does to the scripts, in the pull's transaction.
    struct ScriptPull {
        var changes: [LibraryChange] = []
        var added: [String] = []
        var updated: [String] = []
        var deleted: [String] = []
        var conflicts: [String: [String]] = [:]
    }

    /// What a push writes and removes for the scripts, and the bases it records once pushed.
    struct ScriptPush {
        var files: [String: String] = [:]
        var removed: [String] = []
        var afterPush: [LibraryChange] = []
        var written: [String] = []
        var removedLabels: [String] = []
    }

    static let scriptFolders = ScriptKind.allCases.map(LibraryFileName.folder(for:))

    func scriptEntries() throws(LibraryError) -> [LibraryScriptEntry] {
        try Self.storeCall { () throws(StoreError) in try store.libraryScripts() }
    }

    static func key(_ entry: LibraryScriptEntry) -> ScriptKey { ScriptKey(kind: entry.kind, name: entry.name) }

    /// The script text of a file the database kept (a base, or a conflict's other side).
    static func scriptText(_ document: String?) throws(LibraryError) -> String? {
        guard let document else { return nil }
        return try ScriptDocument.read(Array(document.utf8)).text
    }

    /// True when this studio's text differs from the base (new, edited or deleted here).
    static func scriptChangedHere(_ entry: LibraryScriptEntry) throws(LibraryError) -> Bool {
        try entry.text != scriptText(entry.baseDocument)
    }

    /// The remote's scripts that changed between two commits, and the keys of the files that vanished.
    func remoteScriptChanges(from: String?, to: String?, known: [LibraryScriptEntry]) throws(LibraryError) -> (
        changed: [ScriptKey: (SharedScript, String)], vanished: Set<ScriptKey>
    ) {
        guard from != to else { return ([:], []) }
        let paths = try workingCopy.changedPaths(from: from, to: to, under: Self.scriptFolders)
        guard !paths.isEmpty else { return ([:], []) }
        let files = try workingCopy.files(at: to, under: Self.scriptFolders)
        let present = paths.filter { files[$0] != nil }
        let blobs = try workingCopy.blobs(present.compactMap { files[$0] })
        var changed: [ScriptKey: (SharedScript, String)] = [:]
        for path in present.sorted() {
            guard let id = files[path], let bytes = blobs[id] else { continue }
            let script: SharedScript
            do { script = try ScriptDocument.read(bytes) } catch {
                throw LibraryError(
                    "\(path) at \(to.map { String($0.prefix(7)) } ?? "?") is not a valid script file: \(error.message); fix it in the library first"
                )
            }
            let key = ScriptKey(kind: script.kind, name: script.name)
            guard key.path == path else {
                throw LibraryError(
                    "\(path) holds the \(script.kind.rawValue) script \(quoted(script.name)), whose file is \(key.path); fix it in the library first"
                )
            }
            if let other = changed[key] {
                throw LibraryError(
                    "\(path) and \(ScriptKey(kind: other.0.kind, name: other.0.name).path) hold scripts whose names differ only in their Unicode normalisation (\(quoted(script.name))): a clash; fix it in the library first"
                )
            }
            changed[key] = (script, String(decoding: bytes, as: UTF8.self))
        }
        let vanished = Set(known.map(Self.key).filter { paths.contains($0.path) && changed[$0] == nil })
        return (changed, vanished)
    }

    /// Takes in the library's scripts changed since the last pull, merged with this studio's.
    func pullScripts(to remote: String) throws(LibraryError) -> ScriptPull {
        let entries = try scriptEntries()
        let (theirs, vanished) = try remoteScriptChanges(from: attachment.lastCommit, to: remote, known: entries)
        let byKey = Dictionary(entries.map { (Self.key($0), $0) }, uniquingKeysWith: { first, _ in first })
        var pull = ScriptPull()
        for key in Set(theirs.keys).union(vanished).sorted() {
            let entry = byKey[key]
            if let entry, let incoming = theirs[key], !entry.name.utf8.elementsEqual(incoming.0.name.utf8) {
                throw LibraryError(
                    "pull refused: the library's \(quoted(ScriptKey(kind: key.kind, name: incoming.0.name).label)) differs from this studio's \(quoted(entry.name)) only in its Unicode normalisation, a clash: delete or save the local one under another name first"
                )
            }
            let incoming = theirs[key]
            let base = try Self.scriptText(entry?.baseDocument)
            let mine = entry?.text
            let result = try ScriptMerge.merge(base: base, mine: mine, theirs: incoming?.0.text)
            if let conflict = result.conflict {
                pull.changes.append(
                    .scriptConflict(
                        kind: key.kind, name: key.name,
                        LibraryScriptConflict(theirsDocument: incoming?.1, theirsCommit: remote)))
                pull.conflicts[key.label] = [conflict.field]
            } else if result.text == mine {
                pull.changes.append(.setScriptBase(kind: key.kind, name: key.name, base: incoming?.1))
            } else if let (script, document) = incoming {
                pull.changes.append(
                    .saveScript(kind: key.kind, name: key.name, text: script.text, savedAt: script.time, base: document)
                )
                if mine == nil { pull.added.append(key.label) } else { pull.updated.append(key.label) }
            } else {
                pull.changes.append(.deleteScript(kind: key.kind, name: key.name))
                pull.deleted.append(key.label)
            }
        }
        return pull
    }

    /// The scripts changed here, as files to write (new or edited) and to remove (deleted here).
    func pushScripts() throws(LibraryError) -> ScriptPush {
        var push = ScriptPush()
        for entry in try scriptEntries() where try Self.scriptChangedHere(entry) {
            let key = Self.key(entry)
            guard let text = entry.text, let savedAt = entry.savedAt else {
                push.removed.append(key.path)
                push.removedLabels.append(key.label)
                push.afterPush.append(.setScriptBase(kind: key.kind, name: key.name, base: nil))
                continue
            }
            let document = ScriptDocument.text(
                of: SharedScript(kind: key.kind, name: key.name, text: text, author: attachment.author, time: savedAt))
            push.files[key.path] = document
            push.written.append(key.label)
            push.afterPush.append(.setScriptBase(kind: key.kind, name: key.name, base: document))
        }
        return push
    }

    /// Labels of the scripts with a pending conflict, for the verbs that refuse until they are settled.
    func conflictedScripts() throws(LibraryError) -> [String] {
        try scriptEntries().filter { $0.conflict != nil }.map { Self.key($0).label }
    }

    /// Adds the scripts to a status: changed here, in the library (as of the last fetch), on both.
    func addScripts(to status: inout Status, remote: String?) throws(LibraryError) {
        let entries = try scriptEntries()
        let (theirs, vanished) = try remoteScriptChanges(from: attachment.lastCommit, to: remote, known: entries)
        let remoteKeys = Set(theirs.keys).union(vanished)
        for entry in entries {
            let key = Self.key(entry)
            if let conflict = entry.conflict {
                status.scriptConflicts[key.label] = [
                    conflict.theirsDocument == nil || entry.text == nil ? "deleted" : "script"
                ]
                continue
            }
            let here = try Self.scriptChangedHere(entry)
            switch (here, remoteKeys.contains(key)) {
            case (true, true): status.changedOnBoth.append(key.label)
            case (true, false):
                if entry.baseDocument == nil {
                    status.newHere.append(key.label)
                } else {
                    status.changedHere.append(entry.text == nil ? "\(key.label) (deleted)" : key.label)
                }
            case (false, true): status.changedRemotely.append(key.label)
            case (false, false): break
            }
        }
        let known = Set(entries.map(Self.key))
        status.changedRemotely += theirs.keys.filter { !known.contains($0) }.map(\.label)
    }
}
