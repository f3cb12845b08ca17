import GRDB

/// A row of `datasets`.
struct DatasetRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "datasets"

    var id: Int64?
    var name: String
    var kind: String
    var createdAt: String
    var rowCount: Int

    enum CodingKeys: String, CodingKey {
        case id, name, kind
        case createdAt = "created_at"
        case rowCount = "row_count"
    }

    enum Columns {
        static let name = Column(CodingKeys.name)
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    static func named(_ name: String, in db: Database) throws -> DatasetRecord? {
        try DatasetRecord.filter(Columns.name == name).fetchOne(db)
    }

    func summary() throws -> DatasetSummary {
        guard let kind = DatasetKind(rawValue: kind) else {
            throw StoreError.storage(reason: "dataset \(quoted(name)) has unknown kind \(quoted(self.kind))")
        }
        return DatasetSummary(name: name, kind: kind, createdAt: createdAt, rowCount: rowCount)
    }
}
