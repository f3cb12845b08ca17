#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads and writes the files that imports and exports name.
public enum FileAccess {
    /// Reads a whole file, refusing one larger than `limit` bytes before reading it.
    public static func read(_ path: String, limit: Int) throws(ExchangeError) -> [UInt8] {
        var info = stat()
        guard stat(path, &info) == 0 else { throw ExchangeError("cannot read “\(path)”: \(String(cString: strerror(errno)))") }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw ExchangeError("cannot read “\(path)”: not a regular file") }
        guard Int(info.st_size) <= limit else {
            throw ExchangeError("\(path) is \(info.st_size) bytes; the limit is \(limit) bytes")
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

    /// Writes `text` to `path` atomically: a temporary file beside it, flushed, then renamed.
    public static func write(_ text: String, to path: String) throws(ExchangeError) {
        let temporary = path + ".tmp-\(getpid())"
        guard let file = fopen(temporary, "wb") else {
            throw ExchangeError("cannot write “\(path)”: \(String(cString: strerror(errno)))")
        }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        let flushed = fflush(file) == 0 && fsync(fileno(file)) == 0
        fclose(file)
        guard written == bytes.count, flushed, rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw ExchangeError("cannot write “\(path)”: \(reason)")
        }
    }
}
