/// The ordered list of animstudio's schema migrations.
///
/// Each entry pairs a migration id (the SQL file's stem, such as
/// `"0001_create_presets"`) with the file's SQL text. The SQL files are
/// embedded into the binary with `.embedInCode`, so migrating never depends
/// on the working directory or on a resource bundle.
///
/// Migrations are append-only: once a file has shipped, never edit, rename or
/// reorder it, because databases in the wild record its id in
/// `grdb_migrations`. To change the schema, add the next numbered file, list
/// it in `Package.swift` with `.embedInCode`, and append it below. A test
/// checks that this list matches the `.sql` files on disk, in order.
public enum MigrationCatalog {
    /// Every migration, oldest first.
    public static let all: [(id: String, sql: String)] = [
        // SwiftPM names embedded resources after the file name, turning the
        // leading digit into `_` and the dot into `_`.
        ("0001_create_presets", text(PackageResources._001_create_presets_sql)),
        ("0002_create_preset_versions", text(PackageResources._002_create_preset_versions_sql)),
        ("0003_create_drafts", text(PackageResources._003_create_drafts_sql)),
        ("0004_create_tags", text(PackageResources._004_create_tags_sql)),
        ("0005_create_settings", text(PackageResources._005_create_settings_sql)),
        ("0006_create_datasets", text(PackageResources._006_create_datasets_sql)),
        ("0007_create_preview_sessions", text(PackageResources._007_create_preview_sessions_sql)),
        ("0008_create_saved_scripts", text(PackageResources._008_create_saved_scripts_sql)),
        ("0009_typed_parameters", text(PackageResources._009_typed_parameters_sql)),
        ("0020_create_library", text(PackageResources._020_create_library_sql)),
        ("0021_create_library_scripts", text(PackageResources._021_create_library_scripts_sql)),
        (
            "0022_library_version_authors_immutable",
            text(PackageResources._022_library_version_authors_immutable_sql)
        ),
        ("0023_create_agent_records", text(PackageResources._023_create_agent_records_sql))
    ]

    /// Decodes an embedded SQL file. The files are UTF-8 text we wrote, so a
    /// decoding failure would be a build defect, not a user-facing error.
    private static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
