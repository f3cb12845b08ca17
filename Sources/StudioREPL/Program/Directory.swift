#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Creates folders for files the studio keeps (history).
enum Directory {
    /// Creates every missing folder above `path`; failures are ignored (the file then simply isn't kept).
    static func create(parentOf path: String) {
        var parts = path.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast()
        var current = ""
        for part in parts where !part.isEmpty {
            current += "/" + part
            mkdir(current, 0o755)
        }
    }
}
