import DirectoryEntries
import Foundation
import GRDB

/// Creates a studio database whole or not at all: schema, seed data and the studio's mark.
///
/// The file is built under a temporary name in the same folder (`studio.sqlite.creating-PID`) with
/// a rollback journal, so every page is written into the file itself: no log has to be checkpointed
/// back into it (a checkpoint that a full disk stops part-way would leave a file whose only whole
/// copy is in a log that must not be thrown away). It is migrated, seeded, marked with
/// ``applicationID``, switched to WAL, closed, and only then linked to its real name. A process killed at any moment, or a disk that fills, leaves
/// either no database (the next start creates it) or a complete one; never a file later starts refuse
/// or a studio without its demo data. `link` rather than `rename`: when two studios create the same
/// file at once, the second finds the name taken and uses the first one's file instead of replacing it.
enum DatabaseCreator {
    /// `PRAGMA application_id` of every studio file: the ASCII bytes 'AnSt' (0x416E5374).
    static let applicationID: Int32 = 0x416E_5374

    /// Creates the database at `path` unless another process did first; `seed` fills it before it
    /// becomes visible.
    static func create(at path: String, seed: ((StudioStore) throws(StoreError) -> Void)?) throws(StoreError) {
        let temporary = "\(path).creating-\(getpid())"
        removeFiles(of: temporary)
        do {
            let queue = try DatabaseQueue(path: temporary, configuration: DatabaseOpener.configuration())
            try queue.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA page_size = \(DatabaseOpener.pageSize)")
                // Before the first table: a deleted dataset's pages can then go back to the disk.
                try db.execute(sql: "PRAGMA auto_vacuum = INCREMENTAL")
                try db.execute(sql: "PRAGMA synchronous = FULL")
            }
            try SchemaMigrator.migrate(queue, path: path, upTo: nil)
            try seed?(StudioStore(writer: queue, path: temporary))
            try queue.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA application_id = \(applicationID)")
                try DatabaseOpener.switchToWAL(db)
            }
            try queue.close()
        } catch {
            removeFiles(of: temporary)
            throw StoreError(creating: path, wrapping: error)
        }
        defer { removeFiles(of: temporary) }
        guard link(temporary, path) == 0 || errno == EEXIST else {
            let reason = errno == ENOSPC ? "the disk is full" : String(cString: strerror(errno))
            throw .cannotCreate(path: path, reason: reason)
        }
    }

    /// Marks an existing studio file created before the mark existed; one with no data at all was
    /// left half-created by an older build, so it is seeded first.
    static func adopt(_ store: StudioStore, seed: ((StudioStore) throws(StoreError) -> Void)?) throws(StoreError) {
        let (mark, isEmpty) = try store.read { db in
            let mark = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
            let rows =
                try Int.fetchOne(db, sql: "SELECT (SELECT count(*) FROM presets) + (SELECT count(*) FROM datasets)")
                ?? 0
            return (mark, rows == 0)
        }
        guard mark == 0 else { return }
        if isEmpty { try seed?(store) }
        try store.write { db in try db.execute(sql: "PRAGMA application_id = \(applicationID)") }
    }

    /// Deletes a temporary file and its log files.
    static func removeFiles(of path: String) {
        for suffix in ["", "-wal", "-shm", "-journal"] { unlink(path + suffix) }
    }

    /// Deletes what creations killed part-way left: temporary files whose process is gone.
    /// (Plain `readdir`: this runs at every start, and Foundation's URL and directory listing cost
    /// a noticeable part of one.)
    static func removeAbandonedAttempts(for path: String) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let prefix = (slash.map { String(path[path.index(after: $0)...]) } ?? path) + ".creating-"
        for name in DirectoryEntries.names(in: folder) ?? [] {
            guard name.hasPrefix(prefix) else { continue }
            let digits = name.dropFirst(prefix.count).prefix { $0.isNumber }
            guard let pid = Int32(digits), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            unlink(folder + "/" + name)
        }
    }
}
