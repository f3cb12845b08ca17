import GRDB

/// A row of `settings`: a studio-wide key/value pair.
struct SettingRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "settings"

    /// The key under which `use NAME` stores the current preset's name.
    static let currentPresetKey = "current_preset"

    var key: String
    var value: String
}
