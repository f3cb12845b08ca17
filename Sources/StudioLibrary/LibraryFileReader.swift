#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads one file of a library folder for `library check`, never following a symbolic link and
/// never reading past the size limit: the file is opened without following a link, its size
/// taken from the open file, and at most that size and one byte more read (a 1.2 GB file is
/// refused from its size; a file that grows while read, from the extra byte).
enum LibraryFileReader {
    enum Outcome: Equatable {
        case bytes([UInt8])
        /// Why the file was not read (`is a symbolic link; …`), worded to follow its name.
        case refused(String)
    }

    static func read(_ path: String, limit: Int, kind: String) -> Outcome {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .refused("cannot be read: \(String(cString: strerror(errno)))") }
        if (info.st_mode & S_IFMT) == S_IFLNK {
            return .refused("is a symbolic link; the library never follows a link inside its folders")
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .refused("is not a regular file") }
        // O_NOFOLLOW: a link put in its place since the lstat is refused too; O_NONBLOCK: a FIFO
        // put there cannot make the open wait.
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else {
            return .refused(
                errno == ELOOP
                    ? "is a symbolic link; the library never follows a link inside its folders"
                    : "cannot be read: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            return .refused("is not a regular file")
        }
        guard Int(info.st_size) <= limit else { return .refused(tooLarge(Int(info.st_size), limit: limit, kind: kind)) }
        // The size it has, and one byte more to tell a file that grew while read.
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
        var count = 0
        while count < bytes.count {
            let read = bytes.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
            }
            if read < 0 {
                if errno == EINTR { continue }
                return .refused("cannot be read: \(String(cString: strerror(errno)))")
            }
            if read == 0 { break }
            count += read
        }
        guard count <= Int(info.st_size) else { return .refused("grew while it was read; check it again") }
        return .bytes(Array(bytes[..<count]))
    }

    private static func tooLarge(_ size: Int, limit: Int, kind: String) -> String {
        let mebibytes = limit % (1 << 20) == 0 ? " (\(limit >> 20) MiB)" : ""
        return "is \(size) bytes; a \(kind) file may be at most \(limit) bytes\(mebibytes)"
    }
}

/// `read(2)`, named apart from this type's own `read`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
        return Glibc.read(descriptor, buffer, count)
    #else
        return Darwin.read(descriptor, buffer, count)
    #endif
}
