import GRDB
import Testing

@testable import StudioStore

@Suite struct ImmutabilityTests {
    /// A store with one preset at version 2.
    static func storeWithTwoVersions() throws -> StudioStore {
        let store = try StudioStore.inMemory()
        _ = try store.createPreset(
            name: "bounce", parameters: spring(damping: "0.5"),
            message: nil, at: time(0))
        try store.updateDraft(of: "bounce", parameters: spring(damping: "0.6"), at: time(1))
        _ = try store.commit(of: "bounce", message: "softer", at: time(2))
        return store
    }

    @Test func aRawUpdateOfAVersionIsRejectedByTheDatabase() throws {
        // Given committed versions
        let store = try Self.storeWithTwoVersions()

        // When updating one through the raw connection
        let error = #expect(throws: DatabaseError.self) {
            try store.writer.write { db in
                try db.execute(sql: "UPDATE preset_versions SET message = 'rewritten' WHERE number = 1")
            }
        }

        // Then the trigger aborts it and the version is unchanged
        #expect(error?.message == "preset versions are immutable: a committed version cannot be changed")
        #expect(try store.version(of: "bounce", number: 1).message == nil)
    }

    @Test func aRawDeleteOfAVersionIsRejectedByTheDatabase() throws {
        // Given committed versions
        let store = try Self.storeWithTwoVersions()

        // When deleting them through the raw connection
        let error = #expect(throws: DatabaseError.self) {
            try store.writer.write { db in try db.execute(sql: "DELETE FROM preset_versions") }
        }

        // Then the trigger aborts it and both versions remain
        #expect(error?.message == "preset versions are immutable: a committed version cannot be deleted")
        #expect(try store.versions(of: "bounce").map(\.number) == [1, 2])
    }

    @Test func aRawInsertLeavingAGapIsRejectedByTheDatabase() throws {
        // Given versions 1 and 2
        let store = try Self.storeWithTwoVersions()

        // When inserting version 4 directly
        let error = #expect(throws: DatabaseError.self) {
            try store.writer.write { db in
                try db.execute(
                    sql: """
                        INSERT INTO preset_versions (preset_id, number, created_at, parameters)
                        SELECT id, 4, '2026-11-22T11:00:00.000Z', '{}' FROM presets
                        """)
            }
        }

        // Then the gap trigger aborts it
        #expect(error?.message == "preset versions are numbered 1...N without gaps")
    }

    @Test func aRawTagPointingAtAMissingVersionIsRejectedByTheForeignKey() throws {
        // Given versions 1 and 2
        let store = try Self.storeWithTwoVersions()

        // When tagging version 9 directly
        let error = #expect(throws: DatabaseError.self) {
            try store.writer.write { db in
                try db.execute(
                    sql: """
                        INSERT INTO tags (preset_id, name, version_number, tagged_at)
                        SELECT id, 'v9', 9, '2026-11-22T11:00:00.000Z' FROM presets
                        """)
            }
        }

        // Then the foreign key refuses it
        #expect(error?.resultCode == .SQLITE_CONSTRAINT)
    }
}
