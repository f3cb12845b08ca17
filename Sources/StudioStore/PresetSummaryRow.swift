import GRDB

/// One row of the preset listing query: a preset joined with its latest
/// version and its current draft state.
struct PresetSummaryRow: Decodable, FetchableRecord {
    var name: String
    var template: String
    var createdAt: String
    var deletedAt: String?
    var latestNumber: Int
    var latestCreatedAt: String
    var latestParameters: String
    var draftChangedAt: String
    var draftParameters: String

    enum CodingKeys: String, CodingKey {
        case name, template
        case createdAt = "created_at"
        case deletedAt = "deleted_at"
        case latestNumber = "latest_number"
        case latestCreatedAt = "latest_created_at"
        case latestParameters = "latest_parameters"
        case draftChangedAt = "draft_changed_at"
        case draftParameters = "draft_parameters"
    }

    /// Fetches the summaries, sorted by name, optionally of one name only.
    static func fetch(_ db: Database, includeDeleted: Bool, name: String? = nil) throws -> [PresetSummaryRow] {
        // The stored spelling of the name, whichever normalisation form was typed.
        let name = try name.map { try PresetRecord.named($0, in: db)?.name ?? $0 }
        return try PresetSummaryRow.fetchAll(
            db,
            sql: """
                SELECT p.name, p.template, p.created_at, p.deleted_at,
                       v.number AS latest_number, v.created_at AS latest_created_at,
                       v.parameters AS latest_parameters,
                       d.changed_at AS draft_changed_at, s.parameters AS draft_parameters
                FROM presets p
                JOIN preset_versions v
                  ON v.preset_id = p.id
                 AND v.number = (SELECT MAX(number) FROM preset_versions WHERE preset_id = p.id)
                JOIN drafts d ON d.preset_id = p.id
                JOIN draft_states s ON s.preset_id = d.preset_id AND s.position = d.cursor
                WHERE (:includeDeleted OR p.deleted_at IS NULL)
                  AND (:name IS NULL OR p.name = :name)
                ORDER BY p.name
                """, arguments: ["includeDeleted": includeDeleted, "name": name])
    }

    /// The public summary. Parameters are compared decoded, the same way
    /// `commit` decides whether there is anything to commit (equal texts need no decoding).
    func summary() throws -> PresetSummary {
        // Equal parameters always encode to the same text (see ParameterCoding): no decoding.
        let differs = draftParameters != latestParameters
        return PresetSummary(
            name: name, template: template, createdAt: createdAt, latestVersion: latestNumber,
            lastChangedAt: max(latestCreatedAt, draftChangedAt), isDeleted: deletedAt != nil,
            draftDiffers: differs)
    }
}
