import DirectoryEntries

#if canImport(Glibc)
    import Glibc
#endif

/// A real, tiny file system (a tmpfs of a few hundred kilobytes) mounted on a fresh folder, so tests can
/// fill a disk for real instead of pretending to. Mounting needs `CAP_SYS_ADMIN` (root in CI and on
/// this project's machines); where it is not allowed, tests that need it are skipped with ``skipReason``.
public final class SmallDisk {
    /// The folder the file system is mounted on.
    public let folder: String
    private let size: String

    /// Mounts a tmpfs of `size` (`mount`'s notation: `200k`, `2m`) on a new folder under /tmp.
    public init?(size: String) {
        #if canImport(Glibc)
            var template = Array("/tmp/animstudio-small-disk-XXXXXX".utf8CString)
            guard let made = mkdtemp(&template) else { return nil }
            folder = String(cString: made)
            self.size = size
            guard mount("tmpfs", folder, "tmpfs", 0, "size=\(size),mode=0755") == 0 else {
                rmdir(folder)
                return nil
            }
        #else
            return nil
        #endif
    }

    deinit {
        #if canImport(Glibc)
            umount2(folder, Int32(MNT_DETACH))
            rmdir(folder)
        #endif
    }

    /// Mounts the disk again read-only (`readOnly`) or writable, keeping its files; false when refused.
    @discardableResult
    public func remount(readOnly: Bool) -> Bool {
        #if canImport(Glibc)
            let flags = UInt(MS_REMOUNT) | (readOnly ? UInt(MS_RDONLY) : 0)
            return mount("tmpfs", folder, "tmpfs", flags, "size=\(size),mode=0755") == 0
        #else
            return false
        #endif
    }

    /// A path inside the small disk.
    public func path(_ name: String) -> String { folder + "/" + name }

    /// The names in the folder, sorted.
    public func names() -> [String] {
        (DirectoryEntries.names(in: folder) ?? []).sorted()
    }

    /// The size of a file inside the small disk, or nil when it does not exist.
    public func size(of name: String) -> Int? {
        var info = stat()
        return stat(path(name), &info) == 0 ? Int(info.st_size) : nil
    }

    /// True when this process may mount a file system (tried once).
    public static let available: Bool = SmallDisk(size: "64k") != nil

    public static let skipReason =
        "mounting a tmpfs is not permitted here (it needs CAP_SYS_ADMIN); the full-disk tests are skipped"
}
