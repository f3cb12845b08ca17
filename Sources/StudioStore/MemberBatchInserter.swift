import GRDB

/// Inserts member rows given as UTF-8 bytes several at a time, with one multi-row INSERT per
/// batch.
///
/// Why batches: stepping a one-row INSERT costs SQLite a statement start and finish per row
/// (opening cursors, the statement journal, the reset); callgrind put that at about as much
/// again as the insertion itself. Why a copy: a row's bytes are only lent for the duration of
/// `add`, and a batch is stepped later, so each row is copied into `arena` (one memcpy of a few
/// hundred bytes, far cheaper than SQLite copying each field into its own allocation) and the
/// arena is bound without further copies.
struct MemberBatchInserter {
    /// Rows per statement: 64 × 9 parameters stays far below SQLite's variable limit.
    static let batchSize = 64
    private static let fieldCount = 8

    private let datasetID: Int64
    private let batch: RawStatement
    private let single: RawStatement
    /// The pending rows' text, back to back.
    private var arena: [UInt8] = []
    /// Per pending row, per field: its range in `arena`, or nil for NULL.
    private var ranges: [Range<Int>?] = []
    /// How many rows have been inserted (flushed) so far: the next row's position.
    private(set) var inserted = 0

    init(datasetID: Int64, in db: Database) throws {
        self.datasetID = datasetID
        batch = try RawStatement(db, sql: Self.insertSQL(rows: Self.batchSize))
        single = try RawStatement(db, sql: Self.insertSQL(rows: 1))
        arena.reserveCapacity(Self.batchSize * 512)
        ranges.reserveCapacity(Self.batchSize * Self.fieldCount)
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
        // Field by field rather than over an array literal, which would allocate per row.
        queue(row.name)
        queue(row.title)
        queue(row.location)
        queue(row.about)
        queue(row.image)
        queue(row.web)
        queue(row.facebook)
        queue(row.twitter)
        if ranges.count == Self.batchSize * Self.fieldCount { try flush() }
    }

    private mutating func queue(_ field: UnsafeBufferPointer<UInt8>?) {
        guard let field else {
            ranges.append(nil)
            return
        }
        let start = arena.count
        arena.append(contentsOf: field)
        ranges.append(start..<arena.count)
    }

    /// Inserts every queued row: a full batch in one statement, a partial one row by row.
    mutating func flush() throws {
        let rows = ranges.count / Self.fieldCount
        guard rows > 0 else { return }
        try arena.withUnsafeBufferPointer { text in
            if rows == Self.batchSize {
                try insert(rows: 0..<rows, with: batch, text: text)
            } else {
                for row in 0..<rows { try insert(rows: row..<row + 1, with: single, text: text) }
            }
        }
        arena.removeAll(keepingCapacity: true)
        ranges.removeAll(keepingCapacity: true)
    }

    /// Binds queued `rows` to `statement` (whose tuples they fill exactly) and steps it.
    private mutating func insert(rows: Range<Int>, with statement: RawStatement, text: UnsafeBufferPointer<UInt8>) throws {
        // The arena is not touched until the statement has stepped, so binding it in place
        // (SQLITE_STATIC) is safe; the bindings are cleared before the arena can change.
        defer { statement.clearBindings() }
        statement.bind(datasetID, at: 1)
        for (tuple, row) in rows.enumerated() {
            let first = Int32(2 + tuple * (Self.fieldCount + 1))
            statement.bind(Int64(inserted + tuple), at: first)
            for field in 0..<Self.fieldCount {
                let range = ranges[row * Self.fieldCount + field]
                statement.bind(utf8: range.map { UnsafeBufferPointer(rebasing: text[$0]) }, at: first + 1 + Int32(field))
            }
        }
        try statement.insert()
        inserted += rows.count
    }
}
