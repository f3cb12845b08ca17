import Foundation
import GRDB

/// The studio's persistent store: presets with their immutable versions,
/// drafts with undo/redo history, tags, settings and imported datasets, all
/// in one SQLite file. This is the only place in animstudio that speaks SQL.
///
/// Every method runs in its own transaction: a method either fully happens
/// or leaves the database as it was. Writes use IMMEDIATE transactions and a
/// 5 second busy timeout, so several studios can share one file.
///
/// The store never reads a clock: every method that records a time takes
/// it as `at time:`, an ISO-8601 UTC text such as `2026-11-22T10:15:30.123Z`
/// (exactly that shape, so that times compare correctly as text).
public struct StudioStore: Sendable {
    /// The longest version message, in Unicode scalars.
    public static let messageLimit = 1000

    /// How many earlier draft states each preset keeps for undo.
    public static let draftHistoryLimit = 500

    /// The id of the newest schema migration this build knows.
    public static var schemaVersion: String { SchemaMigrator.latestID }

    /// The database file, or nil for an in-memory store.
    public let path: String?

    /// A `DatabaseQueue` on a WAL-mode file (other processes' readers never
    /// block its writer), or a
    /// `DatabaseQueue` in memory. Internal so tests can prove what the public
    /// API cannot reach, such as the immutability triggers.
    let writer: any DatabaseWriter

    /// Opens (creating it and its folders if needed) and migrates the
    /// database at `path`.
    ///
    /// Throws ``StoreError/cannotOpen(path:reason:)``,
    /// ``StoreError/notADatabase(path:reason:)`` or
    /// ``StoreError/newerSchema(path:found:known:)`` without modifying an
    /// existing file it refuses.
    public init(path: String) throws(StoreError) {
        try Self.createIfMissing(path, seed: nil)
        try self.init(path: path, upTo: nil)
    }

    /// Opens the database at `path`, creating it whole when it does not exist: schema, `seed` (the
    /// demo datasets) and the studio's `application_id` are all in place before the file appears
    /// under its name (see ``DatabaseCreator``). A studio file from before the mark is marked, and
    /// seeded first when it holds no presets and no datasets (an older build's half-created file).
    public init(path: String, seed: @escaping (StudioStore) throws(StoreError) -> Void) throws(StoreError) {
        try Self.createIfMissing(path, seed: seed)
        let (queue, facts) = try Self.openFile(path, upTo: nil)
        self.init(writer: queue, path: path)
        // A file with the mark is whole: the usual start reads nothing more.
        if facts.applicationID != DatabaseCreator.applicationID { try DatabaseCreator.adopt(self, seed: seed) }
    }

    /// Creates the file whole when it does not exist (see ``DatabaseCreator``).
    private static func createIfMissing(_ path: String, seed: ((StudioStore) throws(StoreError) -> Void)?)
        throws(StoreError)
    {
        guard !path.isEmpty else { return }
        DatabaseCreator.removeAbandonedAttempts(for: path)
        if access(path, F_OK) != 0, errno == ENOENT {
            try DatabaseOpener.createParentFolders(of: path)
            try DatabaseCreator.create(at: path, seed: seed)
        }
    }

    /// Opens the file and migrates it only up to migration `target`; lets
    /// tests walk the migrations one step at a time.
    init(path: String, upTo target: String?) throws(StoreError) {
        self.init(writer: try Self.openFile(path, upTo: target).queue, path: path)
    }

    /// Opens and migrates the file, with what its opening read found.
    private static func openFile(
        _ path: String, upTo target: String?
    ) throws(StoreError) -> (queue: DatabaseQueue, facts: DatabaseOpener.FileFacts) {
        let (queue, facts) = try DatabaseOpener.open(at: path)
        // An up-to-date file is only read: no migrator, no write, no fsync.
        if Set(facts.appliedMigrations) != SchemaMigrator.identifiers(upTo: target) {
            try SchemaMigrator.migrate(queue, path: path, upTo: target)
        }
        return (queue, facts)
    }

    /// A fresh, private, fully migrated in-memory store, for tests.
    public static func inMemory() throws(StoreError) -> StudioStore {
        try inMemory(upTo: nil)
    }

    /// An in-memory store migrated only up to migration `target`.
    static func inMemory(upTo target: String?) throws(StoreError) -> StudioStore {
        let queue: DatabaseQueue
        do {
            queue = try DatabaseQueue(configuration: DatabaseOpener.configuration())
        } catch {
            throw StoreError(wrapping: error)
        }
        try SchemaMigrator.migrate(queue, path: ":memory:", upTo: target)
        return StudioStore(writer: queue, path: nil)
    }

    init(writer: any DatabaseWriter, path: String?) {
        self.writer = writer
        self.path = path
    }

    /// Where the studio keeps its database when `--db` is not given:
    /// `$ANIMSTUDIO_DB`, else `$XDG_DATA_HOME/animstudio/studio.sqlite`,
    /// else `home/.local/share/animstudio/studio.sqlite`.
    ///
    /// Pure: the caller passes the environment and home folder. Empty
    /// variables count as unset, and a relative `XDG_DATA_HOME` is ignored,
    /// as the XDG Base Directory specification requires.
    public static func defaultPath(environment: [String: String], home: String) -> String {
        if let explicit = environment["ANIMSTUDIO_DB"], !explicit.isEmpty {
            return explicit
        }
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return joined(dataHome, "animstudio/studio.sqlite")
        }
        return joined(home, ".local/share/animstudio/studio.sqlite")
    }

    /// Joins two path parts with exactly one slash between them.
    private static func joined(_ base: String, _ rest: String) -> String {
        var base = base
        while base.count > 1, base.hasSuffix("/") { base.removeLast() }
        return base == "/" ? "/" + rest : base + "/" + rest
    }

    // MARK: Transactions

    /// Runs `body` in a read-only snapshot, mapping failures to ``StoreError``.
    func read<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        do {
            return try writer.read(body)
        } catch {
            throw StoreError(wrapping: error)
        }
    }

    /// Runs `body` in one IMMEDIATE write transaction: it commits when
    /// `body` returns and rolls back entirely when it throws.
    func write<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        do {
            return try writer.write(body)
        } catch {
            let failure = StoreError(wrapping: error)
            if failure == .diskFull { releaseLogSpace() }
            throw failure
        }
    }

    /// Gives back the disk a write that filled it took: the rolled-back pages stay in the WAL file
    /// (which never shrinks by itself) until the next writer reuses it, so an open studio would keep
    /// the disk full for everyone. The checkpoint first copies the log's commits into the file; when
    /// the full disk stops that, the log is left whole (it holds those commits) and nothing is lost.
    func releaseLogSpace() {
        _ = try? writer.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
    }
}
