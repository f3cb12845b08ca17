#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import GRDB

/// Datasets on their way in or out: an import fills, and a deletion empties, a dataset under a hidden
/// name, in short transactions (``SlicedWrite``). The name begins with U+0001, which no dataset name
/// may hold (names refuse control characters), so no user and no listing ever sees it; it carries the
/// process id, so a dataset left by a killed studio is recognised and removed by the next import or
/// deletion.
enum DatasetStaging {
    static let marker = "\u{1}"

    /// A hidden name for this process's `job` (`import` or `delete`) on dataset row `id`.
    static func name(_ job: String, id: Int64? = nil) -> String {
        "\(marker)\(job) \(getpid()) \(id.map(String.init) ?? String(UInt32.random(in: 0...UInt32.max)))"
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

    /// Removes the hidden datasets of studios that no longer run (killed mid-import or mid-deletion).
    static func removeAbandoned(in db: Database) throws {
        let hidden = try Row.fetchAll(db, sql: "SELECT id, name FROM datasets WHERE name LIKE ?", arguments: ["\(marker)%"])
        for row in hidden {
            let words = (row["name"] as String).dropFirst().split(separator: " ")
            guard words.count >= 2, let pid = Int32(words[1]), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            try discard(row["id"], in: db)
        }
    }
}
