import GRDB

/// Studio-wide settings that persist across runs.
extension StudioStore {
    /// Makes `name` the current preset (`use NAME`), or clears it with nil.
    /// The preset must exist and not be deleted.
    public func setCurrentPreset(_ name: String?) throws(StoreError) {
        try write { db in
            guard let name else {
                try SettingRecord.deleteOne(db, key: SettingRecord.currentPresetKey)
                return
            }
            _ = try PresetRecord.live(name, in: db)
            // Not upsert(): GRDB's upsert reads back the rowid, which a
            // WITHOUT ROWID table does not have.
            try SettingRecord(key: SettingRecord.currentPresetKey, value: name).insert(db, onConflict: .replace)
        }
    }

    /// The current preset's name, or nil when none is set or it no longer
    /// names a live preset.
    public func currentPreset() throws(StoreError) -> String? {
        try read { db in
            guard let name = try SettingRecord.fetchOne(db, key: SettingRecord.currentPresetKey)?.value,
                let preset = try PresetRecord.named(name, in: db), preset.deletedAt == nil
            else { return nil }
            return name
        }
    }
}
