import Foundation
import StudioMigrations
import Testing

@Suite struct MigrationCatalogTests {
    /// The Migrations folder of the package, found from this file's path
    /// (Tests/StudioStoreTests/ -> package root -> Migrations/).
    static let migrationsFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Migrations")

    @Test func registeredMigrationsAreExactlyTheSQLFilesOnDiskInOrder() throws {
        // Given the .sql files in the Migrations folder, sorted by name
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.migrationsFolder.path)
            .filter { $0.hasSuffix(".sql") }
            .sorted()

        // When listing the catalogue compiled into the binary
        let registered = MigrationCatalog.all

        // Then it names the same files in the same order, with their exact text
        #expect(registered.map(\.id) == files.map { String($0.dropLast(".sql".count)) })
        for (migration, file) in zip(registered, files) {
            let text = try String(contentsOf: Self.migrationsFolder.appendingPathComponent(file), encoding: .utf8)
            #expect(migration.sql == text, "embedded SQL of \(migration.id) differs from \(file)")
        }
    }

    @Test func migrationIDsAreNumberedFromOneWithoutGaps() {
        // Given the catalogue
        let prefixes = MigrationCatalog.all.map { String($0.id.prefix(5)) }

        // Then ids start 0001_, 0002_, ... in order
        let expected = (1...MigrationCatalog.all.count).map { String(format: "%04d_", $0) }
        #expect(prefixes == expected)
        #expect(MigrationCatalog.all.first?.id == "0001_create_presets")
    }
}
