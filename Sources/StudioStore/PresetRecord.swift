import AnimationCore
import GRDB

/// A row of `presets`.
struct PresetRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "presets"

    var id: Int64?
    var name: String
    var template: String
    var createdAt: String
    /// Non-nil while the preset is soft-deleted.
    var deletedAt: String?

    enum CodingKeys: String, CodingKey {
        case id, name, template
        case createdAt = "created_at"
        case deletedAt = "deleted_at"
    }

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let name = Column(CodingKeys.name)
        static let deletedAt = Column(CodingKeys.deletedAt)
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    /// The preset with this name, live or deleted.
    static func named(_ name: String, in db: Database) throws -> PresetRecord? {
        try PresetRecord.filter(Columns.name == name).fetchOne(db)
    }

    /// The live preset with this name; throws when it is missing or deleted.
    static func live(_ name: String, in db: Database) throws -> PresetRecord {
        guard let preset = try named(name, in: db) else { throw StoreError.presetNotFound(name) }
        guard preset.deletedAt == nil else { throw StoreError.presetDeleted(name) }
        return preset
    }

    /// The row id, which every fetched or inserted record has.
    /// The template the preset tunes; a name this build does not know means a damaged or foreign file.
    func knownTemplate() throws(StoreError) -> Template {
        guard let known = TemplateCatalog.template(named: template) else {
            throw .storage(reason: "preset \(quoted(name)) uses an unknown template \(quoted(template))")
        }
        return known
    }

    var rowID: Int64 {
        guard let id else { preconditionFailure("preset record used before insertion") }
        return id
    }
}
