import GRDB

/// Inserts member rows given as UTF-8 bytes several at a time, with one multi-row INSERT per
/// ``MemberBatch``.
///
/// Why batches: stepping a one-row INSERT costs SQLite a statement start and finish per row
/// (opening cursors, the statement journal, the reset); callgrind put that at about as much
/// again as the insertion itself. Why a copy: a row's bytes are only lent for the duration of
/// `add`, and a batch is stepped later, so each row is copied into the batch's buffer (one memcpy
/// of a few hundred bytes, far cheaper than SQLite copying each field into its own allocation),
/// which is bound without further copies.
struct MemberBatchInserter {
    private static let fieldCount = MemberBatch.fieldCount

    private let datasetID: Int64
    private let batch: RawStatement
    private let single: RawStatement
    /// Rows added one at a time wait here until a batch is full.
    private var pending = MemberBatch()
    /// How many rows have been inserted so far: the next row's position.
    private(set) var inserted = 0

    init(datasetID: Int64, in db: Database) throws {
        self.datasetID = datasetID
        batch = try RawStatement(db, sql: Self.insertSQL(rows: MemberBatch.capacity))
        single = try RawStatement(db, sql: Self.insertSQL(rows: 1))
    }

    /// `INSERT ... VALUES (?1, ?2, ..., ?10), (?1, ?11, ...)`: the dataset is parameter 1 in
    /// every row, then nine parameters (position and eight fields) per row.
    private static func insertSQL(rows: Int) -> String {
        let tuples = (0..<rows).map { row in
            "(?1, " + (0...fieldCount).map { "?\(2 + row * (fieldCount + 1) + $0)" }.joined(separator: ", ") + ")"
        }
        return """
            INSERT INTO member_rows
                (dataset_id, position, name, title, location, about, image, web, facebook, twitter)
            VALUES \(tuples.joined(separator: ", "))
            """
    }

    /// Queues a row (copying its bytes), inserting a full batch when there is one.
    mutating func add(_ row: MemberRowBytes) throws {
        pending.append(row)
        if pending.isFull { try flush() }
    }

    /// Queues a row given as strings, inserting a full batch when there is one.
    mutating func add(_ row: MemberRow) throws {
        pending.append(row)
        if pending.isFull { try flush() }
    }

    /// Inserts every queued row.
    mutating func flush() throws {
        try insert(pending)
        pending.removeAll()
    }

    /// Inserts a batch: a full one in one statement, a partial one row by row.
    mutating func insert(_ rows: MemberBatch) throws {
        let count = rows.count
        guard count > 0 else { return }
        try rows.arena.withUnsafeBufferPointer { text in
            if count == MemberBatch.capacity {
                try insert(rows.ranges, rows: 0..<count, with: batch, text: text)
            } else {
                for row in 0..<count { try insert(rows.ranges, rows: row..<row + 1, with: single, text: text) }
            }
        }
    }

    /// Binds `rows` to `statement` (whose tuples they fill exactly) and steps it.
    private mutating func insert(
        _ ranges: [Range<Int>?], rows: Range<Int>, with statement: RawStatement, text: UnsafeBufferPointer<UInt8>
    ) throws {
        // The text is not touched until the statement has stepped, so binding it in place
        // (SQLITE_STATIC) is safe; the bindings are cleared before it can change.
        defer { statement.clearBindings() }
        statement.bind(datasetID, at: 1)
        for (tuple, row) in rows.enumerated() {
            let first = Int32(2 + tuple * (Self.fieldCount + 1))
            statement.bind(Int64(inserted + tuple), at: first)
            for field in 0..<Self.fieldCount {
                let range = ranges[row * Self.fieldCount + field]
                statement.bind(
                    utf8: range.map { UnsafeBufferPointer(rebasing: text[$0]) }, at: first + 1 + Int32(field))
            }
        }
        try statement.insert()
        inserted += rows.count
    }
}
