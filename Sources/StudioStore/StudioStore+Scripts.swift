import GRDB

/// Gesture and events scripts saved by name, so the same interaction replays against every version.
extension StudioStore {
    /// The longest script text kept, in characters (unicode scalars).
    public static let scriptLimit = 100_000

    /// Saves `text` as the `kind` script called `name`; an existing name is refused unless
    /// `replacing` is true (then its text and time are replaced).
    @discardableResult
    public func saveScript(
        kind: ScriptKind, name: String, text: String, at time: String, replacing: Bool = false
    ) throws(StoreError) -> SavedScript {
        try InputValidation.check(name: name, as: .script)
        try InputValidation.check(time: time)
        let length = text.unicodeScalars.count
        guard (1...Self.scriptLimit).contains(length) else { throw .invalidScript(kind: kind, length: length) }
        return try write { db in
            if var existing = try SavedScriptRecord.named(name, kind: kind, in: db) {
                guard replacing else { throw StoreError.scriptExists(kind: kind, name: name) }
                existing.script = text
                existing.createdAt = time
                try existing.update(db)
                return try existing.saved()
            }
            var record = SavedScriptRecord(id: nil, kind: kind.rawValue, name: name, script: text, createdAt: time)
            try record.insert(db)
            return try record.saved()
        }
    }

    /// Every script of `kind`, sorted by name.
    public func scripts(kind: ScriptKind) throws(StoreError) -> [SavedScript] {
        try read { db in
            try SavedScriptRecord.filter(SavedScriptRecord.Columns.kind == kind.rawValue)
                .order(SavedScriptRecord.Columns.name).fetchAll(db).map { try $0.saved() }
        }
    }

    /// The `kind` script called `name`, or nil.
    public func script(kind: ScriptKind, named name: String) throws(StoreError) -> SavedScript? {
        try read { db in try SavedScriptRecord.named(name, kind: kind, in: db)?.saved() }
    }

    /// Deletes the `kind` script called `name`.
    public func deleteScript(kind: ScriptKind, named name: String) throws(StoreError) {
        try write { db in
            guard let record = try SavedScriptRecord.named(name, kind: kind, in: db) else {
                throw StoreError.scriptNotFound(kind: kind, name: name)
            }
            try record.delete(db)
        }
    }
}
