import AnimationCore
import GRDB

/// A row of `preset_versions`. Insert-only: triggers reject UPDATE and DELETE.
struct PresetVersionRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "preset_versions"

    var presetId: Int64
    var number: Int
    var createdAt: String
    var message: String?
    /// JSON object text with sorted keys (see ``ParameterCoding``).
    var parameters: String

    enum CodingKeys: String, CodingKey {
        case presetId = "preset_id"
        case number
        case createdAt = "created_at"
        case message, parameters
    }

    enum Columns {
        static let presetId = Column(CodingKeys.presetId)
        static let number = Column(CodingKeys.number)
    }

    /// All versions of a preset, oldest first.
    static func all(of presetID: Int64, in db: Database) throws -> [PresetVersionRecord] {
        try PresetVersionRecord
            .filter(Columns.presetId == presetID)
            .order(Columns.number)
            .fetchAll(db)
    }

    /// The newest version; every preset has at least version 1.
    static func latest(of presetID: Int64, in db: Database) throws -> PresetVersionRecord {
        guard
            let version =
                try PresetVersionRecord
                .filter(Columns.presetId == presetID)
                .order(Columns.number.desc)
                .fetchOne(db)
        else { throw StoreError.storage(reason: "a preset has no version") }
        return version
    }

    /// A given version, or nil.
    static func number(_ number: Int, of presetID: Int64, in db: Database) throws -> PresetVersionRecord? {
        try PresetVersionRecord
            .filter(Columns.presetId == presetID && Columns.number == number)
            .fetchOne(db)
    }

    func publicVersion(preset: String, template: Template) throws -> PresetVersion {
        PresetVersion(
            preset: preset, number: number, createdAt: createdAt, message: message,
            parameters: try ParameterCoding.decode(parameters, template: template, label: "\(preset)@\(number)"))
    }
}
