import GRDB

/// Renaming and copying whole presets, and taking back the last rename.
///
/// Everything of a preset (versions, tags, the draft and its undo steps) hangs off its row id, so a
/// rename changes only the name; what refers to a preset by name follows it in the same
/// transaction: the current preset setting and the table sessions' records of which version
/// animated a cell (`bounce@2` becomes `springy@2`). Saved gesture and event scripts name no preset.
extension StudioStore {
    /// The last rename, kept so `undo` right after it can name the preset back.
    public struct Rename: Sendable, Equatable {
        public let from: String
        public let to: String
        public let time: String
    }

    /// Renames a live preset; the new name must be free (also of deleted presets).
    @discardableResult
    public func renamePreset(_ name: String, to newName: String, at time: String) throws(StoreError) -> Rename {
        try InputValidation.check(name: newName, as: .preset)
        try InputValidation.check(time: time)
        let rename = Rename(from: name, to: newName, time: time)
        try write { db in
            let id = try Self.rename(db, name, to: newName)
            let value = [time, name, newName, try Self.historyMark(db, id)].joined(separator: "\t")
            try SettingRecord(key: Self.lastRenameKey, value: value).insert(db, onConflict: .replace)
        }
        return rename
    }

    /// The last rename, while nothing else happened to its preset since (its name, draft, undo steps
    /// and versions are as the rename left them).
    public func lastRename() throws(StoreError) -> Rename? {
        try read { db in try Self.lastRename(db) }
    }

    /// Names the preset of the last rename back, and forgets that rename.
    public func undoRename(_ rename: Rename) throws(StoreError) {
        try write { db in
            guard try Self.lastRename(db) == rename else { throw StoreError.presetNotFound(rename.to) }
            try Self.rename(db, rename.to, to: rename.from)
            try SettingRecord.deleteOne(db, key: Self.lastRenameKey)
        }
    }

    /// A new preset holding every version, tag and the draft with its undo steps of `name`.
    @discardableResult
    public func copyPreset(_ name: String, to newName: String, at time: String) throws(StoreError) -> PresetSummary {
        try InputValidation.check(name: newName, as: .preset)
        try InputValidation.check(time: time)
        return try write { db in
            let source = try PresetRecord.live(name, in: db)
            if let existing = try PresetRecord.named(newName, in: db) {
                throw StoreError.presetExists(newName, deleted: existing.deletedAt != nil)
            }
            var copy = PresetRecord(id: nil, name: newName, template: source.template, createdAt: time, deletedAt: nil)
            try copy.insert(db)
            let ids: StatementArguments = [copy.rowID, source.rowID]
            // In number order: the versions' trigger refuses a gap.
            try db.execute(
                sql: """
                    INSERT INTO preset_versions (preset_id, number, created_at, message, parameters)
                    SELECT ?, number, created_at, message, parameters FROM preset_versions WHERE preset_id = ? ORDER BY number
                    """, arguments: ids)
            try db.execute(
                sql:
                    "INSERT INTO tags (preset_id, name, version_number, tagged_at) SELECT ?, name, version_number, tagged_at FROM tags WHERE preset_id = ?",
                arguments: ids)
            try db.execute(
                sql:
                    "INSERT INTO draft_states (preset_id, position, created_at, parameters) SELECT ?, position, created_at, parameters FROM draft_states WHERE preset_id = ?",
                arguments: ids)
            try db.execute(
                sql:
                    "INSERT INTO drafts (preset_id, cursor, changed_at) SELECT ?, cursor, changed_at FROM drafts WHERE preset_id = ?",
                arguments: ids)
            guard let summary = try PresetSummaryRow.fetch(db, includeDeleted: false, name: newName).first else {
                throw StoreError.storage(reason: "copied preset \(quoted(newName)) vanished")
            }
            return try summary.summary()
        }
    }

    static let lastRenameKey = "last_rename"

    private static func lastRename(_ db: Database) throws -> Rename? {
        guard let value = try SettingRecord.fetchOne(db, key: lastRenameKey)?.value else { return nil }
        let parts = value.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 4, let preset = try PresetRecord.named(parts[2], in: db), preset.deletedAt == nil,
            try historyMark(db, preset.rowID) == parts[3]
        else { return nil }
        return Rename(from: parts[1], to: parts[2], time: parts[0])
    }

    /// What changes with any edit, undo, redo or commit of a preset: its draft's cursor, its number
    /// of draft states and of versions. (Times cannot tell: two steps may share a millisecond.)
    private static func historyMark(_ db: Database, _ id: Int64) throws -> String {
        let row = try Row.fetchOne(
            db,
            sql: """
                SELECT (SELECT cursor FROM drafts WHERE preset_id = ?1),
                       (SELECT COUNT(*) FROM draft_states WHERE preset_id = ?1),
                       (SELECT COUNT(*) FROM preset_versions WHERE preset_id = ?1)
                """, arguments: [id])
        let values: [Int64] = [row?[0] ?? 0, row?[1] ?? 0, row?[2] ?? 0]
        return values.map(String.init).joined(separator: " ")
    }

    @discardableResult
    private static func rename(_ db: Database, _ name: String, to newName: String) throws -> Int64 {
        var preset = try PresetRecord.live(name, in: db)
        if let existing = try PresetRecord.named(newName, in: db) {
            throw StoreError.presetExists(newName, deleted: existing.deletedAt != nil)
        }
        preset.name = newName
        try preset.update(db)
        try db.execute(
            sql: "UPDATE settings SET value = ? WHERE key = ? AND value = ?",
            arguments: [newName, SettingRecord.currentPresetKey, name])
        // Records name the version that animated a cell: `NAME@N` or `NAME@draft`.
        try db.execute(
            sql: """
                UPDATE cell_records SET animated_by = ? || substr(animated_by, length(?) + 1)
                WHERE substr(animated_by, 1, length(?) + 1) = ? || '@'
                """,
            arguments: [newName, name, name, name])
        return preset.rowID
    }
}
