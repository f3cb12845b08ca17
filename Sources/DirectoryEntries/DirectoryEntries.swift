#if canImport(Glibc)
    public import Glibc
#elseif canImport(Darwin)
    public import Darwin
#endif

/// The names in a folder, read with `opendir` and `readdir`, for the few places that list one
/// without Foundation (at every start, for file-name completion, for a child's descriptors).
///
/// A name is read through a pointer into the entry, up to the NUL the system wrote after it, never
/// by copying the entry or its `d_name`: `readdir` hands out records packed in a buffer, each only
/// as long as its own name (`d_reclen`), so a copy of the 256-byte `d_name` of the buffer's last
/// record reads past the buffer. In a folder of 3,000 files that read crashed the static release
/// binary in one start out of five (SIGSEGV while removing abandoned database creations).
public enum DirectoryEntries {
    /// The name of the entry `readdir` returned.
    public static func name(of entry: UnsafeMutablePointer<dirent>) -> String {
        // `&entry.pointee.d_name` addresses the field inside the record (no copy of it is made).
        withUnsafeMutablePointer(to: &entry.pointee.d_name) { field in
            String(cString: UnsafeRawPointer(field).assumingMemoryBound(to: CChar.self))
        }
    }

    /// The names in `folder` other than "." and "..", in the order the system lists them; nil when
    /// the folder cannot be opened (`errno` says why).
    public static func names(in folder: String) -> [String]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = Self.name(of: entry)
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }
}
