import AnimationCore
import Foundation
import GRDB
import StudioTestSupport
import Testing

@testable import StudioStore

/// The database record of typed parameters: JSON numbers and a timing's form with its numbers, and the
/// rewrite of records written by the release before typed presets.
@Suite struct ParameterRecordTests {
    static let release = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("StudioREPLTests/Fixtures/release-0.1.sqlite")

    func records(_ store: StudioStore, _ sql: String) throws -> [String] {
        try store.writer.read { db in try String.fetchAll(db, sql: sql) }
    }

    @Test func aNewPresetIsStoredAsTypedRecords() throws {
        let store = try StudioStore.inMemory()
        _ = try store.createPreset(name: "b", parameters: spring(damping: "0.4"), message: nil, at: time(0))
        #expect(
            try records(store, "SELECT parameters FROM preset_versions") == [
                #"{"delay-factor":0.05,"duration":1,"row-height":44,"timing":{"damping":0.4,"form":"uikit-spring","velocity":0.1}}"#
            ])
        let draft = try store.updateDraft(
            of: "b", parameters: preset("move-up-bounce", ["timing": "cubic(0.17, 0.67, 0.76, 1)"]), at: time(1))
        #expect(draft.parameters.timing == .cubic(try CubicBezier.validated(0.17, 0.67, 0.76, 1)))
        #expect(
            try records(store, "SELECT parameters FROM draft_states ORDER BY position").last
                == #"{"delay-factor":0.05,"duration":1,"row-height":44,"timing":{"form":"cubic","x1":0.17,"x2":0.76,"y1":0.67,"y2":1}}"#
        )
        #expect(try store.draft(of: "b") == draft)
    }

    @Test func theReleasesTextRecordsAreRewrittenOnOpen() throws {
        try TemporaryStudio.withFolder { folder in
            let path = folder.appendingPathComponent("release.sqlite").path
            try FileManager.default.copyItem(atPath: Self.release.path, toPath: path)
            let store = try StudioStore(path: path)
            #expect(
                try records(
                    store,
                    """
                    SELECT v.parameters FROM preset_versions v JOIN presets p ON p.id = v.preset_id
                    WHERE p.name = 'bounce' ORDER BY v.number
                    """) == [
                        #"{"delay-factor":0.05,"duration":1,"row-height":44,"timing":{"damping":0.4,"form":"uikit-spring","velocity":0.1}}"#,
                        #"{"delay-factor":0.05,"duration":1,"row-height":44,"timing":{"damping":0.55,"form":"uikit-spring","velocity":0}}"#,
                        #"{"delay-factor":0.05,"duration":1,"row-height":60,"timing":{"damping":0.55,"form":"uikit-spring","velocity":0}}"#
                    ])
            // Every record of every version and undo step now reads as typed values.
            #expect(
                try records(
                    store, "SELECT parameters FROM preset_versions UNION ALL SELECT parameters FROM draft_states"
                )
                .filter { $0.contains(#"":""#) && !$0.contains(#""form":""#) } == [])
            #expect(try store.draft(of: "tip").parameters.timing == .android(stiffness: 1500, dampingRatio: 0.5))
            // Versions are immutable again once the rewrite is done.
            #expect(throws: (any Error).self) {
                try store.writer.write { db in try db.execute(sql: "UPDATE preset_versions SET message = 'x'") }
            }
        }
    }
}
