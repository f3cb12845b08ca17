import GRDB

/// Preview sessions of the table-view simulation: what an app keeps between showings of its
/// table, namely which cells already animated.
///
/// The simulation itself is pure; a run starts from ``sessionMemory(named:)`` and ends with
/// ``recordRun(_:session:at:)``, which folds the run's cells into the session's records in one
/// transaction. A session belongs to a dataset and vanishes with it (ON DELETE CASCADE).
extension StudioStore {
    /// Creates an empty session over `dataset`; its next item starts at the dataset's row count,
    /// since the dataset's rows are items `0..<rowCount`.
    @discardableResult
    public func createPreviewSession(
        named name: String, dataset: String, at time: String
    ) throws(StoreError) -> PreviewSessionSummary {
        try InputValidation.check(name: name, as: .session)
        try InputValidation.check(time: time)
        return try write { db in
            let session = try insertSession(named: name, dataset: dataset, at: time, in: db)
            return try PreviewSessionTable.summary(of: session, counts: (0, 0), in: db)
        }
    }

    /// Inserts a new session row over `dataset`.
    private func insertSession(named name: String, dataset: String, at time: String, in db: Database) throws
        -> PreviewSessionRecord
    {
        guard let datasetRecord = try DatasetRecord.named(dataset, in: db), let datasetID = datasetRecord.id else {
            throw StoreError.datasetNotFound(dataset)
        }
        if try PreviewSessionRecord.named(name, in: db) != nil { throw StoreError.sessionExists(name) }
        var session = PreviewSessionRecord(
            id: nil, name: name, datasetId: datasetID, createdAt: time, updatedAt: time, runs: 0,
            firstScreenDone: false, nextItem: datasetRecord.rowCount)
        try session.insert(db)
        return session
    }

    /// An unused name `session-N`: N is one more than the largest N of the names of that form
    /// (decimal digits only), 1 when there are none, so names never repeat after a deletion
    /// of an earlier one.
    public func nextPreviewSessionName() throws(StoreError) -> String {
        let names = try read { db in
            try String.fetchAll(db, sql: "SELECT name FROM preview_sessions WHERE name LIKE 'session-%'")
        }
        let prefix = "session-"
        let numbers = names.compactMap { name -> Int? in
            let digits = name.utf8.dropFirst(prefix.utf8.count)
            guard name.hasPrefix(prefix), !digits.isEmpty,
                digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
            else { return nil }
            // Numbers too large to count on are left alone: the result cannot collide with them.
            return Int(String(decoding: digits, as: UTF8.self)).flatMap { $0 < Int.max ? $0 : nil }
        }
        return prefix + String((numbers.max() ?? 0) + 1)
    }

    /// The session with this name, or nil.
    public func previewSession(named name: String) throws(StoreError) -> PreviewSessionSummary? {
        try read { db in try PreviewSessionTable.summaries(named: name, in: db).first }
    }

    /// Every session, sorted by name.
    public func previewSessions() throws(StoreError) -> [PreviewSessionSummary] {
        try read { db in try PreviewSessionTable.summaries(in: db) }
    }

    /// What the next run of the session needs to decide its policies.
    public func sessionMemory(named name: String) throws(StoreError) -> SessionMemory {
        try read { db in try PreviewSessionTable.memory(of: PreviewSessionRecord.existing(name, in: db), in: db) }
    }

    /// Records a finished run as the session's next one, in one write transaction: new cells
    /// get records whose first run is this one, cells seen before add to their counts and keep
    /// their first display and first animation; the session takes the run's flag and counter.
    ///
    /// The run is checked before anything is written: a bad value throws
    /// ``StoreError/invalidRun(_:)`` naming the cell, and the session stays as it was.
    ///
    /// - Parameter dataset: when given, the session is created over this dataset in the same
    ///   transaction, so a failed or interrupted first run leaves no empty session behind.
    @discardableResult
    public func recordRun(
        _ run: PreviewRun, session name: String, creatingOver dataset: String? = nil, at time: String
    ) throws(StoreError) -> PreviewSessionSummary {
        try InputValidation.check(time: time)
        if dataset != nil { try InputValidation.check(name: name, as: .session) }
        let cells = try run.checkedCells()
        return try write { db in
            var session =
                try dataset.map { try insertSession(named: name, dataset: $0, at: time, in: db) }
                ?? PreviewSessionRecord.existing(name, in: db)
            // Into an empty session every cell is a new record, so the counts are the run's.
            let counts =
                try PreviewSessionTable.isEmpty(session.rowID, in: db)
                ? (cells: cells.count, animated: cells.count { $0.animationCount > 0 }) : nil
            session.runs += 1
            let inserter = CellRecordInserter(
                sessionID: session.rowID, run: session.runs, animatedBy: run.animatedBy, in: db)
            try inserter.upsert(cells)
            session.firstScreenDone = run.firstScreenDone
            session.nextItem = run.nextItem
            session.updatedAt = time
            try session.update(db)
            return try PreviewSessionTable.summary(of: session, counts: counts, in: db)
        }
    }

    /// The session's records by row then item; the first `limit` of them, or all when nil.
    public func cellRecords(session name: String, limit: Int? = nil) throws(StoreError) -> [CellRecord] {
        try read { db in
            let session = try PreviewSessionRecord.existing(name, in: db)
            // SQLite reads a negative LIMIT as "no limit".
            return try PreviewSessionTable.records(of: session.rowID, limit: limit.map { max($0, 0) } ?? -1, in: db)
        }
    }

    /// Forgets everything the session recorded (records, runs, the first-screen flag, inserted
    /// items) but keeps the session itself and its dataset.
    public func resetPreviewSession(named name: String, at time: String) throws(StoreError) {
        try InputValidation.check(time: time)
        try write { db in
            var session = try PreviewSessionRecord.existing(name, in: db)
            let rowCount =
                try Int.fetchOne(
                    db, sql: "SELECT row_count FROM datasets WHERE id = ?", arguments: [session.datasetId]) ?? 0
            try PreviewSessionTable.deleteRecords(of: session.rowID, in: db)
            session.runs = 0
            session.firstScreenDone = false
            session.nextItem = rowCount
            session.updatedAt = time
            try session.update(db)
        }
    }

    /// Deletes a session and, through ON DELETE CASCADE, its records.
    public func deletePreviewSession(named name: String) throws(StoreError) {
        try write { db in
            _ = try PreviewSessionRecord.existing(name, in: db).delete(db)
        }
    }

    /// The name and detail of every row of a dataset, in file order: members give name and
    /// title, cities name and description.
    public func rowLabels(dataset name: String) throws(StoreError) -> [RowLabel] {
        try read { db in
            guard let record = try DatasetRecord.named(name, in: db), let id = record.id else {
                throw StoreError.datasetNotFound(name)
            }
            return try DatasetRowTable.fetchLabels(datasetID: id, kind: record.summary().kind, in: db)
        }
    }
}
