#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes exported files without ever destroying data.
///
/// The rule: never over the studio's database or its `-wal`, `-shm` and `-journal` files (compared by
/// device and inode, and by folder and name when they do not exist yet, so another spelling of the path
/// or a hard link is caught too); never over anything that is not a regular file (FIFO, device,
/// directory, socket); over an existing regular file only with `force`; a symbolic link is followed to
/// the regular file it names, which is written while the link stays. The write is atomic: a temporary
/// file in the target's own folder, flushed to disk, then renamed over the target.
public struct SafeFileWriter: Sendable {
    /// The studio database whose files must never be written; nil when there is none.
    public let databasePath: String?

    /// The suffixes SQLite adds to a database's name for its companion files.
    static let companionSuffixes = ["", "-wal", "-shm", "-journal"]

    public init(protecting databasePath: String?) {
        self.databasePath = databasePath
    }

    /// Writes `text` to `path`; throws one line naming the path when it must not or cannot.
    public func write(_ text: String, to path: String, force: Bool) throws(ExchangeError) {
        try writeAll([(path: path, text: text)], force: force)
    }

    /// Writes every file or none: each path is checked (and two paths naming one file, even on a
    /// case-insensitive disk, refused) before any is written, every text is staged in a flushed
    /// temporary file beside its target, and only then are they renamed into place.
    public func writeAll(_ files: [(path: String, text: String)], force: Bool) throws(ExchangeError) {
        var plans: [Plan] = []
        var seen: [String: String] = [:]
        for file in files {
            let plan = try self.plan(file.path, force: force)
            let key = plan.target.lowercased()
            if let earlier = seen[key] {
                throw ExchangeError(
                    "cannot write “\(file.path)”: it names the same file as “\(earlier)” on a case-insensitive disk")
            }
            seen[key] = file.path
            plans.append(plan)
        }
        var staged: [String] = []
        for (plan, file) in zip(plans, files) {
            do throws(ExchangeError) {
                staged.append(try stage(Array(file.text.utf8), for: plan))
            } catch {
                for temporary in staged { unlink(temporary) }
                throw error
            }
        }
        var folders: Set<String> = []
        for (plan, temporary) in zip(plans, staged) {
            guard rename(temporary, plan.target) == 0 else {
                let failure = Self.reason()
                for remaining in staged where access(remaining, F_OK) == 0 { unlink(remaining) }
                throw ExchangeError("cannot write “\(plan.path)”: \(failure)")
            }
            folders.insert(Self.split(plan.target).folder)
        }
        // The renames are durable only once their folders are flushed.
        for folder in folders {
            let descriptor = open(folder, O_RDONLY | O_DIRECTORY)
            if descriptor >= 0 {
                fsync(descriptor)
                close(descriptor)
            }
        }
    }

    /// Where one write goes, checked: the target (a symbolic link resolved) and the mode it gets.
    struct Plan {
        let path: String
        let target: String
        let mode: mode_t
    }

    /// Checks that `path` may be written (see the rules above) without writing anything.
    func plan(_ path: String, force: Bool) throws(ExchangeError) -> Plan {
        let target = try resolvedTarget(path)
        var info = stat()
        if stat(target, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFREG else {
                throw ExchangeError("cannot write “\(path)”: it is \(Self.kind(of: info.st_mode)), not a regular file")
            }
            try refuseDatabase(path, identity: FileIdentity(info))
            guard force else {
                throw ExchangeError("cannot write “\(path)”: the file exists; add --force to replace it")
            }
            return Plan(path: path, target: target, mode: info.st_mode & 0o7777)
        } else if errno == ENOENT {
            try refuseDatabaseName(path, target: target)
            let mask = umask(0)
            umask(mask)
            return Plan(path: path, target: target, mode: 0o666 & ~mask)
        } else {
            throw ExchangeError("cannot write “\(path)”: \(Self.reason())")
        }
    }

    /// The path the write goes to: `path` itself, or the file a symbolic link leads to.
    func resolvedTarget(_ path: String) throws(ExchangeError) -> String {
        guard !path.isEmpty else { throw ExchangeError("cannot write an empty path") }
        if let problem = PathRule.problem(in: path) {
            throw ExchangeError("cannot write “\(path)”: \(problem); \(PathRule.allowed)")
        }
        var info = stat()
        guard lstat(path, &info) == 0 else {
            if errno == ENOENT { return path }
            throw ExchangeError("cannot write “\(path)”: \(Self.reason())")
        }
        guard (info.st_mode & S_IFMT) == S_IFLNK else { return path }
        guard let resolved = realpath(path, nil) else {
            throw ExchangeError("cannot write “\(path)”: it is a symbolic link to a file that does not exist")
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Refuses an existing file that is the database or one of its companions.
    private func refuseDatabase(_ path: String, identity: FileIdentity) throws(ExchangeError) {
        guard let databasePath else { return }
        for suffix in Self.companionSuffixes {
            var info = stat()
            if stat(databasePath + suffix, &info) == 0, FileIdentity(info) == identity {
                throw ExchangeError(
                    "cannot write “\(path)”: it is the studio's database\(suffix.isEmpty ? "" : " file \(suffix)")")
            }
        }
    }

    /// Refuses a new file whose folder and name are those of the database or a companion not yet created.
    private func refuseDatabaseName(_ path: String, target: String) throws(ExchangeError) {
        guard let databasePath else { return }
        let (folder, name) = Self.split(target)
        let (databaseFolder, databaseName) = Self.split(databasePath)
        var folderInfo = stat()
        var databaseFolderInfo = stat()
        guard stat(folder, &folderInfo) == 0 else { throw ExchangeError("cannot write “\(path)”: \(Self.reason())") }
        guard stat(databaseFolder, &databaseFolderInfo) == 0,
            FileIdentity(folderInfo) == FileIdentity(databaseFolderInfo)
        else { return }
        if let suffix = Self.companionSuffixes.first(where: { databaseName + $0 == name }) {
            throw ExchangeError(
                "cannot write “\(path)”: it is the studio's database\(suffix.isEmpty ? "" : " file \(suffix)")")
        }
    }

    /// Writes a temporary file beside the target, gives it the plan's mode and flushes it; returns its path.
    private func stage(_ bytes: [UInt8], for plan: Plan) throws(ExchangeError) -> String {
        let (folder, name) = Self.split(plan.target)
        var template =
            Array((folder == "/" ? "/" : folder + "/").utf8CString.dropLast())
            + Array(".\(name).tmp-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemp($0) } ?? -1
        }
        guard descriptor >= 0 else { throw ExchangeError("cannot write “\(plan.path)”: \(Self.reason())") }
        // mkstemp filled in the XXXXXX; the name is everything before the terminating NUL.
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var failure: String?
        var offset = 0
        while offset < bytes.count, failure == nil {
            let count = bytes.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if count < 0 {
                if errno != EINTR { failure = Self.reason() }
            } else {
                offset += count
            }
        }
        if failure == nil, fchmod(descriptor, plan.mode) != 0 { failure = Self.reason() }
        if failure == nil, fsync(descriptor) != 0 { failure = Self.reason() }
        if close(descriptor) != 0, failure == nil { failure = Self.reason() }
        if let failure {
            unlink(temporary)
            throw ExchangeError("cannot write “\(plan.path)”: \(failure)")
        }
        return temporary
    }

    /// Splits a path into its folder ("." when none) and last name.
    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
    }

    /// What a non-regular file is, in words.
    static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }

    /// The current `errno` in words, with "the disk is full" for ENOSPC as the other commands say it.
    static func reason() -> String {
        if errno == ENOSPC || errno == EDQUOT { return "the disk is full" }
        return String(cString: strerror(errno))
    }
}

#if canImport(Glibc)
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    private let systemWrite = Darwin.write
#endif
