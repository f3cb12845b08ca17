import DirectoryEntries

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// File-name completion: the entries of a folder that start with what was typed.
enum FileNames {
    /// Paths starting with `prefix` (`~/` expanded for reading, kept as typed); folders end in "/".
    static func matching(_ prefix: String, home: String) -> [String] {
        let slash = prefix.lastIndex(of: "/")
        let typedFolder = slash.map { String(prefix[...$0]) } ?? ""
        var folder = typedFolder.isEmpty ? "." : typedFolder
        if folder.hasPrefix("~/") { folder = home + folder.dropFirst(1) }
        let namePrefix = slash.map { String(prefix[prefix.index(after: $0)...]) } ?? prefix
        var results: [String] = []
        for name in DirectoryEntries.names(in: folder) ?? [] {
            guard name.hasPrefix(namePrefix),
                namePrefix.hasPrefix(".") || !name.hasPrefix(".")
            else { continue }
            var info = stat()
            let isFolder = stat(folder + "/" + name, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            results.append(typedFolder + name + (isFolder ? "/" : ""))
            if results.count >= 500 { break }
        }
        return results
    }
}
