import Foundation
import GRDB
import GRDBSQLite
import StudioMigrations

/// Opens database files for ``StudioStore``, refusing files it must not
/// touch before anything could write to them.
///
/// Files are opened with one serial connection (a `DatabaseQueue`) on a
/// file already in WAL mode: GRDB's `DatabasePool` writes a throwaway table
/// at every open to make a WAL file exist, and a verb that only reads must
/// write nothing. Other processes still read while one writes (WAL).
/// The connection's first read vets the file: one that is not a database,
/// not animstudio's, or written by a newer animstudio is rejected with its
/// bytes untouched (opening and reading write nothing).
enum DatabaseOpener {
    /// The settings every connection of a file store gets.
    static func configuration() -> Configuration {
        var config = Configuration()
        // Enforces the schema's references (tags, drafts, dataset rows).
        config.foreignKeysEnabled = true
        // Two studios on one file wait for each other instead of failing, for up to 5 s. SQLite's
        // own timeout sleeps up to 100 ms between tries, so a studio waiting beside an import
        // (short transactions with short gaps, see SlicedWrite) kept missing the gaps: it tries
        // every 2 ms instead.
        config.busyMode = .callback { tries in
            guard Double(tries) * busyPollSeconds < busyTimeoutSeconds else { return false }
            usleep(useconds_t(busyPollSeconds * 1e6))
            return true
        }
        config.prepareDatabase { db in
            // Statement journals (which a multi-row INSERT needs, to undo just that statement)
            // and temporary tables stay in memory: on disk, a big import wrote every page it
            // touched to a temporary file as well.
            try db.execute(sql: "PRAGMA temp_store = MEMORY")
            // The -wal and -shm files stay once made. SQLite deletes them when the last connection
            // closes, so every `presets` made both and deleted both again (the folder changed at each
            // read, and a read ran a checkpoint at exit). Kept, a read finds them and leaves them;
            // the log is emptied (truncated to 0 bytes) when a writer closes or commits after a
            // checkpoint, so nothing waits in it for a reader to copy back and it takes no disk.
            var keep: Int32 = 1
            _ = sqlite3_file_control(db.sqliteConnection, "main", SQLITE_FCNTL_PERSIST_WAL, &keep)
            try db.execute(sql: "PRAGMA journal_size_limit = 0")
        }
        return config
    }

    /// How long a studio waits for another's write lock before it says the database is busy.
    static let busyTimeoutSeconds = 5.0
    /// How often a waiting studio tries the lock again.
    static let busyPollSeconds = 0.002

    /// What the opening read of a file found: its mark and applied migrations (none for a new file).
    struct FileFacts: Equatable {
        var applicationID: Int32
        var appliedMigrations: [String]
    }

    /// Creates missing parent folders, opens a connection (a new file is created in WAL mode), and
    /// vets the file through it before anything is written: one connection, one read.
    static func open(at path: String) throws(StoreError) -> (DatabaseQueue, FileFacts) {
        guard !path.isEmpty else { throw .cannotOpen(path: path, reason: "the path is empty") }
        try createParentFolders(of: path)
        var info = stat()
        let exists = stat(path, &info) == 0
        if exists, (info.st_mode & S_IFMT) == S_IFDIR { throw .cannotOpen(path: path, reason: "it is a folder") }
        // A device, FIFO or socket is no file SQLite can keep pages in (it said "disk I/O error").
        if exists, let kind = specialKind(info.st_mode) {
            throw .cannotOpen(path: path, reason: "it is \(kind), not a database file")
        }
        // SQLite takes a file shorter than its header for a new database and writes over it (a 1-byte
        // file became a studio): any non-empty file must begin with the header to be opened at all.
        if exists, info.st_size > 0, !beginsWithSQLiteHeader(path) {
            throw .notADatabase(path: path, reason: "file is not a database")
        }
        let queue: DatabaseQueue
        let facts: FileFacts
        do {
            if !exists { try createFile(at: path) }
            queue = try DatabaseQueue(path: path, configuration: configuration())
            // Opening and reading write nothing, except that a read rolls back a hot journal a killed
            // writer left (what any SQLite client does), restoring the last committed state first.
            let (mark, tables, applied) = try queue.read { db in
                let mark = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
                let tables = try String.fetchAll(
                    db,
                    sql: """
                        SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
                        """)
                let applied =
                    tables.contains("grdb_migrations")
                    ? try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
                    : []
                return (mark, tables, applied)
            }
            facts = FileFacts(applicationID: mark, appliedMigrations: applied)
            try vet(path: path, mark: mark, tables: tables, appliedMigrations: applied)
            // GRDB sets NORMAL for WAL, which survives an app crash but may
            // lose the last commits on a power cut. FULL syncs the log at
            // every commit, so a saved tweak is on disk for good; the cost
            // is one fsync per write transaction, which an import pays once.
            try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA synchronous = FULL") }
        } catch {
            throw StoreError(opening: path, wrapping: error)
        }
        return (queue, facts)
    }

    /// The 16 bytes every SQLite database file begins with.
    /// "a character device", "a block device", "a FIFO", "a socket"; nil for a regular file or a folder.
    static func specialKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        default: nil
        }
    }

    static let sqliteHeader = Array("SQLite format 3\0".utf8)

    /// Whether the file at `path` begins with ``sqliteHeader`` (read only; a file that cannot be read
    /// is left to SQLite, which says why).
    static func beginsWithSQLiteHeader(_ path: String) -> Bool {
        let descriptor = Foundation.open(path, O_RDONLY)
        guard descriptor >= 0 else { return true }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: sqliteHeader.count)
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            filled += count
        }
        return bytes == sqliteHeader && filled == sqliteHeader.count
    }

    /// Page size of new databases. Larger pages mean far fewer write system calls when a big
    /// dataset goes through the WAL and back into the file (an import of a million rows spent
    /// most of its time in the kernel with 4 KiB pages); the studio's own tables are tiny either way.
    static let pageSize = 16384

    /// Creates a new database file with the studio's page size, already in WAL mode (the page size
    /// can only be chosen before the first write, and never changes in WAL mode), and incremental
    /// auto-vacuum, so that a deleted dataset's pages can go back to the disk (``DatasetStaging``).
    static func createFile(at path: String) throws {
        let queue = try DatabaseQueue(path: path, configuration: configuration())
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA page_size = \(pageSize)")
            try db.execute(sql: "PRAGMA auto_vacuum = INCREMENTAL")
            try switchToWAL(db)
        }
        try queue.close()
    }

    /// Switches the file to WAL, which SQLite may decline (it answers with the mode it kept).
    static func switchToWAL(_ db: Database) throws {
        let mode = try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL")
        guard mode?.lowercased() == "wal" else {
            throw StoreError.storage(
                reason: "the file system kept journal mode \(quoted(mode ?? "none")) instead of WAL")
        }
    }

    /// Creates the folders leading to `path`, naming the obstacle on failure.
    static func createParentFolders(of path: String) throws(StoreError) {
        // The usual case, a folder that exists, is one stat (Foundation's URL costs more at start).
        if let slash = path.lastIndex(of: "/") {
            var info = stat()
            let folder = slash == path.startIndex ? "/" : String(path[..<slash])
            if stat(folder, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { return }
        } else {
            return  // in the current folder
        }
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent()
        var ancestor = parent
        // Find the nearest existing ancestor: if it is a file, no folder can
        // be made below it, and saying so beats a generic failure.
        while !FileManager.default.fileExists(atPath: ancestor.path), ancestor.path != "/" {
            ancestor = ancestor.deletingLastPathComponent()
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isFolder), !isFolder.boolValue {
            throw .cannotOpen(path: path, reason: "\(ancestor.path) is a file, not a folder")
        }
        if ancestor.path == parent.path { return }
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw .cannotOpen(path: path, reason: "cannot create folder \(parent.path)")
        }
    }

    /// Decides from a file's tables and applied migration ids whether the
    /// store may open and migrate it.
    static func vet(path: String, mark: Int32, tables: [String], appliedMigrations applied: [String]) throws(StoreError)
    {
        if mark != 0, mark != DatabaseCreator.applicationID {
            let hex = String(UInt32(bitPattern: mark), radix: 16, uppercase: true)
            throw .notADatabase(
                path: path,
                reason: "its application_id 0x\(hex) marks another application's file; animstudio's is 0x416E5374")
        }
        let known = MigrationCatalog.all.map(\.id)
        if applied.isEmpty {
            // An empty file (or one where GRDB only created its bookkeeping
            // table) is a fresh database; anything else is someone's data.
            if tables.allSatisfy({ $0 == "grdb_migrations" }) { return }
            throw .notADatabase(path: path, reason: "it holds other tables and no animstudio schema")
        }
        // Migrations are append-only, so every animstudio database, old or
        // new, has applied the first one.
        guard let first = known.first, applied.contains(first) else {
            throw .notADatabase(path: path, reason: "its schema migrations are not animstudio's")
        }
        if let newest = applied.filter({ !known.contains($0) }).max(), let last = known.last {
            throw .newerSchema(path: path, found: newest, known: last)
        }
    }
}
