import Foundation

/// The library's Git working copy: what the library verbs ask of `git`, one method each.
struct WorkingCopy: Sendable {
    let folder: String
    var git: Git { Git(folder: folder) }

    /// Clones `remote` into `folder` (which must not exist or be empty).
    static func clone(_ remote: String, into folder: String) throws(LibraryError) -> WorkingCopy {
        try Git(folder: nil).run(["clone", "--quiet", "--", remote, folder])
        return WorkingCopy(folder: folder)
    }

    /// The working copy's top folder, or nil when `folder` is not inside one.
    static func topFolder(of folder: String) throws(LibraryError) -> String? {
        let output = try Git(folder: folder).attempt(["rev-parse", "--show-toplevel"])
        return output.status == 0 ? output.trimmed : nil
    }

    /// The branch HEAD names (also on a repository without commits).
    func branch() throws(LibraryError) -> String {
        let output = try git.attempt(["symbolic-ref", "--quiet", "--short", "HEAD"])
        guard output.status == 0, !output.trimmed.isEmpty else {
            throw LibraryError(
                "the working copy \(quoted(folder)) is not on a branch (detached HEAD); check out a branch first")
        }
        return output.trimmed
    }

    /// `origin`'s URL, or empty when there is no `origin`.
    func remoteURL() throws(LibraryError) -> String {
        let output = try git.attempt(["remote", "get-url", "origin"])
        return output.status == 0 ? output.trimmed : ""
    }

    /// The configured `user.name`, if any.
    func configuredName() throws(LibraryError) -> String? {
        let output = try git.attempt(["config", "user.name"])
        return output.status == 0 && !output.trimmed.isEmpty ? output.trimmed : nil
    }

    func configuredEmail() throws(LibraryError) -> String? {
        let output = try git.attempt(["config", "user.email"])
        return output.status == 0 && !output.trimmed.isEmpty ? output.trimmed : nil
    }

    /// The commit `revision` names, or nil when it names none (an empty repository's HEAD).
    func commit(_ revision: String) throws(LibraryError) -> String? {
        let output = try git.attempt(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"])
        return output.status == 0 ? output.trimmed : nil
    }

    /// Fetches `origin` (if there is one) and returns the remote branch's commit.
    func fetch(branch: String) throws(LibraryError) -> String? {
        guard try !remoteURL().isEmpty else { return try commit("HEAD") }
        try git.run(["fetch", "--quiet", "origin"])
        return try remoteCommit(branch: branch)
    }

    /// The remote branch's commit as of the last fetch (for offline status).
    func remoteCommit(branch: String) throws(LibraryError) -> String? {
        guard try !remoteURL().isEmpty else { return try commit("HEAD") }
        return try commit("refs/remotes/origin/\(branch)")
    }

    /// Every preset file at `commit`: path → blob id.
    func presetFiles(at commit: String?) throws(LibraryError) -> [String: String] {
        try files(at: commit, under: [LibraryFileName.folder])
    }

    /// Every `.json` file under `folders` at `commit`: path → blob id.
    func files(at commit: String?, under folders: [String]) throws(LibraryError) -> [String: String] {
        guard let commit else { return [:] }
        let output = try git.run(["ls-tree", "-r", "-z", commit, "--"] + folders.map { $0 + "/" })
        var files: [String: String] = [:]
        for record in output.output.split(separator: 0) {
            // "<mode> blob <id>\t<path>"
            guard let tab = record.firstIndex(of: 9) else { continue }
            let head = record[record.startIndex..<tab].split(separator: 32)
            guard head.count == 3, head[1].elementsEqual("blob".utf8) else { continue }
            let path = String(decoding: record[record.index(after: tab)...], as: UTF8.self)
            guard path.hasSuffix(".json") else { continue }
            files[path] = String(decoding: head[2], as: UTF8.self)
        }
        return files
    }

    /// The contents of blobs, read through one `git cat-file --batch`.
    func blobs(_ ids: [String]) throws(LibraryError) -> [String: [UInt8]] {
        guard !ids.isEmpty else { return [:] }
        let input = Array(ids.joined(separator: "\n").utf8) + [10]
        let output = try git.run(["cat-file", "--batch"], input: input).output
        var result: [String: [UInt8]] = [:]
        var index = 0
        while index < output.count {
            guard let end = output[index...].firstIndex(of: 10) else { break }
            let header = output[index..<end].split(separator: 32)
            index = end + 1
            guard header.count == 3, let size = Int(String(decoding: header[2], as: UTF8.self)) else {
                throw LibraryError(
                    "git cat-file answered “\(String(decoding: output[..<end].suffix(80), as: UTF8.self))”; expected a blob"
                )
            }
            guard index + size <= output.count else { throw LibraryError("git cat-file's answer was cut short") }
            result[String(decoding: header[0], as: UTF8.self)] = Array(output[index..<(index + size)])
            index += size + 1
        }
        return result
    }

    /// The paths under `folders` that differ between two commits (all of `to`'s when `from` is nil).
    func changedPaths(from: String?, to: String?, under folders: [String] = [LibraryFileName.folder])
        throws(LibraryError) -> Set<String>
    {
        guard let to else { return Set(try files(at: from, under: folders).keys) }
        guard let from else { return Set(try files(at: to, under: folders).keys) }
        let output = try git.run(
            ["diff", "--name-only", "-z", "--no-renames", from, to, "--"] + folders.map { $0 + "/" })
        return Set(output.output.split(separator: 0).map { String(decoding: $0, as: UTF8.self) })
    }

    /// The paths under presets/ that differ between two commits (all of `to`'s when `from` is nil).
    func changedPresetPaths(from: String?, to: String?) throws(LibraryError) -> Set<String> {
        try changedPaths(from: from, to: to)
    }

    /// The first of the library's folders whose files differ from HEAD (modified, staged or
    /// untracked), or nil when none does.
    func dirtyLibraryFolder() throws(LibraryError) -> String? {
        let output = try git.run(
            ["status", "--porcelain", "-z", "--untracked-files=all", "--"] + LibraryFileName.folders.map { $0 + "/" })
        // Records are "XY path"; a staged rename adds its old path as a bare record of its own.
        let records = output.output.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        let paths = records.map { String($0.dropFirst(3)) } + records
        return LibraryFileName.folders.first { folder in paths.contains { $0.hasPrefix(folder + "/") } }
    }

    /// Moves HEAD (and the index) to `commit`, or back to no commit at all; the files under the
    /// library's folders (presets/, gestures/, events/) and the `generated` paths (the Swift
    /// package's Package.swift and folders) are put back as they are in it. Only those are touched.
    func restoreLibraryFiles(to commit: String?, generated: [String] = []) throws(LibraryError) {
        let folders = LibraryFileName.folders
        if let commit {
            try git.run(["reset", "--quiet", "--mixed", commit, "--"])
            let present = try files(at: commit, under: folders).keys
            var held = folders.filter { folder in present.contains { $0.hasPrefix(folder + "/") } }
            let generatedAtCommit = try contents(of: generated.map { "\(commit):\($0)" })
            held += zip(generated, generatedAtCommit).filter { $0.1 != nil }.map(\.0)
            if !held.isEmpty { try git.run(["checkout", "--quiet", commit, "--"] + held) }
        } else if try self.commit("HEAD") != nil {
            try git.run(["update-ref", "-d", "HEAD"])
            try git.run(["rm", "-r", "--cached", "--quiet", "--ignore-unmatch", "--"] + folders + generated)
        }
        try git.run(["clean", "-f", "-d", "--quiet", "--"] + folders + generated)
        // A package that did not exist at `commit` leaves Sources/ and Tests/ empty: git has no
        // empty folders, so remove them.
        for path in generated {
            var parent = (path as NSString).deletingLastPathComponent
            while !parent.isEmpty {
                let url = URL(fileURLWithPath: folder).appendingPathComponent(parent)
                guard (try? FileManager.default.contentsOfDirectory(atPath: url.path))?.isEmpty == true else { break }
                try? FileManager.default.removeItem(at: url)
                parent = (parent as NSString).deletingLastPathComponent
            }
        }
    }

    /// Brings HEAD and the files to `commit` (a pull's last step), keeping any change outside presets/.
    func moveTo(_ commit: String) throws(LibraryError) {
        if try self.commit("HEAD") == nil {
            try git.run(["reset", "--quiet", "--mixed", commit, "--"])
            try git.run(["checkout", "--quiet", commit, "--", "."])
        } else {
            // reset --keep compares stat data only and does not refresh it: a file touched, or
            // the working copy copied with `cp -a`, would read as changed and stop the reset.
            // update-index exits 1 when a file really changed; the reset then names it.
            _ = try git.attempt(["update-index", "-q", "--refresh"])
            try git.run(["reset", "--quiet", "--keep", commit])
        }
    }

    /// Writes files (path → text) and removes others, atomically each, then commits exactly them.
    func commit(writing files: [String: String], removing removed: [String], message: String, author: String)
        throws(LibraryError) -> String
    {
        let base = URL(fileURLWithPath: folder)
        do {
            // Every file's own folder: the generated package nests (Sources/MODULE/Presets/…).
            for folder in Set(files.keys.map { ($0 as NSString).deletingLastPathComponent }) where !folder.isEmpty {
                try FileManager.default.createDirectory(
                    at: base.appendingPathComponent(folder), withIntermediateDirectories: true)
            }
            for (path, text) in files {
                try Data(text.utf8).write(to: base.appendingPathComponent(path), options: .atomic)
            }
        } catch {
            throw LibraryError("cannot write the library files in \(quoted(folder)): \(error.localizedDescription)")
        }
        let paths = files.keys.sorted()
        for chunk in stride(from: 0, to: paths.count, by: 500) {
            try git.run(["add", "--"] + paths[chunk..<min(chunk + 500, paths.count)])
        }
        for chunk in stride(from: 0, to: removed.count, by: 500) {
            try git.run(["rm", "--quiet", "--ignore-unmatch", "--"] + removed[chunk..<min(chunk + 500, removed.count)])
        }
        var environment = ["GIT_AUTHOR_NAME": author, "GIT_COMMITTER_NAME": author]
        if try configuredEmail() == nil {
            environment["GIT_AUTHOR_EMAIL"] = "animstudio@localhost"
            environment["GIT_COMMITTER_EMAIL"] = "animstudio@localhost"
        }
        try git.run(["commit", "--quiet", "-m", message], environment: environment)
        guard let head = try commit("HEAD") else { throw LibraryError("git commit made no commit") }
        return head
    }

    enum PushOutcome { case pushed, remoteMoved }

    /// Pushes HEAD to the branch; a rejection because the remote moved is an outcome, not an error.
    func push(branch: String) throws(LibraryError) -> PushOutcome {
        guard try !remoteURL().isEmpty else { return .pushed }
        let arguments = ["push", "--porcelain", "--quiet", "origin", "HEAD:refs/heads/\(branch)"]
        let output = try git.attempt(arguments)
        if output.status == 0 { return .pushed }
        let said = output.text + output.error
        if said.contains("[rejected]") || said.contains("fetch first") || said.contains("non-fast-forward")
            || said.contains("stale info")
        {
            return .remoteMoved
        }
        throw Git.failure(arguments, output)
    }

    /// The git folder (for the library's marker of an unfinished operation).
    func gitFolder() throws(LibraryError) -> String {
        let output = try git.run(["rev-parse", "--absolute-git-dir"])
        return output.trimmed
    }
}

extension WorkingCopy {
    /// The contents of `revision:path` objects in order; nil where there is none.
    func contents(of specs: [String]) throws(LibraryError) -> [[UInt8]?] {
        guard !specs.isEmpty else { return [] }
        let input = Array(specs.joined(separator: "\n").utf8) + [10]
        let output = try git.run(["cat-file", "--batch"], input: input).output
        var result: [[UInt8]?] = []
        var index = 0
        while index < output.count, result.count < specs.count {
            guard let end = output[index...].firstIndex(of: 10) else { break }
            let header = output[index..<end].split(separator: 32)
            index = end + 1
            guard header.count == 3, let size = Int(String(decoding: header[2], as: UTF8.self)),
                index + size <= output.count
            else {
                result.append(nil)
                continue
            }
            result.append(Array(output[index..<(index + size)]))
            index += size + 1
        }
        while result.count < specs.count { result.append(nil) }
        return result
    }
}
