import AnimationCore
import GRDB

extension StudioStore {
    /// Brings in presets with their whole histories in one transaction: every one or none.
    ///
    /// Each is checked as ``importPreset(name:versions:tags:at:)`` describes before anything
    /// is written; a name used twice in `presets`, or already in the studio, refuses them all.
    @discardableResult
    public func importPresets(_ presets: [PresetImport], at time: String) throws(StoreError) -> [PresetSummary] {
        try InputValidation.check(time: time)
        var prepared: [(PresetImport, template: String, rows: [(NewVersion, message: String?, json: String)])] = []
        for preset in presets {
            let name = preset.name
            try InputValidation.check(name: name, as: .preset)
            let ordered = preset.versions.sorted { $0.number < $1.number }
            guard !ordered.isEmpty, ordered.map(\.number) == Array(1...ordered.count) else {
                throw .versionNumbersNotContiguous(preset: name, numbers: ordered.map(\.number))
            }
            // The values were checked when built; the versions must share one template.
            let template = ordered[0].parameters.template.name
            var rows: [(NewVersion, message: String?, json: String)] = []
            for version in ordered {
                try InputValidation.check(time: version.time)
                guard version.parameters.template.name == template else {
                    throw .invalidParameters(
                        reference: "\(name)@\(version.number)",
                        reason: "it is a \(version.parameters.template.name) preset, but \(name)@1 is \(template)")
                }
                rows.append(
                    (
                        version, try InputValidation.normalized(message: version.message),
                        ParameterCoding.encode(version.parameters)
                    ))
            }
            for (tag, number) in preset.tags.sorted(by: { $0.key < $1.key }) {
                try InputValidation.check(name: tag, as: .tag)
                guard (1...ordered.count).contains(number) else {
                    throw .tagTargetMissing(tag: tag, preset: name, version: number, latest: ordered.count)
                }
            }
            prepared.append((preset, template, rows))
        }
        return try write { db in
            var summaries: [PresetSummary] = []
            for (preset, template, rows) in prepared {
                let record = try insertPreset(db, name: preset.name, template: template, at: time)
                for (version, message, json) in rows {
                    try PresetVersionRecord(
                        presetId: record.rowID, number: version.number, createdAt: version.time,
                        message: message, parameters: json
                    ).insert(db)
                }
                for (tag, number) in preset.tags {
                    try TagRecord(presetId: record.rowID, name: tag, versionNumber: number, taggedAt: time).insert(db)
                }
                try startDraft(db, presetID: record.rowID, parameters: rows[rows.count - 1].json, at: time)
                guard let summary = try PresetSummaryRow.fetch(db, includeDeleted: false, name: preset.name).first
                else {
                    throw StoreError.storage(reason: "imported preset \(quoted(preset.name)) vanished")
                }
                summaries.append(try summary.summary())
            }
            return summaries
        }
    }
}
