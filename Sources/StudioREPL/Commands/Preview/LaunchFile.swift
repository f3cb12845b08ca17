#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The private page `preview --edit --open` hands the opener instead of the address with the key:
/// a file only this user can read (mode 0600, in a folder of its own with mode 0700, made with
/// `mkdtemp` under `$XDG_RUNTIME_DIR`, else `$TMPDIR`, else /tmp) whose page redirects to the
/// address at once. It is removed when the preview stops.
enum LaunchFile {
    /// Writes the page; returns its path.
    static func make(redirectingTo url: String) throws(CommandError) -> String {
        let variables = ProcessEnvironment.variables
        let candidates: [String] = [variables["XDG_RUNTIME_DIR"] ?? "", variables["TMPDIR"] ?? "", "/tmp"]
        let base = candidates.first { folder in !folder.isEmpty && access(folder, W_OK | X_OK) == 0 } ?? "/tmp"
        var template =
            Array((base.hasSuffix("/") ? base : base + "/").utf8CString.dropLast())
            + Array("animstudio-open-XXXXXX".utf8CString)
        guard let folder = template.withUnsafeMutableBufferPointer({ $0.baseAddress.flatMap { mkdtemp($0) } }) else {
            throw CommandError("cannot make a private folder in \(base) (\(String(cString: strerror(errno))))")
        }
        let path = String(cString: folder) + "/preview.html"
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw CommandError("cannot write \(path) (\(String(cString: strerror(errno))))")
        }
        defer { close(descriptor) }
        let bytes = Array(page(url).utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                buffer.baseAddress.map { write(descriptor, $0 + offset, bytes.count - offset) } ?? -1
            }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else {
                let reason = String(cString: strerror(errno))
                remove(path)
                throw CommandError("cannot write \(path) (\(reason))")
            }
            offset += written
        }
        return path
    }

    /// Removes the page and its folder.
    static func remove(_ path: String) {
        unlink(path)
        if let slash = path.lastIndex(of: "/") { rmdir(String(path[..<slash])) }
    }

    /// A page that goes to `url` at once (the address is escaped for an attribute).
    static func page(_ url: String) -> String {
        let escaped = url.replacingAll(["&": "&amp;", "\"": "&quot;", "<": "&lt;", ">": "&gt;"])
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="refresh" content="0;url=\(escaped)">
            <title>Opening the animstudio preview</title>
            </head>
            <body><p>Opening the preview… If nothing happens, <a href="\(escaped)">open it here</a>.</p></body>
            </html>

            """
    }
}

extension String {
    fileprivate func replacingAll(_ table: [Character: String]) -> String {
        var result = ""
        for character in self { result += table[character] ?? String(character) }
        return result
    }
}
