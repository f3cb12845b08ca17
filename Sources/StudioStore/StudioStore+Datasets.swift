import GRDB

/// Imported table-view datasets.
///
/// An import is one transaction: every row lands or none does, and the
/// dataset row itself is only visible once all its rows are. Importing
/// into a name that exists is refused (no silent replace): the user
/// deletes the old dataset first.
extension StudioStore {
    /// Imports member rows in file order as dataset `name`.
    ///
    /// `rows` may be any sequence, such as a lazy one over a parsed file, so
    /// a large import need not hold every row in memory at once.
    @discardableResult
    public func importMembers(
        dataset name: String, rows: some Sequence<MemberRow>, at time: String
    ) throws(StoreError) -> DatasetSummary {
        try importDataset(name, kind: .members, at: time) { db, datasetID in
            try DatasetRowTable.insertMembers(rows, datasetID: datasetID, in: db)
        }
    }

    /// Imports the member rows `utf8Producer` emits as UTF-8 bytes (see ``MemberRowBytes``),
    /// streaming, as dataset `name`, in one transaction: the fast path for large files, which
    /// binds each field's bytes without making a `String`. A producer that throws
    /// ``RowSourceFailure`` (a bad record) rolls everything back.
    @discardableResult
    public func importMembers(
        dataset name: String, at time: String, utf8Producer: (_ emit: (MemberRowBytes) throws -> Void) throws -> Void
    ) throws(StoreError) -> DatasetSummary {
        try importDataset(name, kind: .members, at: time) { db, datasetID in
            try DatasetRowTable.insertMembers(datasetID: datasetID, in: db, utf8Producer: utf8Producer)
        }
    }

    /// Imports the member batches `batchProducer` emits, as dataset `name`, in one transaction.
    /// Batches own their bytes, so the producer may fill them on another thread (see
    /// ``MemberBatch``); a producer that throws ``RowSourceFailure`` rolls everything back.
    @discardableResult
    public func importMembers(
        dataset name: String, at time: String, batchProducer: (_ emit: (MemberBatch) throws -> Void) throws -> Void
    ) throws(StoreError) -> DatasetSummary {
        try importDataset(name, kind: .members, at: time) { db, datasetID in
            try DatasetRowTable.insertMembers(datasetID: datasetID, in: db, batchProducer: batchProducer)
        }
    }

    /// Imports the city rows `producer` emits, streaming, as dataset `name`, in one transaction.
    @discardableResult
    public func importCities(
        dataset name: String, at time: String, producer: (_ emit: (CityRow) throws -> Void) throws -> Void
    ) throws(StoreError) -> DatasetSummary {
        try importDataset(name, kind: .cities, at: time) { db, datasetID in
            try DatasetRowTable.insertCities(datasetID: datasetID, in: db, producer: producer)
        }
    }

    /// Imports city rows in file order as dataset `name`; `rows` may be any sequence.
    @discardableResult
    public func importCities(
        dataset name: String, rows: some Sequence<CityRow>, at time: String
    ) throws(StoreError) -> DatasetSummary {
        try importDataset(name, kind: .cities, at: time) { db, datasetID in
            try DatasetRowTable.insertCities(rows, datasetID: datasetID, in: db)
        }
    }

    /// Every dataset, sorted by name.
    public func datasets() throws(StoreError) -> [DatasetSummary] {
        try read { db in
            try DatasetRecord.order(DatasetRecord.Columns.name).fetchAll(db).map { try $0.summary() }
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

    /// Deletes a dataset and, through ON DELETE CASCADE, all its rows.
    public func deleteDataset(named name: String) throws(StoreError) {
        try write { db in
            guard let record = try DatasetRecord.named(name, in: db) else { throw StoreError.datasetNotFound(name) }
            try record.delete(db)
        }
    }

    // MARK: Helpers

    /// Creates the dataset row, runs `insertRows`, then records the row
    /// count it returns, all in one write transaction.
    private func importDataset(
        _ name: String, kind: DatasetKind, at time: String,
        insertRows: (Database, Int64) throws -> Int
    ) throws(StoreError) -> DatasetSummary {
        try InputValidation.check(name: name, as: .dataset)
        try InputValidation.check(time: time)
        // The log then holds only this import, so a disk it fills gets all its room back.
        releaseLogSpace()
        return try write { db in
            if try DatasetRecord.named(name, in: db) != nil { throw StoreError.datasetExists(name) }
            var record = DatasetRecord(id: nil, name: name, kind: kind.rawValue, createdAt: time, rowCount: 0)
            try record.insert(db)
            guard let id = record.id else { throw StoreError.storage(reason: "a new dataset got no id") }
            record.rowCount = try insertRows(db, id)
            try record.update(db)
            return try record.summary()
        }
    }
}
