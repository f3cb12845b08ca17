#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `stat` says of a file that a write would change: its inode, size and modification time in
/// nanoseconds (a folder's changes when a file is made or deleted in it).
public struct FileStamp: Equatable, Sendable {
    public let inode: UInt64
    public let size: Int64
    public let modified: Int

    /// The file's stamp, or nil when nothing is at `path`.
    public init?(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Glibc)
            modified = info.st_mtim.tv_sec * 1_000_000_000 + info.st_mtim.tv_nsec
        #else
            modified = info.st_mtimespec.tv_sec * 1_000_000_000 + info.st_mtimespec.tv_nsec
        #endif
    }
}
