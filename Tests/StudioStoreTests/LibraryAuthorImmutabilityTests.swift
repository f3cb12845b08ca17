import Foundation
import GRDB
import StudioTestSupport
import Testing

@testable import StudioStore

/// Who made a version pulled from the library is as immutable as the version (migration 0022),
/// on a database an older studio made and this one upgraded.
@Suite struct LibraryAuthorImmutabilityTests {
    /// A database left at 0021 by an older studio, holding one pulled version by Ana, then opened
    /// (and so migrated) by this studio.
    static func upgradedStore(in folder: URL) throws -> StudioStore {
        let path = folder.appendingPathComponent("old.sqlite").path
        do {
            let old = try StudioStore(path: path, upTo: "0021_create_library_scripts")
            _ = try old.createPreset(name: "bounce", parameters: spring(damping: "0.5"), message: nil, at: time(0))
            try old.writer.write { db in
                try db.execute(
                    sql: """
                        INSERT INTO library_version_authors (preset_id, number, author, commit_id)
                        SELECT id, 1, 'ana', ? FROM presets WHERE name = 'bounce'
                        """, arguments: [String(repeating: "a", count: 40)])
                // The older schema let the record be rewritten: what the migration closes.
                try db.execute(sql: "UPDATE library_version_authors SET author = 'ana'")
            }
        }
        return try StudioStore(path: path)
    }

    @Test func anUpgradedDatabaseRefusesToRewriteWhoMadeAVersion() throws {
        try TemporaryStudio.withFolder { folder in
            let store = try Self.upgradedStore(in: folder)
            let error = #expect(throws: DatabaseError.self) {
                try store.writer.write { db in try db.execute(sql: "UPDATE library_version_authors SET author = 'ben'")
                }
            }
            #expect(error?.message == "library version authors are immutable: who made a version cannot be changed")
            #expect(try store.versionAuthors(of: "bounce") == [1: "ana"])
        }
    }

    @Test func anUpgradedDatabaseRefusesToForgetWhoMadeAVersion() throws {
        try TemporaryStudio.withFolder { folder in
            let store = try Self.upgradedStore(in: folder)
            let error = #expect(throws: DatabaseError.self) {
                try store.writer.write { db in try db.execute(sql: "DELETE FROM library_version_authors") }
            }
            #expect(error?.message == "library version authors are immutable: who made a version cannot be deleted")
            #expect(try store.versionAuthors(of: "bounce") == [1: "ana"])
        }
    }
}
