import Foundation
import StudioStore

/// `library push [-m MESSAGE]`.
extension Library {
    public struct PushReport: Equatable, Sendable {
        /// The commit pushed; nil when there was nothing to push.
        public var commit: String?
        /// Names of the presets written, and of those removed, then the labels of the scripts
        /// (`gestures/flick`), sorted.
        public var written: [String]
        public var removed: [String]
    }

    /// Writes the presets and saved scripts changed here as their files, makes one commit and pushes it. Refused
    /// with "pull first" when the remote moved since the last pull; then nothing changed.
    public func push(message: String?, at time: String) throws(LibraryError) -> PushReport {
        try recoverIfInterrupted()
        let entries = try entries()
        let conflicted = entries.filter { $0.conflict != nil }.map(\.name) + (try conflictedScripts())
        guard conflicted.isEmpty else {
            throw LibraryError(
                "push refused: \(conflicted.map { quoted($0) }.joined(separator: ", ")) \(conflicted.count == 1 ? "has a conflict" : "have conflicts") from the last pull; settle with library resolve REF --mine|--theirs|--set NAME=VALUE"
            )
        }
        let remote = try workingCopy.fetch(branch: attachment.branch)
        guard remote == attachment.lastCommit else {
            throw LibraryError("push refused: the library moved on since this studio last took it in; pull first")
        }
        if let remote, let link = try workingCopy.libraryLink(at: remote) {
            throw LibraryError(
                "push refused: commit \(remote.prefix(7)) has a symbolic link at \(quoted(link)); the library never follows a link inside its working copy, so nothing was written: replace the link with the files themselves in the library"
            )
        }
        try refuseLinkOnDisk(among: [])
        if let folder = try workingCopy.dirtyLibraryFolder() {
            throw LibraryError(
                "push refused: files under \(quoted(attachment.workingCopy + "/" + folder)) have changes the studio did not make; commit or discard them first"
            )
        }
        let changed = entries.filter(\.changedHere)
        let scripts = try pushScripts()
        guard !changed.isEmpty || !scripts.afterPush.isEmpty else {
            return PushReport(commit: nil, written: [], removed: [])
        }
        // Stable ids first, in their own transaction: a push killed later finds them again.
        let newIDs = changed.filter { $0.libraryID == nil }.map {
            LibraryChange.assignID(presetName: $0.name, libraryID: SharedPreset.newID())
        }
        if !newIDs.isEmpty {
            try Self.storeCall { () throws(StoreError) in
                try store.applyLibraryChanges(newIDs, lastCommit: nil, at: time)
            }
        }
        let ids = Dictionary(
            uniqueKeysWithValues: newIDs.compactMap { change -> (String, String)? in
                if case .assignID(let name, let id) = change { return (name, id) }
                return nil
            })
        var files: [String: String] = [:]
        var removed: [String] = []
        var written: [(SharedPreset, String)] = []
        var removedIDs: [(String, String)] = []
        for entry in changed {
            guard let id = entry.libraryID ?? ids[entry.name] else { continue }
            let base = try base(entry)
            if let basePreset = base, entry.isDeleted || basePreset.name != entry.name {
                removed.append(LibraryFileName.path(for: basePreset.name))
            }
            guard let content = try mine(entry) else {
                removedIDs.append((id, entry.name))
                continue
            }
            let shared = SharedPreset(
                id: id, content: content, version: (base?.version ?? 0) + 1, message: entry.latestMessage,
                author: entry.latestAuthor ?? attachment.author, time: entry.latestTime)
            let text = LibraryDocument.text(of: shared)
            files[LibraryFileName.path(for: shared.name)] = text
            written.append((shared, text))
        }
        files.merge(scripts.files) { preset, _ in preset }
        removed += scripts.removed
        try refuseLinkOnDisk(among: Array(files.keys) + removed)
        let names = (written.map(\.0.name) + scripts.written).sorted()
        let removedNames = (removedIDs.map(\.1) + scripts.removedLabels).sorted()
        let summary = message ?? Self.defaultMessage(written: names, removed: removedNames)
        // The generated Swift package follows the presets in the same commit.
        let package = try packageChanges(afterWriting: written.map(\.0), removing: removed)
        files.merge(package.write) { preset, _ in preset }
        removed += package.remove
        try beginOperation()
        let commit = try workingCopy.commit(
            writing: files, removing: removed, message: summary, author: attachment.author)
        InterruptionPoint.pushCommitted.reached()
        if try workingCopy.push(branch: attachment.branch) == .remoteMoved {
            try restoreFilesToLastCommit()
            try endOperation()
            throw LibraryError("push refused: the library moved on while pushing; pull first")
        }
        InterruptionPoint.pushPushed.reached()
        var changes: [LibraryChange] = []
        for (shared, text) in written {
            changes.append(.setBase(libraryID: shared.id, base: try libraryBase(shared, document: text)))
        }
        for (id, _) in removedIDs { changes.append(.setBase(libraryID: id, base: nil)) }
        changes += scripts.afterPush
        try Self.storeCall { () throws(StoreError) in
            try store.applyLibraryChanges(changes, lastCommit: commit, at: time)
        }
        try endOperation()
        return PushReport(commit: commit, written: names, removed: removedNames)
    }

    /// Refuses a push when a library folder, or a file it would write or remove, is a symbolic link.
    private func refuseLinkOnDisk(among paths: [String]) throws(LibraryError) {
        guard let link = workingCopy.linkOnDisk(among: paths) else { return }
        throw LibraryError(
            "push refused: \(quoted(attachment.workingCopy + "/" + link)) is a symbolic link; the library never follows a link inside its working copy, so nothing was written: replace the link with the files themselves"
        )
    }

    static func defaultMessage(written: [String], removed: [String]) -> String {
        var parts: [String] = []
        if !written.isEmpty { parts.append("update " + listed(written)) }
        if !removed.isEmpty { parts.append("delete " + listed(removed)) }
        return parts.joined(separator: "; ")
    }

    static func listed(_ names: [String]) -> String {
        names.count <= 5
            ? names.joined(separator: ", ") : names.prefix(5).joined(separator: ", ") + " and \(names.count - 5) more"
    }
}
