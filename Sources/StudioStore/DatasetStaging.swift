import Foundation
import GRDB
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Datasets on their way in or out: an import fills, and a deletion empties, a dataset under a hidden
/// name, in short transactions (``SlicedWrite``). The name begins with U+0001, which no dataset name
/// may hold (names refuse control characters), so no user and no listing ever sees it; it carries the
/// process id, so a dataset left by a killed studio is recognised and removed by the next import or
/// deletion. This process's own jobs are tracked while they run, so one it left behind (its cleanup
/// failed, say on a full disk) is removed by its next import or deletion too, not only after it exits.
enum DatasetStaging {
    static let marker = "\u{1}"

    /// The hidden names of this process's jobs that are running now.
    private static let running = Mutex<Set<String>>([])

    /// Runs `body` with `name` marked as a running job, so ``removeAbandoned(in:)`` leaves it alone.
    static func running<T>(_ name: String, _ body: () throws -> T) rethrows -> T {
        running.withLock { _ = $0.insert(name) }
        defer { running.withLock { _ = $0.remove(name) } }
        return try body()
    }

    /// A new hidden name for this process's `job` (`import` or `delete`).
    static func name(_ job: String) -> String {
        "\(marker)\(job) \(getpid()) \(UInt64.random(in: 0...UInt64.max))"
    }

    /// Only datasets a user can see.
    static func visible(_ request: QueryInterfaceRequest<DatasetRecord>) -> QueryInterfaceRequest<DatasetRecord> {
        request.filter(!DatasetRecord.Columns.name.like("\(marker)%"))
    }

    /// Deletes a hidden dataset's rows in short slices, then the dataset itself.
    static func discard(_ id: Int64, in db: Database) throws {
        var slices = SlicedWrite(db)
        try slices.begin()
        for table in ["member_rows", "city_rows"] {
            while true {
                try db.execute(sql: deletion(from: table, limit: 5000), arguments: [id])
                guard db.changesCount > 0 else { break }
                try slices.yieldIfDue()
            }
        }
        try db.execute(sql: "DELETE FROM datasets WHERE id = ?", arguments: [id])
        try slices.finish()
        // The dataset is gone whether or not its pages can go back now; later deletions retry.
        try? giveBackFreePages(in: db, pagesPerStep: 1024)
    }

    /// Gives the file's free pages back to the disk, a step of `pagesPerStep` at a time, each its own
    /// short transaction copied into the file at once. Only files made with incremental auto-vacuum
    /// (every new studio) can; older files keep the pages free for their next writes.
    static func giveBackFreePages(in db: Database, pagesPerStep: Int) throws {
        guard try Int.fetchOne(db, sql: "PRAGMA auto_vacuum") == 2 else { return }
        var free = try Int.fetchOne(db, sql: "PRAGMA freelist_count") ?? 0
        var lastPause = ProcessInfo.processInfo.systemUptime
        while free > 0 {
            SlicedWrite.pauseIfDue(since: &lastPause)
            try db.inTransaction(.immediate) {
                try db.execute(sql: "PRAGMA incremental_vacuum(\(pagesPerStep))")
                return .commit
            }
            _ = try db.checkpoint(.passive)
            let left = try Int.fetchOne(db, sql: "PRAGMA freelist_count") ?? 0
            guard left < free else { return }
            free = left
        }
    }

    /// Removes what a failed job staged, then truncates the log so the room the job took comes back
    /// while the studio stays open. The log is emptied first (the failed slice's frames were rolled
    /// back); the rows then go in steps small enough for the room left (``discardInSteps(_:in:)``).
    /// Returns whether the dataset is gone; if not, it stays hidden for the next import or deletion.
    @discardableResult
    static func removeAfterFailure(_ id: Int64, in db: Database) -> Bool {
        _ = try? db.checkpoint(.truncate)
        let removed: Bool
        do {
            try discardInSteps(id, in: db)
            removed = true
        } catch {
            if db.isInsideTransaction { try? db.rollback() }
            removed = false
        }
        _ = try? db.checkpoint(.truncate)
        return removed
    }

    /// Deletes a hidden dataset on a disk that may be nearly full: each step is committed and copied
    /// into the file at once (where the rows' pages already are, so the file does not grow), and the
    /// log starts again from its beginning at the next step. A step deletes as many rows as keep its
    /// log within half the room left, learnt from the frames the previous step wrote; time slices
    /// (``discard(_:in:)``) could write a log as large as the slices the import committed.
    static func discardInSteps(_ id: Int64, in db: Database) throws {
        let path = DiskRoom.path(of: db)
        let pageSize = try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 4096
        var rows = 100
        var lastPause = ProcessInfo.processInfo.systemUptime
        for table in ["member_rows", "city_rows"] {
            while true {
                try db.beginTransaction(.immediate)
                try db.execute(sql: deletion(from: table, limit: rows), arguments: [id])
                let deleted = db.changesCount
                try db.commit()
                guard deleted > 0 else { break }
                let frames = try db.checkpoint(.passive).walFrameCount
                let budget = max(4, (DiskRoom.available(at: path) ?? 0) / 2 / pageSize)
                rows = min(20_000, max(20, rows * budget / max(frames, 1)))
                SlicedWrite.pauseIfDue(since: &lastPause)
            }
        }
        try db.inTransaction(.immediate) {
            try db.execute(sql: "DELETE FROM datasets WHERE id = ?", arguments: [id])
            return .commit
        }
        _ = try db.checkpoint(.passive)
        // Small steps: pages the vacuum has to move go through the log.
        try? giveBackFreePages(in: db, pagesPerStep: 16)
    }

    private static func deletion(from table: String, limit: Int) -> String {
        "DELETE FROM \(table) WHERE rowid IN (SELECT rowid FROM \(table) WHERE dataset_id = ? LIMIT \(limit))"
    }

    /// Removes the hidden datasets no job runs on any more: those of studios that no longer run
    /// (killed mid-import or mid-deletion) and those this process left when their cleanup failed.
    static func removeAbandoned(in db: Database) throws {
        let hidden = try Row.fetchAll(
            db, sql: "SELECT id, name FROM datasets WHERE name LIKE ?", arguments: ["\(marker)%"])
        for row in hidden {
            let name: String = row["name"]
            let words = name.dropFirst().split(separator: " ")
            guard words.count >= 2, let pid = Int32(words[1]) else { continue }
            if pid == getpid() {
                guard !running.withLock({ $0.contains(name) }) else { continue }
            } else {
                guard kill(pid, 0) != 0, errno == ESRCH else { continue }
            }
            try discard(row["id"], in: db)
        }
    }
}
