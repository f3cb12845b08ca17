import AnimationCore
import Foundation
import GRDB

/// Rewrites parameters stored by releases before typed presets (a JSON object of canonical texts,
/// `{"duration":"1","timing":"uikit-spring(damping: 0.4, velocity: 0.1)"}`) as typed records (see
/// ``ParameterCoding``), for every version and every draft state, redo tail included, and the team
/// library's merge bases when the database has them.
///
/// Run by migration `0009_typed_parameters` between its SQL halves. Reading the old text is the one
/// place a stored timing is parsed: it was typed by a person before the values were kept typed.
enum ParameterRecordUpgrade {
    /// The line of a migration's SQL where this rewrite runs.
    static let marker = "-- @rewrite-parameters"

    static func rewrite(_ db: Database) throws {
        let templates = try Dictionary(
            uniqueKeysWithValues: Row.fetchAll(db, sql: "SELECT id, name, template FROM presets").map {
                (row: Row) -> (Int64, (name: String, template: String)) in (row["id"], (row["name"], row["template"]))
            })
        for row in try Row.fetchAll(db, sql: "SELECT id, preset_id, number, parameters FROM preset_versions") {
            let preset = templates[row["preset_id"]] ?? ("?", "?")
            let json = try upgraded(row["parameters"], preset: preset, label: "\(preset.name)@\(row["number"] as Int)")
            try db.execute(sql: "UPDATE preset_versions SET parameters = ? WHERE id = ?", arguments: [json, row["id"]])
        }
        for row in try Row.fetchAll(db, sql: "SELECT preset_id, position, parameters FROM draft_states") {
            let preset = templates[row["preset_id"]] ?? ("?", "?")
            let json = try upgraded(
                row["parameters"], preset: preset, label: "\(preset.name)@draft (undo step \(row["position"] as Int))")
            try db.execute(
                sql: "UPDATE draft_states SET parameters = ? WHERE preset_id = ? AND position = ?",
                arguments: [json, row["preset_id"], row["position"]])
        }
        // A database made by a studio with the team library (migration 0020) but before typed presets
        // also keeps each shared preset's merge base as texts.
        guard try db.tableExists("library_presets") else { return }
        for row in try Row.fetchAll(
            db, sql: "SELECT preset_id, base_parameters FROM library_presets WHERE base_parameters IS NOT NULL")
        {
            let preset = templates[row["preset_id"]] ?? ("?", "?")
            let json = try upgraded(row["base_parameters"], preset: preset, label: "\(preset.name)'s library base")
            try db.execute(
                sql: "UPDATE library_presets SET base_parameters = ? WHERE preset_id = ?",
                arguments: [json, row["preset_id"]])
        }
    }

    private static func upgraded(_ text: String, preset: (name: String, template: String), label: String) throws
        -> String
    {
        guard let template = TemplateCatalog.template(named: preset.template) else {
            throw StoreError.storage(reason: "cannot upgrade \(label): unknown template \(quoted(preset.template))")
        }
        guard let old = try? JSONDecoder().decode([String: String].self, from: Data(text.utf8)) else {
            throw StoreError.storage(
                reason: "cannot upgrade \(label): its parameters are not a json object of text values")
        }
        do throws(TimingError) {
            return ParameterCoding.encode(try PresetParameters(template, text: old))
        } catch {
            throw StoreError.storage(reason: "cannot upgrade \(label): \(error.message)")
        }
    }
}
