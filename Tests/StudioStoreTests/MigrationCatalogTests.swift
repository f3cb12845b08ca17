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

    @Test func migrationIDsAreNumberedInIncreasingOrder() {
        // Given the catalogue
        let numbers = MigrationCatalog.all.map { Int($0.id.prefix(4)) ?? -1 }

        // Then ids are four digits and an underscore, strictly increasing: 0001_ … 0008_ without
        // gaps, then 0020_ (the team library's, numbered apart while others add 0009_, 0010_).
        #expect(MigrationCatalog.all.allSatisfy { $0.id.count > 5 && $0.id.dropFirst(4).hasPrefix("_") })
        #expect(Array(numbers.prefix(8)) == Array(1...8))
        #expect(zip(numbers, numbers.dropFirst()).allSatisfy { $0 < $1 })
        #expect(MigrationCatalog.all.first?.id == "0001_create_presets")
    }
}
