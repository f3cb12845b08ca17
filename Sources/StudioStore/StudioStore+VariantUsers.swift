import GRDB

/// Which presets play another as their reduced-motion variant (`preset(name: tip)`): a preset they
/// name must not vanish unnoticed, or the variant fails wherever it plays.
extension StudioStore {
    /// The live presets other than `name` whose draft or latest version plays `name` as its
    /// reduced-motion variant, sorted by name.
    public func presetsPlaying(asVariant name: String) throws(StoreError) -> [String] {
        try read { db in try Self.variantUsers(of: name, db) }
    }

    /// ``presetsPlaying(asVariant:)`` inside a transaction.
    static func variantUsers(of name: String, _ db: Database) throws -> [String] {
        // LIKE only narrows the records to decode; the decoded variant decides.
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT p.name AS name, s.parameters AS parameters FROM presets p
                  JOIN drafts d ON d.preset_id = p.id
                  JOIN draft_states s ON s.preset_id = p.id AND s.position = d.cursor
                 WHERE p.deleted_at IS NULL AND p.name <> ?1 AND s.parameters LIKE '%"preset"%'
                UNION
                SELECT p.name, v.parameters FROM presets p
                  JOIN preset_versions v ON v.preset_id = p.id
                 WHERE p.deleted_at IS NULL AND p.name <> ?1 AND v.parameters LIKE '%"preset"%'
                   AND v.number = (SELECT MAX(number) FROM preset_versions WHERE preset_id = p.id)
                """, arguments: [name])
        let users = rows.compactMap { row -> String? in
            let parameters: String = row["parameters"]
            return ParameterCoding.variantPresetName(parameters) == name ? row["name"] : nil
        }
        return Array(Set(users)).sorted()
    }
}
