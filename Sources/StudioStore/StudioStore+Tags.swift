import GRDB

/// Tags: names for versions of a preset, such as `bounce@v1`.
///
/// A tag names exactly one version of its own preset. Tagging a version
/// with a tag it already has is a no-op; moving a tag to another version
/// needs `force: true`.
extension StudioStore {
    /// Points `tag` at `version` of `preset`.
    ///
    /// - Returns: The version the tag named before, when `force` moved it.
    @discardableResult
    public func tag(
        _ tag: String, of preset: String, version: Int, force: Bool = false, at time: String
    ) throws(StoreError) -> Int? {
        try InputValidation.check(name: tag, as: .tag)
        try InputValidation.check(time: time)
        return try write { db in
            let presetID = try PresetRecord.live(preset, in: db).rowID
            guard try PresetVersionRecord.number(version, of: presetID, in: db) != nil else {
                let latest = try PresetVersionRecord.latest(of: presetID, in: db)
                throw StoreError.versionNotFound(preset: preset, number: version, latest: latest.number)
            }
            if var existing = try TagRecord.named(tag, of: presetID, in: db) {
                if existing.versionNumber == version { return nil }
                guard force else {
                    throw StoreError.tagTaken(tag: tag, preset: preset, version: existing.versionNumber)
                }
                let previous = existing.versionNumber
                existing.versionNumber = version
                existing.taggedAt = time
                try existing.update(db)
                return previous
            }
            try TagRecord(presetId: presetID, name: tag, versionNumber: version, taggedAt: time).insert(db)
            return nil
        }
    }

    /// Removes a tag; returns the version it named.
    @discardableResult
    public func untag(_ tag: String, of preset: String) throws(StoreError) -> Int {
        try write { db in
            let presetID = try PresetRecord.live(preset, in: db).rowID
            guard let existing = try TagRecord.named(tag, of: presetID, in: db) else {
                throw StoreError.tagNotFound(tag: tag, preset: preset)
            }
            try existing.delete(db)
            return existing.versionNumber
        }
    }

    /// The version `tag` names, or nil when the preset has no such tag.
    public func resolveTag(_ tag: String, of preset: String) throws(StoreError) -> Int? {
        try read { db in
            let presetID = try PresetRecord.live(preset, in: db).rowID
            return try TagRecord.named(tag, of: presetID, in: db)?.versionNumber
        }
    }

    /// Every tag of a preset with the version it names.
    public func tags(of preset: String) throws(StoreError) -> [String: Int] {
        try read { db in
            let presetID = try PresetRecord.live(preset, in: db).rowID
            let records = try TagRecord.filter(TagRecord.Columns.presetId == presetID).fetchAll(db)
            return Dictionary(uniqueKeysWithValues: records.map { ($0.name, $0.versionNumber) })
        }
    }
}
