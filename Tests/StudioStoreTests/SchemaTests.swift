import Foundation
import GRDB
import StudioMigrations
import StudioTestSupport
import Testing

@testable import StudioStore

@Suite struct SchemaTests {
    static let snapshotFile = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("Snapshots/schema.sql")

    /// The schema as text: every named object's SQL, sorted by type and name.
    static func schemaText(of store: StudioStore) throws -> String {
        try store.writer.read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT type, name, sql FROM sqlite_master
                    WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%'
                    ORDER BY type, name
                    """)
            return rows.map { row -> String in
                let type: String = row["type"]
                let name: String = row["name"]
                let sql: String = row["sql"]
                return "-- \(type) \(name)\n\(sql);\n"
            }.joined(separator: "\n")
        }
    }

    static func appliedMigrations(of store: StudioStore) throws -> [String] {
        try store.writer.read { db in
            try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier")
        }
    }

    @Test func freshDatabaseSchemaMatchesTheSnapshot() throws {
        // Given a fresh, fully migrated database
        let store = try StudioStore.inMemory()

        // When reading its schema
        let schema = try Self.schemaText(of: store)

        // Then it equals the reviewed snapshot
        // (set STUDIO_RECORD_SNAPSHOTS=1 to rewrite it after adding a migration)
        if ProcessInfo.processInfo.environment["STUDIO_RECORD_SNAPSHOTS"] == "1" {
            try schema.write(to: Self.snapshotFile, atomically: true, encoding: .utf8)
        }
        let snapshot = try String(contentsOf: Self.snapshotFile, encoding: .utf8)
        #expect(schema == snapshot)
    }

    @Test func migratingStepByStepReachesTheSameSchemaAsAFreshDatabase() throws {
        try TemporaryStudio.withFolder { folder in
            let path = folder.appendingPathComponent("steps.sqlite").path
            let ids = MigrationCatalog.all.map(\.id)

            // Given a database migrated to the first migration only
            do {
                let store = try StudioStore(path: path, upTo: ids[0])
                // Then only the presets table (and GRDB's bookkeeping) exists
                let tables = try store.writer.read { db in
                    try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
                }
                #expect(tables == ["grdb_migrations", "presets"])
            }

            // When reopening it one migration further each time
            for (index, id) in ids.enumerated() {
                let store = try StudioStore(path: path, upTo: id)
                // Then exactly the migrations up to that one are applied
                #expect(try Self.appliedMigrations(of: store) == Array(ids[...index]))
            }

            // Then the result equals a database migrated in one go
            let stepped = try Self.schemaText(of: StudioStore(path: path))
            #expect(stepped == (try Self.schemaText(of: StudioStore.inMemory())))
        }
    }

    @Test func anOldDatabaseIsMigratedToTheLatestSchemaOnOpen() throws {
        try TemporaryStudio.withFolder { folder in
            // Given a database left at migration 0003 by an older studio
            let path = folder.appendingPathComponent("old.sqlite").path
            _ = try StudioStore(path: path, upTo: "0003_create_drafts")

            // When the current studio opens it
            let store = try StudioStore(path: path)

            // Then every migration is applied and the store works
            #expect(try Self.appliedMigrations(of: store) == MigrationCatalog.all.map(\.id))
            _ = try store.createPreset(name: "bounce", parameters: preset("fade"), message: nil, at: time(0))
            #expect(try store.presets().map(\.name) == ["bounce"])
        }
    }

    @Test func migratingBackwardsIsRefusedInsteadOfCrashing() throws {
        try TemporaryStudio.withFolder { folder in
            // Given a fully migrated file
            let path = folder.appendingPathComponent("full.sqlite").path
            _ = try StudioStore(path: path)

            // When asking for an older target
            // Then a storage error says so (GRDB itself would trap)
            #expect(
                throws: StoreError.storage(
                    reason:
                        "the database is already migrated to 0023_create_agent_records, past 0002_create_preset_versions"
                )
            ) {
                try StudioStore(path: path, upTo: "0002_create_preset_versions")
            }
        }
    }

    @Test func fileConnectionsUseWALForeignKeysAndABusyTimeout() throws {
        try TemporaryStudio.withFolder { folder in
            // Given a store on a file
            let store = try StudioStore(path: folder.appendingPathComponent("pragmas.sqlite").path)

            // When reading the connection settings on the writer and a reader
            let writerSettings = try store.writer.write { db in
                [
                    try Int.fetchOne(db, sql: "PRAGMA foreign_keys"),
                    try Int.fetchOne(db, sql: "PRAGMA busy_timeout"),
                    try Int.fetchOne(db, sql: "PRAGMA synchronous")
                ]
            }
            let readerForeignKeys = try store.writer.read { db in try Int.fetchOne(db, sql: "PRAGMA foreign_keys") }
            let journalMode = try store.writer.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }

            // Then WAL, foreign keys and FULL sync are in effect; SQLite's own busy timeout is off
            // (0): a busy handler waits instead (see the next test)
            #expect(journalMode == "wal")
            #expect(writerSettings == [1, 0, 2])
            #expect(readerForeignKeys == 1)
        }
    }

    @Test func aWriteWaitsForAnotherStudiosLockAndGetsInOnceItIsFreed() throws {
        try TemporaryStudio.withFolder { folder in
            // Given two stores on one file, the first holding the write lock
            let path = folder.appendingPathComponent("busy.sqlite").path
            let holder = try StudioStore(path: path)
            let waiter = try StudioStore(path: path)
            let events = EventLog()
            let locked = DispatchSemaphore(value: 0)
            let waiterStarted = DispatchSemaphore(value: 0)
            let released = DispatchSemaphore(value: 0)
            let holding = Thread {
                defer { released.signal() }
                try? holder.writer.writeWithoutTransaction { db in
                    try db.beginTransaction(.immediate)
                    locked.signal()
                    // Hold on until the waiter has asked for the lock, and a little longer, so it is
                    // waiting in its busy handler when the lock is freed.
                    waiterStarted.wait()
                    Thread.sleep(forTimeInterval: 0.3)
                    events.add("holder releases")
                    try db.commit()
                }
            }
            holding.start()
            locked.wait()

            // When the second writes
            events.add("waiter asks")
            waiterStarted.signal()
            var failure: (any Error)?
            do {
                try waiter.writer.write { db in try db.execute(sql: "PRAGMA user_version = 7") }
                events.add("waiter wrote")
            } catch {
                failure = error
            }
            released.wait()

            // Then it waited for the lock instead of failing, and wrote only once the holder let go
            #expect(failure == nil)
            #expect(events.lines == ["waiter asks", "holder releases", "waiter wrote"])
            #expect(try waiter.read { db in try Int.fetchOne(db, sql: "PRAGMA user_version") } == 7)
        }
    }

    @Test func newFilesUseSixteenKibibytePagesAndKeepThem() throws {
        try TemporaryStudio.withFolder { folder in
            // Given a new store file, reopened
            let path = folder.appendingPathComponent("pages.sqlite").path
            _ = try StudioStore(path: path)
            let store = try StudioStore(path: path)

            // Then its pages are 16 KiB (fewer system calls for big imports through the WAL)
            let pageSize = try store.writer.read { db in try Int.fetchOne(db, sql: "PRAGMA page_size") }
            #expect(pageSize == 16384)
            #expect(DatabaseOpener.pageSize == 16384)
            // and statement journals stay in memory (2 = MEMORY)
            #expect(try store.writer.write { db in try Int.fetchOne(db, sql: "PRAGMA temp_store") } == 2)
        }
    }
}

/// What two threads did, in the order they did it.
private final class EventLog: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []
    var lines: [String] { lock.withLock { recorded } }
    func add(_ line: String) { lock.withLock { recorded.append(line) } }
}
