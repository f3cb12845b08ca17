#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the files that imports name (exports go through `SafeFileWriter`).
public enum FileAccess {
    /// Reads a whole file, refusing one larger than `limit` bytes before reading it.
    public static func read(_ path: String, limit: Int) throws(ExchangeError) -> [UInt8] {
        var info = stat()
        guard stat(path, &info) == 0 else { throw ExchangeError("cannot read “\(path)”: \(String(cString: strerror(errno)))") }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw ExchangeError("cannot read “\(path)”: not a regular file") }
        guard Int(info.st_size) <= limit else {
            let mebibytes = limit % (1 << 20) == 0 ? " (\(limit >> 20) MiB)" : ""
            throw ExchangeError("“\(path)” is \(info.st_size) bytes; the limit is \(limit) bytes\(mebibytes)")
        }
        guard let file = fopen(path, "rb") else { throw ExchangeError("cannot read “\(path)”: \(String(cString: strerror(errno)))") }
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
}
