import GRDB

/// A row of `preview_sessions`.
struct PreviewSessionRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "preview_sessions"

    var id: Int64?
    var name: String
    var datasetId: Int64
    var createdAt: String
    var updatedAt: String
    var runs: Int
    var firstScreenDone: Bool
    var nextItem: Int

    enum CodingKeys: String, CodingKey {
        case id, name, runs
        case datasetId = "dataset_id"
        case createdAt = "created_at"
        case updatedAt = "updated_at"
        case firstScreenDone = "first_screen_done"
        case nextItem = "next_item"
    }

    enum Columns {
        static let name = Column(CodingKeys.name)
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    /// The session with this name, or nil.
    static func named(_ name: String, in db: Database) throws -> PreviewSessionRecord? {
        try PreviewSessionRecord.filter(Columns.name == name).fetchOne(db)
    }

    /// The session with this name; throws ``StoreError/sessionNotFound(_:)`` when there is none.
    static func existing(_ name: String, in db: Database) throws -> PreviewSessionRecord {
        guard let record = try named(name, in: db) else { throw StoreError.sessionNotFound(name) }
        return record
    }

    /// The row id, which every fetched or inserted record has.
    var rowID: Int64 {
        guard let id else { preconditionFailure("preview session record used before insertion") }
        return id
    }
}
