import GRDB

/// The reading side of preview sessions: summaries with their record counts, the memory a
/// run starts from, and the records themselves.
///
/// Sessions can hold a million records (a scroll through a million-row dataset), so the
/// per-record reads step a ``RawStatement`` and fetch only the columns they return.
enum PreviewSessionTable {
    /// Summaries sorted by name, of every session or of the one named `name`.
    static func summaries(named name: String? = nil, in db: Database) throws -> [PreviewSessionSummary] {
        let query = try RawStatement(
            db,
            sql: """
                SELECT s.name, d.name, s.created_at, s.updated_at, s.runs, s.first_screen_done, s.next_item,
                       (SELECT count(*) FROM cell_records c WHERE c.session_id = s.id),
                       (SELECT count(*) FROM cell_records c WHERE c.session_id = s.id AND c.animated_run IS NOT NULL)
                FROM preview_sessions s JOIN datasets d ON d.id = s.dataset_id
                WHERE ?1 IS NULL OR s.name = ?1
                ORDER BY s.name
                """)
        query.bind(name, at: 1)
        var summaries: [PreviewSessionSummary] = []
        while try query.next() {
            summaries.append(
                PreviewSessionSummary(
                    name: try query.requiredText(at: 0), dataset: try query.requiredText(at: 1),
                    createdAt: try query.requiredText(at: 2), updatedAt: try query.requiredText(at: 3),
                    runs: Int(query.requiredInteger(at: 4)), cellCount: Int(query.requiredInteger(at: 7)),
                    animatedCount: Int(query.requiredInteger(at: 8)),
                    firstScreenDone: query.requiredInteger(at: 5) != 0,
                    nextItem: Int(query.requiredInteger(at: 6))))
        }
        return summaries
    }

    /// The summary of the session named `name`; throws when there is none.
    static func summary(named name: String, in db: Database) throws -> PreviewSessionSummary {
        guard let summary = try summaries(named: name, in: db).first else { throw StoreError.sessionNotFound(name) }
        return summary
    }

    /// The summary of `session` after a write. `counts`, when the caller knows them (the
    /// session was empty before its run), spare counting what may be a million records.
    static func summary(
        of session: PreviewSessionRecord, counts: (cells: Int, animated: Int)?, in db: Database
    ) throws -> PreviewSessionSummary {
        guard let counts else { return try summary(named: session.name, in: db) }
        let dataset =
            try String.fetchOne(
                db, sql: "SELECT name FROM datasets WHERE id = ?", arguments: [session.datasetId]) ?? ""
        return PreviewSessionSummary(
            name: session.name, dataset: dataset, createdAt: session.createdAt, updatedAt: session.updatedAt,
            runs: session.runs, cellCount: counts.cells, animatedCount: counts.animated,
            firstScreenDone: session.firstScreenDone, nextItem: session.nextItem)
    }

    /// True when the session has no records.
    static func isEmpty(_ sessionID: Int64, in db: Database) throws -> Bool {
        try
            !(Bool.fetchOne(
                db, sql: "SELECT EXISTS (SELECT 1 FROM cell_records WHERE session_id = ?)", arguments: [sessionID])
            ?? false)
    }

    /// The rows and items of the session's records that ever animated, with its flags.
    static func memory(of session: PreviewSessionRecord, in db: Database) throws -> SessionMemory {
        // One pass over the session's part of the primary key; only two columns are decoded.
        let query = try RawStatement(
            db,
            sql: """
                SELECT row, item FROM cell_records WHERE session_id = ? AND animated_run IS NOT NULL
                """)
        query.bind(session.rowID, at: 1)
        // Arrays first, then sets made at their final size: growing a set rehashes it each time.
        var rows: [Int] = []
        var items: [Int] = []
        while try query.next() {
            rows.append(Int(query.requiredInteger(at: 0)))
            items.append(Int(query.requiredInteger(at: 1)))
        }
        return SessionMemory(
            animatedRows: Set(rows), animatedItems: Set(items), firstScreenDone: session.firstScreenDone,
            runs: session.runs, nextItem: session.nextItem)
    }

    /// Up to `limit` records (all when negative), by row then item.
    static func records(of sessionID: Int64, limit: Int, in db: Database) throws -> [CellRecord] {
        let query = try RawStatement(
            db,
            sql: """
                SELECT row, item, first_run, first_time, display_count,
                       animated_run, animated_time, animated_by, animation_count
                FROM cell_records WHERE session_id = ? ORDER BY row, item LIMIT ?
                """)
        query.bind(sessionID, at: 1)
        query.bind(Int64(limit), at: 2)
        var records: [CellRecord] = []
        while try query.next() {
            records.append(
                CellRecord(
                    row: Int(query.requiredInteger(at: 0)), item: Int(query.requiredInteger(at: 1)),
                    firstRun: Int(query.requiredInteger(at: 2)), firstTime: query.real(at: 3) ?? 0,
                    displayCount: Int(query.requiredInteger(at: 4)), animatedRun: query.integer(at: 5).map(Int.init),
                    animatedTime: query.real(at: 6), animatedBy: query.text(at: 7),
                    animationCount: Int(query.requiredInteger(at: 8))))
        }
        return records
    }

    /// Deletes every record of the session.
    static func deleteRecords(of sessionID: Int64, in db: Database) throws {
        try db.execute(sql: "DELETE FROM cell_records WHERE session_id = ?", arguments: [sessionID])
    }
}
