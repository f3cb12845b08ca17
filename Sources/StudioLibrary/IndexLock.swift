import Foundation

#if canImport(Darwin)
    import Darwin
#endif

/// The working copy's `.git/index.lock`, as a killed library verb can leave it.
///
/// Git creates the lock with `O_CREAT|O_EXCL` and keeps it open until it renames it over the
/// index (or removes it), so a lock no process has open is one whose git died: when the
/// library's marker says a verb of its own was under way, that lock is its killed run's, and
/// the next verb removes it before it finishes that run. A lock some live process holds open is
/// another git's (the user's, an editor's): the verb refuses, naming the path and the process.
struct IndexLock {
    let path: String

    init(gitFolder: String) {
        // The kernel names open files by their real path.
        let real = gitFolder.withCString { pointer -> String in
            guard let resolved = realpath(pointer, nil) else { return gitFolder }
            defer { free(resolved) }
            return String(cString: resolved)
        }
        path = real + "/index.lock"
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
