import Foundation
import StudioTestSupport
import Testing

/// `delete tip` while bounce plays tip as its reduced-motion variant (`preset(name: tip)`) used to be
/// allowed; the variant then failed wherever it played. It is refused, naming who plays it and what to
/// do, unless `--force`; the agent, which is never given `--force`, is refused in the same words.
@Suite struct VariantPresetDeleteTests {
    static let refusal =
        "“tip” is the reduced-motion variant of “bounce” (preset(name: tip)); set another reduced-motion on it first, or use delete --force (the variant then fails until tip is restored)"

    func studio() throws -> String {
        let database = FileManager.default.temporaryDirectory.appendingPathComponent("variant-\(UUID()).sqlite").path
        let made = try ProgramRun(
            ["-c", "new tip from tip-in; new bounce from move-up-bounce; set reduced-motion 'preset(name: tip)'"],
            database: database)
        #expect(made.status == 0, "\(made.stderr)")
        return database
    }

    @Test func aPresetPlayedAsAVariantIsDeletedOnlyWithForce() throws {
        let database = try studio()
        let refused = try ProgramRun(["-c", "delete tip"], database: database)
        #expect(refused.status == 1)
        #expect(refused.stderr == "error: \(Self.refusal)\n  delete tip\n         ^^^\n")
        #expect(try ProgramRun(["-c", "presets"], database: database).stdout.contains("tip "))
        // Committed, then the draft set back: the latest version still plays it.
        let committed = try ProgramRun(
            ["-c", "commit -m 'tip stands in'; unset reduced-motion; delete tip"],
            database: database)
        #expect(committed.stderr.hasPrefix("error: \(Self.refusal)\n"))
        let forced = try ProgramRun(["-c", "delete tip --force"], database: database)
        #expect(forced.status == 0)
        #expect(forced.stdout == "deleted tip (its versions are kept; restore tip brings it back)\n")
    }

    @Test func aPresetNoLongerPlayedIsDeletedAsBefore() throws {
        let database = try studio()
        let run = try ProgramRun(["-c", "set reduced-motion instant; delete tip"], database: database)
        #expect(run.status == 0)
        #expect(run.stdout.hasSuffix("deleted tip (its versions are kept; restore tip brings it back)\n"))
    }

    @Test func theAgentIsRefusedInTheSameWords() throws {
        let database = try studio()
        let result = try RawAgentCall.result("delete", #"{"name":"tip"}"#, database: database, allow: ["delete"])
        #expect(RawAgentCall.error(result) == Self.refusal)
    }
}
