import AnimationCore
import Foundation
public import StudioStore

/// The team library of one studio: its database and the Git working copy it is attached to.
///
/// Every verb first finishes what a killed `push` or `pull` left behind (a marker in the git
/// folder says one was under way): the files under presets/, gestures/ and events/ go back to the commit the database
/// last took in. The database is changed only in one transaction per verb.
public struct Library: Sendable {
    public let store: StudioStore
    public let attachment: LibraryAttachment
    let workingCopy: WorkingCopy

    /// The library `store` is attached to; throws when `library init` never ran.
    public init(store: StudioStore) throws(LibraryError) {
        guard let attachment = try Self.storeCall({ () throws(StoreError) in try store.libraryAttachment() }) else {
            throw LibraryError(StoreError.libraryNotAttached.message)
        }
        self.store = store
        self.attachment = attachment
        self.workingCopy = WorkingCopy(folder: attachment.workingCopy)
    }

    /// `library init DIR|URL`: attaches to the working copy at DIR, or clones URL (a bare
    /// repository's path or any URL `git` takes) into `cloneFolder`.
    public static func attach(
        store: StudioStore, target: String, cloneFolder: String, author: String?, at time: String
    ) throws(LibraryError) -> Library {
        let existing = try storeCall { () throws(StoreError) in try store.libraryEntries() }
        if let conflicted = existing.first(where: { $0.conflict != nil }) {
            throw LibraryError(
                "“\(conflicted.name)” has a conflict from the library; resolve it before attaching another library")
        }
        let scripts = try storeCall { () throws(StoreError) in try store.libraryScripts() }
        if let conflicted = scripts.first(where: { $0.conflict != nil }) {
            let label = ScriptKey(kind: conflicted.kind, name: conflicted.name).label
            throw LibraryError(
                "\(quoted(label)) has a conflict from the library; resolve it before attaching another library")
        }
        var isFolder: ObjCBool = false
        let local = FileManager.default.fileExists(atPath: target, isDirectory: &isFolder) && isFolder.boolValue
        var folder: String
        if local, let top = try WorkingCopy.topFolder(of: target),
            try Git(folder: target).run(["rev-parse", "--is-bare-repository"]).trimmed == "false"
        {
            folder = top
        } else if local || target.contains("://") || target.contains(":") {
            if FileManager.default.fileExists(atPath: cloneFolder) {
                let contents = (try? FileManager.default.contentsOfDirectory(atPath: cloneFolder)) ?? ["?"]
                guard contents.isEmpty else {
                    throw LibraryError(
                        "cannot clone into \(quoted(cloneFolder)): it exists and is not empty; give another folder with --into"
                    )
                }
            }
            folder = try WorkingCopy.clone(target, into: cloneFolder).folder
        } else {
            throw LibraryError(
                "\(quoted(target)) is neither a folder nor a Git URL; give a working copy's folder, a bare repository or a URL"
            )
        }
        folder = URL(fileURLWithPath: folder).standardizedFileURL.path
        let copy = WorkingCopy(folder: folder)
        let branch = try copy.branch()
        let configured = try copy.configuredName()
        let name = author ?? configured ?? ProcessInfo.processInfo.environment["USER"] ?? "animstudio"
        let previous = try storeCall { () throws(StoreError) in try store.libraryAttachment() }
        let remote = try copy.remoteURL()
        let same = previous?.workingCopy == folder && previous?.remote == remote
        var lastCommit = same ? previous?.lastCommit : nil
        if lastCommit == nil, let tip = try copy.remoteCommit(branch: branch), try copy.commit("HEAD") == tip,
            try copy.files(at: tip, under: LibraryFileName.folders).isEmpty, try copy.libraryLink(at: tip) == nil
        {
            // A repository that already has a commit (the README a hosting service makes) but no
            // library file: there is nothing to take in, so it is taken in as it is and the first
            // push goes on top of it instead of being told to pull first.
            lastCommit = tip
        }
        let attachment = LibraryAttachment(
            workingCopy: folder, remote: remote, branch: branch, author: name,
            lastCommit: lastCommit, attachedAt: time)
        try storeCall { () throws(StoreError) in try store.attachLibrary(attachment) }
        return try Library(store: store)
    }

    // MARK: Shared steps

    static func storeCall<T>(_ body: () throws(StoreError) -> T) throws(LibraryError) -> T {
        do { return try body() } catch { throw LibraryError(error.message) }
    }

    func entries() throws(LibraryError) -> [LibraryEntry] {
        try Self.storeCall { () throws(StoreError) in try store.libraryEntries() }
    }

    /// The preset an entry's latest version holds (nil when deleted here).
    func mine(_ entry: LibraryEntry) throws(LibraryError) -> PresetContent? {
        guard !entry.isDeleted else { return nil }
        let latest = try Self.storeCall { () throws(StoreError) in try entry.latestParameters() }
        return PresetContent(name: entry.name, template: latest.template, parameters: latest.values)
    }

    func base(_ entry: LibraryEntry) throws(LibraryError) -> SharedPreset? {
        guard let base = entry.base else { return nil }
        return try LibraryDocument.read(Array(base.document.utf8))
    }

    func libraryBase(_ preset: SharedPreset, document: String) throws(LibraryError) -> LibraryBase {
        LibraryBase(name: preset.name, parameters: try StoreSeam.stored(preset.content), document: document)
    }

    var markerPath: String {
        get throws(LibraryError) { try workingCopy.gitFolder() + "/animstudio-operation" }
    }

    /// Finishes what a killed push or pull left: the library's files back at the commit the database took in.
    ///
    /// A run killed inside git (a pull in `git reset --keep`) also leaves a lock (`index.lock`,
    /// `HEAD.lock`): removed here when no live process holds it, refused with its path when one does.
    func recoverIfInterrupted() throws(LibraryError) {
        let gitFolder = try workingCopy.gitFolder()
        let marker = gitFolder + "/animstudio-operation"
        // A fetch (the one step a pull or push takes before its marker) killed leaves a
        // remote-tracking ref's lock.
        guard FileManager.default.fileExists(atPath: marker) else {
            for lock in GitLock.present(in: gitFolder, onlyFetch: true) { try lock.releaseIfLeftBehind() }
            return
        }
        for lock in GitLock.present(in: gitFolder) { try lock.releaseIfLeftBehind() }
        try restoreFilesToLastCommit()
        let head = try workingCopy.commit("HEAD")
        guard head == attachment.lastCommit else {
            throw LibraryError(
                "the working copy's HEAD is at \(head.map { String($0.prefix(7)) } ?? "no commit"), not at the commit this studio took in (\(attachment.lastCommit.map { String($0.prefix(7)) } ?? "none")); git did not move it"
            )
        }
        try? FileManager.default.removeItem(atPath: marker)
    }

    func beginOperation() throws(LibraryError) {
        let marker = try markerPath
        guard FileManager.default.createFile(atPath: marker, contents: Data("animstudio library operation\n".utf8))
        else {
            throw LibraryError("cannot write \(quoted(marker)): the working copy's git folder is not writable")
        }
    }

    func endOperation() throws(LibraryError) {
        try? FileManager.default.removeItem(atPath: try markerPath)
    }

    /// A version brought in from a file.
    func incoming(_ preset: SharedPreset, commit: String) throws(LibraryError) -> LibraryVersion {
        LibraryVersion(
            parameters: try StoreSeam.stored(preset.content), message: preset.message, author: preset.author,
            time: preset.time, commit: commit)
    }

    /// The remote's presets that changed between two commits, by id, and the paths that vanished.
    func remoteChanges(from: String?, to: String?) throws(LibraryError) -> (
        changed: [String: (SharedPreset, String)], vanished: Set<String>
    ) {
        let paths = try workingCopy.changedPresetPaths(from: from, to: to)
        guard !paths.isEmpty else { return ([:], []) }
        let files = try workingCopy.presetFiles(at: to)
        let present = paths.filter { files[$0] != nil }
        let blobs = try workingCopy.blobs(present.compactMap { files[$0] })
        var changed: [String: (SharedPreset, String)] = [:]
        for path in present.sorted() {
            guard let id = files[path], let bytes = blobs[id] else { continue }
            let preset: SharedPreset
            do { preset = try LibraryDocument.read(bytes) } catch {
                throw LibraryError(
                    "\(path) at \(to.map { String($0.prefix(7)) } ?? "?") is not a valid preset file: \(error.message); fix it in the library first"
                )
            }
            guard LibraryFileName.path(for: preset.name) == path else {
                throw LibraryError(
                    "\(path) holds the preset \(quoted(preset.name)), whose file is \(LibraryFileName.path(for: preset.name)); fix it in the library first"
                )
            }
            if let other = changed.values.first(where: { $0.0.name == preset.name }) {
                throw LibraryError(
                    "\(path) and \(LibraryFileName.path(for: other.0.name)) hold presets whose names differ only in their Unicode normalisation (\(quoted(preset.name))): a clash; fix it in the library first"
                )
            }
            if let other = changed[preset.id] {
                throw LibraryError(
                    "\(path) and \(LibraryFileName.path(for: other.0.name)) share the id \(preset.id); fix it in the library first"
                )
            }
            changed[preset.id] = (preset, String(decoding: bytes, as: UTF8.self))
        }
        return (changed, paths.subtracting(present))
    }
}
