import Foundation
import StudioStore
import StudioTestSupport
import Testing

@testable import StudioLibrary

/// A teammate deleted tip in the library while this studio's bounce plays tip as its reduced-motion
/// variant: the pull takes the library's deletion in (refusing it would block every pull) and says
/// which presets play it and what to do, as `delete` would have.
@Suite(.serialized) struct LibraryVariantDeleteTests {
    @Test func aPullThatDeletesAPresetPlayedAsAVariantSaysSo() async throws {
        try await withSharedTeam(presets: ["bounce": "move-up-bounce", "tip": "tip-in"]) { shared in
            let (ana, ben) = (shared.ana, shared.ben)
            let database = try #require(ben.store.path)
            let set = try ProgramRun(["-c", "use bounce; set reduced-motion 'preset(name: tip)'"], database: database)
            #expect(set.status == 0)
            try ana.store.deletePreset(named: "tip", at: ana.fixture.now())
            _ = try ana.push()

            let pulled = try ProgramRun(["-c", "library pull"], database: database)
            #expect(pulled.stderr == "")
            #expect(
                pulled.stdout == """
                    pulled: deleted tip
                    deleted tip is the reduced-motion variant of bounce: restore tip, or set another reduced-motion on it

                    """)
            #expect(try ben.store.presetsPlaying(asVariant: "tip") == ["bounce"])
        }
    }

    /// The same deletion met as a conflict (this studio changed tip) and resolved with the library's.
    @Test func resolvingADeletionOfAPresetPlayedAsAVariantSaysSo() async throws {
        try await withSharedTeam(presets: ["bounce": "move-up-bounce", "tip": "tip-in"]) { shared in
            let (ana, ben) = (shared.ana, shared.ben)
            let database = try #require(ben.store.path)
            try ben.edit("tip", ["duration": "0.5"], message: "slower")
            let set = try ProgramRun(["-c", "use bounce; set reduced-motion 'preset(name: tip)'"], database: database)
            #expect(set.status == 0)
            try ana.store.deletePreset(named: "tip", at: ana.fixture.now())
            _ = try ana.push()
            #expect(try ben.pull().conflicts == ["tip": ["deleted"]])

            let resolved = try ProgramRun(["-c", "library resolve tip --theirs"], database: database)
            #expect(resolved.stderr == "")
            #expect(
                resolved.stdout == """
                    resolved “tip”: deleted, as the library has it
                    deleted tip is the reduced-motion variant of bounce: restore tip, or set another reduced-motion on it

                    """)
        }
    }
}
