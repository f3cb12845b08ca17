import DirectoryEntries

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the files that imports name (exports go through `SafeFileWriter`).
public enum FileAccess {
    /// Reads a whole file, refusing one larger than `limit` bytes before reading it.
    public static func read(_ path: String, limit: Int) throws(ExchangeError) -> [UInt8] {
        if let problem = PathRule.problem(in: path) {
            throw ExchangeError("cannot read “\(path)”: \(problem); \(PathRule.allowed)")
        }
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw ExchangeError("cannot read “\(path)”: \(String(cString: strerror(errno)))")
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw ExchangeError("cannot read “\(path)”: not a regular file")
        }
        if let refusal = sizeRefusal(path, size: Int(info.st_size), limit: limit) { throw refusal }
        guard let file = fopen(path, "rb") else {
            throw ExchangeError("cannot read “\(path)”: \(String(cString: strerror(errno)))")
        }
        defer { fclose(file) }
        // Uninitialized storage: zero-filling a file-sized buffer only to overwrite it cost a
        // pass over every byte of it.
        let size = Int(info.st_size)
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            initialized = size == 0 ? 0 : fread(buffer.baseAddress, 1, size, file)
        }
        guard ferror(file) == 0 else { throw ExchangeError("cannot read “\(path)”: read error") }
        return bytes
    }

    /// The refusal of the file at `path` of `size` bytes when that is over `limit`; nil otherwise.
    public static func sizeRefusal(_ path: String, size: Int, limit: Int) -> ExchangeError? {
        guard size > limit else { return nil }
        let mebibytes = limit % (1 << 20) == 0 ? " (\(limit >> 20) MiB)" : ""
        return ExchangeError("“\(path)” is \(size) bytes; the limit is \(limit) bytes\(mebibytes)")
    }

    /// True when `path` is a folder (following a symbolic link).
    public static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// The paths of the files in `folder` whose names end with `suffix`, sorted by name; names starting
    /// with a dot (hidden files, an interrupted write's temporary file) are left out.
    public static func files(in folder: String, endingWith suffix: String) throws(ExchangeError) -> [String] {
        guard let listed = DirectoryEntries.names(in: folder) else {
            throw ExchangeError("cannot read the folder “\(folder)”: \(String(cString: strerror(errno)))")
        }
        let names = listed.filter { !$0.hasPrefix(".") && $0.hasSuffix(suffix) }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return names.sorted().map { prefix + $0 }
    }
}
