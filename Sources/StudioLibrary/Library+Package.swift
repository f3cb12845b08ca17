import Foundation
import StudioExchange
import StudioStore

/// `library package [--module NAME]`: the Swift package generated from the library's preset files.
extension Library {
    public struct PackageReport: Equatable, Sendable {
        public var module: String
        /// The commit pushed; nil when the package was already up to date.
        public var commit: String?
        /// Generated files written or removed.
        public var filesChanged: Int
        public var presets: Int
    }

    /// The module the package uses: `module`, else the one already generated, else from the remote's or folder's name.
    func packageModule(_ module: String?) throws(LibraryError) -> String {
        if let module { return module }
        if let existing = LibraryPackage.module(in: attachment.workingCopy) { return existing }
        let source = attachment.remote.isEmpty ? attachment.workingCopy : attachment.remote
        let name = source.split(whereSeparator: { $0 == "/" || $0 == ":" }).last.map(String.init) ?? "Motion"
        return SwiftPackageExport.moduleName(repository: name)
    }

    /// Puts the library's files and the generated package back as they are at the last commit this
    /// studio took in (a push refused or killed after its commit leaves nothing it wrote behind):
    /// the package paths of the module on disk and of the one at that commit.
    func restoreFilesToLastCommit() throws(LibraryError) {
        var modules: [String] = []
        if let onDisk = LibraryPackage.module(in: attachment.workingCopy) { modules.append(onDisk) }
        if let commit = attachment.lastCommit,
            let manifest = try workingCopy.contents(of: ["\(commit):Package.swift"]).first ?? nil,
            let atCommit = LibraryPackage.module(manifest: manifest), !modules.contains(atCommit)
        {
            modules.append(atCommit)
        }
        let generated =
            modules.isEmpty ? [] : ["Package.swift"] + modules.flatMap { LibraryPackage.paths(module: $0).dropFirst() }
        try workingCopy.restoreLibraryFiles(to: attachment.lastCommit, generated: generated)
    }

    /// The package's changes for a push writing `written` and removing `removed` (paths), when the library has a package.
    func packageChanges(afterWriting written: [SharedPreset], removing removed: [String]) throws(LibraryError) -> (
        write: [String: String], remove: [String]
    ) {
        guard let module = LibraryPackage.module(in: attachment.workingCopy) else { return ([:], []) }
        var presets: [String: SharedPreset] = [:]
        for preset in try LibraryPackage.presets(in: attachment.workingCopy) {
            presets[LibraryFileName.path(for: preset.name)] = preset
        }
        for path in removed { presets[path] = nil }
        for preset in written { presets[LibraryFileName.path(for: preset.name)] = preset }
        return try packageChanges(module: module, presets: Array(presets.values))
    }

    /// The generated files to write and the stale ones to remove for `presets` in `module`.
    func packageChanges(module: String, presets: [SharedPreset]) throws(LibraryError) -> (
        write: [String: String], remove: [String]
    ) {
        let expected = try LibraryPackage.files(module: module, presets: presets)
        var stale = LibraryPackage.existingFiles(in: attachment.workingCopy, module: module)
        if let previous = LibraryPackage.module(in: attachment.workingCopy), previous != module {
            stale += LibraryPackage.existingFiles(in: attachment.workingCopy, module: previous)
        }
        let base = URL(fileURLWithPath: attachment.workingCopy)
        let write = expected.filter { path, text in
            FileManager.default.contents(atPath: base.appendingPathComponent(path).path)
                .map { String(decoding: $0, as: UTF8.self) != text } ?? true
        }
        return (write, stale.filter { expected[$0] == nil }.sorted())
    }

    /// Generates (or refreshes) the package from the preset files at the library's last commit, commits and pushes it.
    public func package(module: String?, at time: String) throws(LibraryError) -> PackageReport {
        try recoverIfInterrupted()
        let remote = try workingCopy.fetch(branch: attachment.branch)
        guard remote == attachment.lastCommit else {
            throw LibraryError(
                "library package refused: the library moved on since this studio last took it in; pull first")
        }
        let module = try packageModule(module)
        let presets = try LibraryPackage.presets(in: attachment.workingCopy)
        let changes = try packageChanges(module: module, presets: presets)
        guard !changes.write.isEmpty || !changes.remove.isEmpty else {
            return PackageReport(module: module, commit: nil, filesChanged: 0, presets: presets.count)
        }
        try beginOperation()
        let commit = try workingCopy.commit(
            writing: changes.write, removing: changes.remove, message: "package \(module): \(presets.count) presets",
            author: attachment.author)
        if try workingCopy.push(branch: attachment.branch) == .remoteMoved {
            try restoreFilesToLastCommit()
            try endOperation()
            throw LibraryError("library package refused: the library moved on while pushing; pull first")
        }
        try Self.storeCall { () throws(StoreError) in try store.applyLibraryChanges([], lastCommit: commit, at: time) }
        try endOperation()
        return PackageReport(
            module: module, commit: commit, filesChanged: changes.write.count + changes.remove.count,
            presets: presets.count)
    }
}
