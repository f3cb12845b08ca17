import GRDB
import TerminalText

/// The one resolver of preset references, below the command language and the preview: both get
/// the same version, and the same errors with the same suggestions.
extension StudioStore {
    /// The version or draft `reference` names, read in one transaction.
    ///
    /// - Throws: ``StoreError/referenceNotFound(name:similar:)`` for an unknown name (with the closest
    ///   live names), ``StoreError/presetDeleted(_:)``, ``StoreError/versionNotFound(preset:number:latest:)``
    ///   or ``StoreError/versionOrTagNotFound(preset:selector:)``.
    public func resolve(_ reference: PresetReference) throws(StoreError) -> ResolvedPreset {
        try read { db in
            guard let record = try PresetRecord.named(reference.name, in: db) else {
                let names = try String.fetchAll(db, sql: "SELECT name FROM presets WHERE deleted_at IS NULL")
                throw StoreError.referenceNotFound(
                    name: reference.name, similar: Suggestions.closest(reference.name, among: names))
            }
            guard record.deletedAt == nil else { throw StoreError.presetDeleted(record.name) }
            let template = try record.knownTemplate()
            let number: Int
            switch reference.selector {
            case .draft:
                let draft = try DraftRecord.of(record.rowID, in: db)
                let state = try state(db, presetID: record.rowID, position: draft.cursor)
                return ResolvedPreset(
                    name: record.name, version: nil,
                    parameters: try ParameterCoding.decode(
                        state.parameters, template: template, label: "\(record.name)@draft"),
                    time: draft.changedAt, message: nil)
            case .latest: number = try PresetVersionRecord.latest(of: record.rowID, in: db).number
            case .version(let wanted): number = wanted
            case .tag(let tag):
                guard let tagged = try TagRecord.named(tag, of: record.rowID, in: db) else {
                    throw StoreError.versionOrTagNotFound(preset: record.name, selector: tag)
                }
                number = tagged.versionNumber
            }
            guard let version = try PresetVersionRecord.number(number, of: record.rowID, in: db) else {
                let latest = try PresetVersionRecord.latest(of: record.rowID, in: db)
                throw StoreError.versionNotFound(preset: record.name, number: number, latest: latest.number)
            }
            let resolved = try version.publicVersion(preset: record.name, template: template)
            return ResolvedPreset(
                name: record.name, version: number, parameters: resolved.parameters, time: resolved.createdAt,
                message: resolved.message)
        }
    }
}
