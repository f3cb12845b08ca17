import GRDB

/// A row of `drafts`: which history state is current, and when it changed.
struct DraftRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "drafts"

    var presetId: Int64
    var cursor: Int
    var changedAt: String

    enum CodingKeys: String, CodingKey {
        case presetId = "preset_id"
        case cursor
        case changedAt = "changed_at"
    }

    /// The draft of a preset; every preset has exactly one.
    static func of(_ presetID: Int64, in db: Database) throws -> DraftRecord {
        guard let draft = try DraftRecord.fetchOne(db, key: presetID) else {
            throw StoreError.storage(reason: "a preset has no draft")
        }
        return draft
    }
}
