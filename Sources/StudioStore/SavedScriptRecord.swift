import GRDB

/// A row of `saved_scripts`.
struct SavedScriptRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "saved_scripts"

    var id: Int64?
    var kind: String
    var name: String
    var script: String
    var createdAt: String

    enum CodingKeys: String, CodingKey {
        case id, kind, name, script
        case createdAt = "created_at"
    }

    enum Columns {
        static let kind = Column(CodingKeys.kind)
        static let name = Column(CodingKeys.name)
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    static func named(_ name: String, kind: ScriptKind, in db: Database) throws -> SavedScriptRecord? {
        try SavedScriptRecord.filter(Columns.kind == kind.rawValue && Columns.name == name).fetchOne(db)
    }

    func saved() throws -> SavedScript {
        guard let kind = ScriptKind(rawValue: kind) else {
            throw StoreError.storage(reason: "script \(quoted(name)) has unknown kind \(quoted(self.kind))")
        }
        return SavedScript(kind: kind, name: name, text: script, createdAt: createdAt)
    }
}
