public import AnimationCore
import GRDB

/// Presets and their committed versions.
///
/// Deleting is soft: `deletePreset` hides a preset, keeps all its versions,
/// drafts and tags, and keeps its name reserved until `restorePreset`.
/// Reading or changing a deleted preset throws ``StoreError/presetDeleted(_:)``;
/// only ``preset(named:)`` and ``presets(includeDeleted:)`` show it.
extension StudioStore {
    /// Creates a preset of `parameters`' template with version 1 and a draft equal to it, atomically.
    public func createPreset(
        name: String, parameters: PresetParameters, message: String?, at time: String
    ) throws(StoreError) -> PresetVersion {
        try InputValidation.check(name: name, as: .preset)
        try InputValidation.check(time: time)
        let message = try InputValidation.normalized(message: message)
        let json = ParameterCoding.encode(parameters)
        return try write { db in
            let preset = try insertPreset(db, name: name, template: parameters.template.name, at: time)
            try PresetVersionRecord(
                presetId: preset.rowID, number: 1, createdAt: time, message: message, parameters: json
            ).insert(db)
            try startDraft(db, presetID: preset.rowID, parameters: json, at: time)
            return PresetVersion(preset: name, number: 1, createdAt: time, message: message, parameters: parameters)
        }
    }

    /// Brings in a preset with its whole history, all or nothing.
    ///
    /// `versions` must hold the numbers 1...N exactly once (in any order);
    /// each keeps its own time and message. `tags` maps tag names to
    /// version numbers. The preset's creation time and the draft's change
    /// time are `time` (when it entered this database); the draft equals
    /// version N and has no undo history. Every version's parameters must be of one template.
    @discardableResult
    public func importPreset(
        name: String, versions: [NewVersion], tags: [String: Int], at time: String
    ) throws(StoreError) -> PresetSummary {
        try importPresets([PresetImport(name: name, versions: versions, tags: tags)], at: time)[0]
    }

    /// All presets sorted by name; deleted ones only when asked for.
    public func presets(includeDeleted: Bool = false) throws(StoreError) -> [PresetSummary] {
        try read { db in
            try PresetSummaryRow.fetch(db, includeDeleted: includeDeleted).map { try $0.summary() }
        }
    }

    /// The preset with this name, live or deleted (see ``PresetSummary/isDeleted``), or nil.
    public func preset(named name: String) throws(StoreError) -> PresetSummary? {
        try read { db in
            try PresetSummaryRow.fetch(db, includeDeleted: true, name: name).first?.summary()
        }
    }

    /// Every version of a preset, oldest first.
    public func versions(of preset: String) throws(StoreError) -> [PresetVersion] {
        try read { db in
            let record = try PresetRecord.live(preset, in: db)
            let template = try record.knownTemplate()
            return try PresetVersionRecord.all(of: record.rowID, in: db).map {
                try $0.publicVersion(preset: preset, template: template)
            }
        }
    }

    /// One version of a preset; throws when the number is out of 1...latest.
    public func version(of preset: String, number: Int) throws(StoreError) -> PresetVersion {
        try read { db in
            let record = try PresetRecord.live(preset, in: db)
            guard let version = try PresetVersionRecord.number(number, of: record.rowID, in: db) else {
                let latest = try PresetVersionRecord.latest(of: record.rowID, in: db)
                throw StoreError.versionNotFound(preset: preset, number: number, latest: latest.number)
            }
            return try version.publicVersion(preset: preset, template: try record.knownTemplate())
        }
    }

    /// The newest version of a preset.
    public func latestVersion(of preset: String) throws(StoreError) -> PresetVersion {
        try read { db in
            let record = try PresetRecord.live(preset, in: db)
            return try PresetVersionRecord.latest(of: record.rowID, in: db)
                .publicVersion(preset: preset, template: try record.knownTemplate())
        }
    }

    /// Hides a preset. Its versions, draft and tags are kept, and its name
    /// stays reserved. If it was the current preset, there is no current
    /// preset afterwards. Refused, unless `force`, while another live preset's draft or latest version
    /// plays it as its reduced-motion variant (`preset(name: NAME)`), which would then fail.
    public func deletePreset(named name: String, at time: String, force: Bool = false) throws(StoreError) {
        try InputValidation.check(time: time)
        try write { db in
            guard var preset = try PresetRecord.named(name, in: db) else { throw StoreError.presetNotFound(name) }
            guard preset.deletedAt == nil else { throw StoreError.presetAlreadyDeleted(name) }
            let users = try Self.variantUsers(of: name, db)
            guard force || users.isEmpty else { throw StoreError.presetPlayedAsVariant(name, users: users) }
            preset.deletedAt = time
            try preset.update(db)
            if try SettingRecord.fetchOne(db, key: SettingRecord.currentPresetKey)?.value == name {
                try SettingRecord.deleteOne(db, key: SettingRecord.currentPresetKey)
            }
        }
    }

    /// Brings back a deleted preset exactly as it was.
    public func restorePreset(named name: String) throws(StoreError) {
        try write { db in
            guard var preset = try PresetRecord.named(name, in: db) else { throw StoreError.presetNotFound(name) }
            guard preset.deletedAt != nil else { throw StoreError.presetNotDeleted(name) }
            preset.deletedAt = nil
            try preset.update(db)
        }
    }

    // MARK: Helpers

    /// Inserts a preset row, refusing a name held by a live or deleted preset.
    func insertPreset(_ db: Database, name: String, template: String, at time: String) throws -> PresetRecord {
        if let existing = try PresetRecord.named(name, in: db) {
            throw StoreError.presetExists(name, deleted: existing.deletedAt != nil)
        }
        var preset = PresetRecord(id: nil, name: name, template: template, createdAt: time, deletedAt: nil)
        try preset.insert(db)
        return preset
    }

    /// Creates a preset's draft with a one-state history.
    func startDraft(_ db: Database, presetID: Int64, parameters json: String, at time: String) throws {
        try DraftStateRecord(presetId: presetID, position: 1, createdAt: time, parameters: json).insert(db)
        try DraftRecord(presetId: presetID, cursor: 1, changedAt: time).insert(db)
    }
}
