import DirectoryEntries

#if canImport(Glibc)
    public import Glibc
#elseif canImport(Darwin)
    public import Darwin
#endif

/// Keeps a spawned child from inheriting this process's descriptors beyond 0, 1 and 2: a child (or
/// a daemon it leaves, as tmux's server or git's credential cache) holding a pipe open would keep
/// the reader waiting for an end that never comes.
public enum InheritedDescriptors {
    /// Adds the closing to `actions` (after the ones that set up 0, 1 and 2); returns the spawn
    /// flags it needs (`POSIX_SPAWN_CLOEXEC_DEFAULT` on Darwin, none on Linux).
    public static func closeAllButStandard(_ actions: inout posix_spawn_file_actions_t) -> Int32 {
        #if os(Linux)
            closeFromThree(&actions)
            return 0
        #else
            return Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #endif
    }

    #if os(Linux)
        /// glibc's `closefrom` action (2.34 and later, looked up at run time since Swift's Glibc module
        /// does not declare it), else a close of each descriptor open now.
        private static func closeFromThree(_ actions: inout posix_spawn_file_actions_t) {
            typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
            if let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") {
                _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3)
                return
            }
            guard let folder = opendir("/proc/self/fd") else { return }
            defer { closedir(folder) }
            let listing = dirfd(folder)
            while let entry = readdir(folder) {
                if let descriptor = Int32(DirectoryEntries.name(of: entry)), descriptor > 2, descriptor != listing {
                    posix_spawn_file_actions_addclose(&actions, descriptor)
                }
            }
        }
    #endif
}
