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

    /// The saved script of `kind` with this name, compared in one normalisation form as a
    /// preset's name is (``PresetRecord/named(_:in:)``).
    static func named(_ name: String, kind: ScriptKind, in db: Database) throws -> SavedScriptRecord? {
        let ofKind = SavedScriptRecord.filter(Columns.kind == kind.rawValue)
        if let exact = try ofKind.filter(Columns.name == name).fetchOne(db) { return exact }
        guard name.utf8.contains(where: { $0 >= 0x80 }) else { return nil }
        let others = try ofKind.filter(sql: "length(CAST(name AS BLOB)) <> length(name)").fetchCursor(db)
        while let other = try others.next() {
            if other.name == name { return other }
        }
        return nil
    }

    func saved() throws -> SavedScript {
        guard let kind = ScriptKind(rawValue: kind) else {
            throw StoreError.storage(reason: "script \(quoted(name)) has unknown kind \(quoted(self.kind))")
        }
        return SavedScript(kind: kind, name: name, text: script, createdAt: createdAt)
    }
}
