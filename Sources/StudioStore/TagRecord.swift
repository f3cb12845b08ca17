import GRDB

/// A row of `tags`: a name for one version of its preset.
struct TagRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tags"

    var presetId: Int64
    var name: String
    var versionNumber: Int
    var taggedAt: String

    enum CodingKeys: String, CodingKey {
        case presetId = "preset_id"
        case name
        case versionNumber = "version_number"
        case taggedAt = "tagged_at"
    }

    enum Columns {
        static let presetId = Column(CodingKeys.presetId)
        static let name = Column(CodingKeys.name)
    }

    static func named(_ name: String, of presetID: Int64, in db: Database) throws -> TagRecord? {
        try TagRecord.fetchOne(db, key: [CodingKeys.presetId.rawValue: presetID, CodingKeys.name.rawValue: name])
    }
}
