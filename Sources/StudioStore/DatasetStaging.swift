#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import GRDB
import Synchronization

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
            let sql = "DELETE FROM \(table) WHERE rowid IN (SELECT rowid FROM \(table) WHERE dataset_id = ? LIMIT 5000)"
            while true {
                try db.execute(sql: sql, arguments: [id])
                guard db.changesCount > 0 else { break }
                try slices.yieldIfDue()
            }
        }
        try db.execute(sql: "DELETE FROM datasets WHERE id = ?", arguments: [id])
        try slices.finish()
    }

    /// Removes what a failed job staged, then truncates the log so the room the job took comes back
    /// while the studio stays open. A full disk can stop the deletion itself (it needs room in the
    /// log): then the log is first copied into the file and emptied, and the deletion tried again.
    /// Returns whether the dataset is gone; if not, it stays hidden for the next import or deletion.
    @discardableResult
    static func removeAfterFailure(_ id: Int64, in db: Database) -> Bool {
        var removed = attemptDiscard(id, in: db)
        if !removed {
            _ = try? db.checkpoint(.truncate)
            removed = attemptDiscard(id, in: db)
        }
        _ = try? db.checkpoint(.truncate)
        return removed
    }

    private static func attemptDiscard(_ id: Int64, in db: Database) -> Bool {
        do {
            try discard(id, in: db)
            return true
        } catch {
            if db.isInsideTransaction { try? db.rollback() }
            return false
        }
    }

    /// Removes the hidden datasets no job runs on any more: those of studios that no longer run
    /// (killed mid-import or mid-deletion) and those this process left when their cleanup failed.
    static func removeAbandoned(in db: Database) throws {
        let hidden = try Row.fetchAll(db, sql: "SELECT id, name FROM datasets WHERE name LIKE ?", arguments: ["\(marker)%"])
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
