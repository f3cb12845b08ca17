import GRDB

/// Folds one run's cells into `cell_records` with multi-row upserts: a statement of
/// ``batchSize`` rows prepared once and stepped per full batch, and one smaller statement for
/// the remainder.
///
/// Why batches: as for member imports (see ``MemberBatchInserter``), a one-row statement costs
/// SQLite a statement start, finish and reset per row, about as much again as the insertion.
/// Why an upsert: a run both adds new cells and adds to cells an earlier run recorded, and
/// `ON CONFLICT` does either in the one B-tree seek the insert makes anyway.
/// Only numbers are bound per row; the session, run and reference are bound once per statement,
/// and the cells are read in place, so nothing is allocated per row.
struct CellRecordInserter {
    /// Rows per statement: 6 parameters each, far below SQLite's limit of 32766.
    static let batchSize = 128
    private static let perRow: Int32 = 6

    private let sessionID: Int64
    private let run: Int64
    private let animatedBy: String
    private let db: Database

    init(sessionID: Int64, run: Int, animatedBy: String, in db: Database) {
        self.sessionID = sessionID
        self.run = Int64(run)
        self.animatedBy = animatedBy
        self.db = db
    }

    /// Upserts `cells`, which must be valid and hold each (row, item) at most once
    /// (see ``PreviewRun/checkedCells()``); key order inserts fastest.
    func upsert(_ cells: [CellRunRecord]) throws {
        let remainder = cells.count % Self.batchSize
        let full = cells.count - remainder
        try cells.withUnsafeBufferPointer { cells in
            if full > 0 {
                let statement = try prepared(rows: Self.batchSize)
                var start = 0
                while start < full {
                    try step(statement, cells[start..<start + Self.batchSize])
                    start += Self.batchSize
                }
            }
            if remainder > 0 {
                try step(try prepared(rows: remainder), cells[full...])
            }
        }
    }

    /// Binds `rows` to `statement`, whose tuples they fill exactly, and steps it.
    private func step(_ statement: RawStatement, _ rows: Slice<UnsafeBufferPointer<CellRunRecord>>) throws {
        var index: Int32 = 4
        for cell in rows {
            statement.bind(Int64(cell.row), at: index)
            statement.bind(Int64(cell.item), at: index + 1)
            statement.bind(cell.firstTime, at: index + 2)
            statement.bind(Int64(cell.displayCount), at: index + 3)
            statement.bind(cell.animatedTime, at: index + 4)
            statement.bind(Int64(cell.animationCount), at: index + 5)
            index += Self.perRow
        }
        try statement.insert()
    }

    /// The upsert for `rows` rows with the session (?1), run (?2) and reference (?3) bound.
    private func prepared(rows: Int) throws -> RawStatement {
        let statement = try RawStatement(db, sql: Self.upsertSQL(rows: rows))
        statement.bind(sessionID, at: 1)
        statement.bind(run, at: 2)
        statement.bind(animatedBy, at: 3)
        return statement
    }

    /// `INSERT ... VALUES (...), ... ON CONFLICT DO UPDATE`: per row, parameters for row, item,
    /// first time, display count, animated time (NULL when the cell did not animate, which also
    /// makes its animated run and reference NULL) and animation count.
    ///
    /// On conflict the counts add up and the animated columns are only filled when still NULL:
    /// they record the cell's first animation, and `first_run`/`first_time` its first display.
    static func upsertSQL(rows: Int) -> String {
        let tuples = (0..<rows).map { row in
            let p = (0..<Int(perRow)).map { "?\(4 + row * Int(perRow) + $0)" }
            return "(?1, \(p[0]), \(p[1]), ?2, \(p[2]), \(p[3]), CASE WHEN \(p[4]) IS NULL THEN NULL ELSE ?2 END, "
                + "\(p[4]), CASE WHEN \(p[4]) IS NULL THEN NULL ELSE ?3 END, \(p[5]))"
        }
        return """
            INSERT INTO cell_records
                (session_id, row, item, first_run, first_time, display_count,
                 animated_run, animated_time, animated_by, animation_count)
            VALUES \(tuples.joined(separator: ", "))
            ON CONFLICT (session_id, row, item) DO UPDATE SET
                display_count = display_count + excluded.display_count,
                animation_count = animation_count + excluded.animation_count,
                animated_run = COALESCE(animated_run, excluded.animated_run),
                animated_time = COALESCE(animated_time, excluded.animated_time),
                animated_by = COALESCE(animated_by, excluded.animated_by)
            """
    }
}
