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

    /// The preset with this name, live or deleted. Names are compared in one normalisation form
    /// (NFC): "café" typed with a combining accent (NFD) and with a precomposed é print alike,
    /// so they name one preset, and a second preset cannot take the other spelling.
    static func named(_ name: String, in db: Database) throws -> PresetRecord? {
        if let exact = try PresetRecord.filter(Columns.name == name).fetchOne(db) { return exact }
        // SQLite compares bytes; only a name beyond ASCII has another spelling. Swift's String
        // equality is canonical equivalence (what NFC compares).
        guard name.utf8.contains(where: { $0 >= 0x80 }) else { return nil }
        let others = try PresetRecord.filter(sql: "length(CAST(name AS BLOB)) <> length(name)").fetchCursor(db)
        while let other = try others.next() {
            if other.name == name { return other }
        }
        return nil
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
