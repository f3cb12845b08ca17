import GRDB

/// A row of `draft_states`: one entry of a draft's undo/redo history.
struct DraftStateRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "draft_states"

    var presetId: Int64
    /// Increases by one per pushed state; the draft's cursor points at one.
    var position: Int
    var createdAt: String
    var parameters: String

    enum CodingKeys: String, CodingKey {
        case presetId = "preset_id"
        case position
        case createdAt = "created_at"
        case parameters
    }

    enum Columns {
        static let presetId = Column(CodingKeys.presetId)
        static let position = Column(CodingKeys.position)
    }

    static func history(of presetID: Int64) -> QueryInterfaceRequest<DraftStateRecord> {
        DraftStateRecord.filter(Columns.presetId == presetID)
    }
}
