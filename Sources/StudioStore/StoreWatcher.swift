import GRDB

/// Notices commits to a studio database made by any connection, in this process or another,
/// through SQLite's `PRAGMA data_version` read on a private read-only connection.
///
/// `data_version` changes when another connection commits to the file, so the watcher needs its
/// own connection that nothing else writes through: it never writes and never holds a transaction
/// open between calls, so it blocks no writer.
public final class StoreWatcher: Sendable {
    /// The database file being watched.
    public let path: String
    private let queue: DatabaseQueue

    /// Opens a read-only connection on the database at `path` (which must exist).
    public init(path: String) throws(StoreError) {
        var config = Configuration()
        config.readonly = true
        config.busyMode = .timeout(5)
        do {
            queue = try DatabaseQueue(path: path, configuration: config)
        } catch {
            throw StoreError(opening: path, wrapping: error)
        }
        self.path = path
    }

    /// The watcher of `store`'s file; throws ``StoreError/cannotOpen(path:reason:)`` for an
    /// in-memory store, which no other connection can see.
    public convenience init(watching store: StudioStore) throws(StoreError) {
        guard let path = store.path else {
            throw .cannotOpen(path: ":memory:", reason: "an in-memory database cannot be watched; use a database file")
        }
        try self.init(path: path)
    }

    /// SQLite's change counter for this connection: it differs between two calls exactly when
    /// some other connection committed in between.
    public func dataVersion() throws(StoreError) -> Int {
        do {
            return try queue.inDatabase { db in try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0 }
        } catch {
            throw StoreError(wrapping: error)
        }
    }

    /// Runs a read on the watcher's own connection.
    func read<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        do { return try queue.inDatabase(body) } catch { throw StoreError(wrapping: error) }
    }

    /// Closes the connection; later calls to ``dataVersion()`` throw.
    public func close() {
        try? queue.close()
    }
}
