import GRDB

/// Imported table-view datasets.
///
/// An import is all or nothing for the user: its rows go into a hidden dataset in short
/// transactions (other studios' writes get in between, see ``SlicedWrite``), and one last short
/// transaction gives it its name; a bad record or a failure removes what was staged. Importing
/// into a name that exists is refused (no silent replace): the user deletes the old dataset first.
/// A deletion hides the dataset at once, then empties it in short transactions.
extension StudioStore {
    /// Imports member rows in file order as dataset `name`.
    ///
    /// `rows` may be any sequence, such as a lazy one over a parsed file, so
    /// a large import need not hold every row in memory at once.
    @discardableResult
    public func importMembers(
        dataset name: String, rows: some Sequence<MemberRow>, at time: String
    ) throws(StoreError) -> DatasetSummary {
        try importDataset(name, kind: .members, at: time) { db, datasetID, slices in
            try DatasetRowTable.insertMembers(rows, datasetID: datasetID, in: db, between: { try slices.yieldIfDue() })
        }
    }

    /// Imports the member rows `utf8Producer` emits as UTF-8 bytes (see ``MemberRowBytes``),
    /// streaming, as dataset `name`, all or nothing: the fast path for large files, which
    /// binds each field's bytes without making a `String`. A producer that throws
    /// ``RowSourceFailure`` (a bad record) rolls everything back.
    @discardableResult
    public func importMembers(
        dataset name: String, at time: String, utf8Producer: (_ emit: (MemberRowBytes) throws -> Void) throws -> Void
    ) throws(StoreError) -> DatasetSummary {
        try importDataset(name, kind: .members, at: time) { db, datasetID, slices in
            try DatasetRowTable.insertMembers(
                datasetID: datasetID, in: db, between: { try slices.yieldIfDue() }, utf8Producer: utf8Producer)
        }
    }

    /// Imports the member batches `batchProducer` emits, as dataset `name`, all or nothing.
    /// Batches own their bytes, so the producer may fill them on another thread (see
    /// ``MemberBatch``); a producer that throws ``RowSourceFailure`` rolls everything back.
    @discardableResult
    public func importMembers(
        dataset name: String, at time: String, batchProducer: (_ emit: (MemberBatch) throws -> Void) throws -> Void
    ) throws(StoreError) -> DatasetSummary {
        try importDataset(name, kind: .members, at: time) { db, datasetID, slices in
            try DatasetRowTable.insertMembers(
                datasetID: datasetID, in: db, between: { try slices.yieldIfDue() }, batchProducer: batchProducer)
        }
    }

    /// Imports the city rows `producer` emits, streaming, as dataset `name`, all or nothing.
    @discardableResult
    public func importCities(
        dataset name: String, at time: String, producer: (_ emit: (CityRow) throws -> Void) throws -> Void
    ) throws(StoreError) -> DatasetSummary {
        try importDataset(name, kind: .cities, at: time) { db, datasetID, slices in
            try DatasetRowTable.insertCities(
                datasetID: datasetID, in: db, between: { try slices.yieldIfDue() }, producer: producer)
        }
    }

    /// Imports city rows in file order as dataset `name`; `rows` may be any sequence.
    @discardableResult
    public func importCities(
        dataset name: String, rows: some Sequence<CityRow>, at time: String
    ) throws(StoreError) -> DatasetSummary {
        try importDataset(name, kind: .cities, at: time) { db, datasetID, slices in
            try DatasetRowTable.insertCities(rows, datasetID: datasetID, in: db, between: { try slices.yieldIfDue() })
        }
    }

    /// Every dataset, sorted by name.
    public func datasets() throws(StoreError) -> [DatasetSummary] {
        try read { db in
            try DatasetStaging.visible(DatasetRecord.order(DatasetRecord.Columns.name)).fetchAll(db).map {
                try $0.summary()
            }
        }
    }

    /// The dataset with this name, or nil.
    public func dataset(named name: String) throws(StoreError) -> DatasetSummary? {
        try read { db in try DatasetRecord.named(name, in: db)?.summary() }
    }

    /// The first `limit` rows of a dataset (all when nil), in file order.
    public func rows(dataset name: String, limit: Int? = nil) throws(StoreError) -> DatasetRows {
        try read { db in
            guard let record = try DatasetRecord.named(name, in: db), let id = record.id else {
                throw StoreError.datasetNotFound(name)
            }
            let summary = try record.summary()
            // SQLite reads a negative LIMIT as "no limit".
            let limit = limit.map { max($0, 0) } ?? -1
            switch summary.kind {
            case .members: return .members(try DatasetRowTable.fetchMembers(datasetID: id, limit: limit, in: db))
            case .cities: return .cities(try DatasetRowTable.fetchCities(datasetID: id, limit: limit, in: db))
            }
        }
    }

    /// Deletes a dataset, its rows and its preview sessions: the dataset disappears (and its name is
    /// free) in one short transaction, then its rows go in short transactions.
    public func deleteDataset(named name: String) throws(StoreError) {
        try sliced { db in
            try DatasetStaging.removeAbandoned(in: db)
            let hiddenName = DatasetStaging.name("delete")
            try DatasetStaging.running(hiddenName) {
                var hidden: Int64 = 0
                try db.inTransaction(.immediate) {
                    guard let record = try DatasetRecord.named(name, in: db), let id = record.id else {
                        throw StoreError.datasetNotFound(name)
                    }
                    try db.execute(sql: "DELETE FROM preview_sessions WHERE dataset_id = ?", arguments: [id])
                    try db.execute(sql: "UPDATE datasets SET name = ? WHERE id = ?", arguments: [hiddenName, id])
                    hidden = id
                    return .commit
                }
                let id = hidden
                do {
                    try DatasetStaging.discard(id, in: db)
                } catch {
                    // The dataset is hidden already; a failure here (a full disk) leaves its rows
                    // for the next import or deletion unless the second try gets them.
                    guard DatasetStaging.removeAfterFailure(id, in: db) else { throw error }
                }
            }
        }
    }

    // MARK: Helpers

    /// Stages the dataset under a hidden name, runs `insertRows` in short slices, then names it and
    /// records the row count it returns in one short transaction. On any failure what was staged is
    /// removed and the log truncated (or, if even that fails, left hidden for the next import or
    /// deletion in this or any studio to remove).
    private func importDataset(
        _ name: String, kind: DatasetKind, at time: String,
        insertRows: (Database, Int64, inout SlicedWrite) throws -> Int
    ) throws(StoreError) -> DatasetSummary {
        try InputValidation.check(name: name, as: .dataset)
        try InputValidation.check(time: time)
        // The log then holds only this import, so a disk it fills gets all its room back.
        releaseLogSpace()
        return try sliced { db in
            try DatasetStaging.removeAbandoned(in: db)
            let hiddenName = DatasetStaging.name("import")
            return try DatasetStaging.running(hiddenName) {
                var record = DatasetRecord(id: nil, name: hiddenName, kind: kind.rawValue, createdAt: time, rowCount: 0)
                try db.inTransaction(.immediate) {
                    if try DatasetRecord.named(name, in: db) != nil { throw StoreError.datasetExists(name) }
                    try record.insert(db)
                    return .commit
                }
                guard let id = record.id else { throw StoreError.storage(reason: "a new dataset got no id") }
                var slices = SlicedWrite(db, pausingAt: .importBetweenSlices)
                do {
                    try slices.begin()
                    record.rowCount = try insertRows(db, id, &slices)
                    try slices.finish()
                    try db.inTransaction(.immediate) {
                        // Another studio may have taken the name while the rows went in.
                        if try DatasetRecord.named(name, in: db) != nil { throw StoreError.datasetExists(name) }
                        record.name = name
                        try record.update(db)
                        return .commit
                    }
                } catch {
                    slices.abandon()
                    DatasetStaging.removeAfterFailure(id, in: db)
                    throw error
                }
                return try record.summary()
            }
        }
    }

    /// Runs `body`, which makes its own transactions, on the writer's connection.
    private func sliced<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        do {
            return try writer.writeWithoutTransaction(body)
        } catch {
            let failure = StoreError(wrapping: error)
            if failure == .diskFull { releaseLogSpace() }
            throw failure
        }
    }
}
