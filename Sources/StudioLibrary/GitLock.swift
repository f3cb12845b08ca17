import Foundation

#if canImport(Darwin)
    import Darwin
#endif

/// A lock file in the working copy's git folder (`index.lock`, `HEAD.lock`, a ref's `.lock`), as
/// a library verb killed inside git leaves it.
///
/// Git creates a lock with `O_CREAT|O_EXCL` and keeps it open until it renames it into place (or
/// removes it), so a lock no process has open is one whose git died: when the library's marker
/// says a verb of its own was under way, the lock is its killed run's, and the next verb removes
/// it before it finishes that run. A lock some live process holds open is another git's (the
/// user's, an editor's): the verb refuses, naming the path and the process. A pull killed inside
/// `git reset --keep` leaves `index.lock`, or `HEAD.lock` when it died between writing the index
/// and moving HEAD; one killed in its fetch leaves a remote-tracking ref's lock.
struct GitLock {
    let path: String

    init(path: String) { self.path = path }

    /// The index's lock in `gitFolder`.
    static func index(in gitFolder: String) -> GitLock { GitLock(path: realFolder(gitFolder) + "/index.lock") }

    /// The lock files present in `gitFolder`: those at its top (`index.lock`, `HEAD.lock`,
    /// `packed-refs.lock`…) and every ref's under `refs/` (only `refs/remotes/` with `onlyFetch`).
    static func present(in gitFolder: String, onlyFetch: Bool = false) -> [GitLock] {
        let folder = realFolder(gitFolder)
        var paths: [String] = []
        if !onlyFetch, let top = try? FileManager.default.contentsOfDirectory(atPath: folder) {
            paths += top.filter { $0.hasSuffix(".lock") }.sorted().map { folder + "/" + $0 }
        }
        let refs = folder + (onlyFetch ? "/refs/remotes" : "/refs")
        if let walker = FileManager.default.enumerator(atPath: refs) {
            for case let path as String in walker where path.hasSuffix(".lock") { paths.append(refs + "/" + path) }
        }
        return paths.map(GitLock.init(path:))
    }

    /// The kernel names open files by their real path.
    private static func realFolder(_ folder: String) -> String {
        folder.withCString { pointer -> String in
            guard let resolved = realpath(pointer, nil) else { return folder }
            defer { free(resolved) }
            return String(cString: resolved)
        }
    }

    var exists: Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// Removes a lock no live process holds; refuses one a live process holds.
    func releaseIfLeftBehind() throws(LibraryError) {
        guard exists else { return }
        if let holder = holders().first {
            throw LibraryError(
                "the working copy is locked: a running git (process \(holder)) holds \(path); wait for it to finish, then run the library verb again"
            )
        }
        guard unlink(path) == 0 || errno == ENOENT else {
            throw LibraryError(
                "cannot remove \(quoted(path)), left by a killed library verb: \(String(cString: strerror(errno)))")
        }
    }

    /// The processes that have the lock open.
    func holders() -> [Int32] {
        #if canImport(Darwin)
            let flags = UInt32(PROC_LISTPIDSPATH_EXCLUDE_EVTONLY)
            let needed = proc_listpidspath(UInt32(PROC_ALL_PIDS), 0, path, flags, nil, 0)
            guard needed > 0 else { return [] }
            var pids = [pid_t](repeating: 0, count: Int(needed) / MemoryLayout<pid_t>.size + 16)
            let used = pids.withUnsafeMutableBytes { buffer in
                proc_listpidspath(
                    UInt32(PROC_ALL_PIDS), 0, path, flags, buffer.baseAddress, Int32(buffer.count))
            }
            guard used > 0 else { return [] }
            return Array(pids.prefix(Int(used) / MemoryLayout<pid_t>.size)).filter { $0 > 0 }
        #else
            // Every process's open files are links under /proc/PID/fd (those of other users
            // cannot be read, and cannot hold a lock in this user's working copy unnoticed
            // for long: git's own "File exists" error then names the path).
            guard let processes = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
            var holders: [Int32] = []
            for process in processes {
                guard let pid = Int32(process) else { continue }
                let folder = "/proc/\(process)/fd"
                guard let descriptors = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
                for descriptor in descriptors {
                    if let target = try? FileManager.default.destinationOfSymbolicLink(
                        atPath: folder + "/" + descriptor),
                        target == path
                    {
                        holders.append(pid)
                        break
                    }
                }
            }
            return holders.sorted()
        #endif
    }
}
