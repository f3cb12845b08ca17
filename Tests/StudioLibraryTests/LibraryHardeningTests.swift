import Foundation
import StudioStore
import StudioTestSupport
import Testing

@testable import StudioLibrary

/// What the third abuse probe found in the library (#35), each with real git and a bare remote:
/// a pull stopped by stat data, a subject forging log entries, one bad old script file, names
/// spelt in two normalisation forms, and `library init` on a repository that has a README.
@Suite(.serialized) struct LibraryHardeningTests {
    @Test func aPullRefreshesStatDataBeforeMovingTheWorkingCopy() async throws {
        try await withSharedTeam { shared in
            let (team, ana, ben) = (shared.team, shared.ana, shared.ben)
            try ana.edit("bounce", ["duration": "0.8"], message: "shorter")
            let remote = try #require(try ana.push().commit)
            // `touch`, or a working copy copied with `cp -a`: the same bytes, new stat data.
            let file = ben.workingCopy + "/" + LibraryFileName.path(for: "bounce")
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: 3600)], ofItemAtPath: file)

            var expected = Library.PullReport(commit: remote)
            expected.updated = ["bounce"]
            #expect(try ben.pull() == expected)
            #expect(try team.git(ben.workingCopy, ["rev-parse", "HEAD"]) == remote)
            #expect(try team.git(ben.workingCopy, ["status", "--porcelain"]) == "")
            #expect(try ben.file("bounce") == ana.file("bounce"))
        }
    }

    @Test func aPullWhoseLastStepFailsSaysWhatWasTakenInAndTheNextVerbFinishesIt() async throws {
        try await withSharedTeam { shared in
            let (team, ana, ben) = (shared.team, shared.ana, shared.ben)
            try ana.edit("bounce", ["duration": "0.8"], message: "shorter")
            let remote = try #require(try ana.push().commit)
            // A real change by hand where the pull must write: git refuses to move over it.
            let file = ben.workingCopy + "/" + LibraryFileName.path(for: "bounce")
            try Data("{}\n".utf8).write(to: URL(fileURLWithPath: file))

            let pulled = try ProgramRun(["-c", "library pull"], database: ben.store.path!)
            #expect(pulled.stderr == "")
            #expect(
                pulled.stdout == """
                    pulled: updated bounce
                    the database took this in, but the working copy's files are not at \(remote.prefix(7)) yet (git reset failed: error: Entry 'presets/bounce.json' not uptodate. Cannot merge.); the next library verb puts them there

                    """)
            #expect(pulled.status == 0)
            #expect(try ben.parameters("bounce")["duration"] == "0.8")
            #expect(try ben.store.libraryAttachment()?.lastCommit == remote)

            #expect(try ben.pull() == Library.PullReport(commit: nil))
            #expect(try team.git(ben.workingCopy, ["rev-parse", "HEAD"]) == remote)
            #expect(try team.git(ben.workingCopy, ["status", "--porcelain"]) == "")
            #expect(try ben.file("bounce") == ana.file("bounce"))
        }
    }

    /// A subject holding U+001E and U+001F (the separators `library log` used to split on)
    /// cannot forge an entry, an author or a date.
    @Test func aCommitSubjectCannotForgeLogEntries() async throws {
        try await withSharedTeam(gestures: ["flick": "tap"]) { shared in
            let (ana, ben) = (shared.ana, shared.ben)
            let forged =
                "shorter\u{1e}\(String(repeating: "0", count: 40))\u{1f}mallory\u{1f}2020-01-01T00:00:00+00:00\u{1f}forged"
            try ana.edit("bounce", ["duration": "0.8"], message: "shorter")
            try ana.save(.gesture, "flick", "tap, wait 0.2")
            _ = try ana.push(forged)
            _ = try ben.pull()

            let log = try ben.current.log(of: "bounce")
            #expect(log.map(\.author) == ["ana", "ana"])
            #expect(log.map(\.subject) == [forged, "update bounce, gestures/flick"])
            #expect(log.map(\.change) == ["duration 1 → 0.8", "created"])
            let scripts = try ben.current.scriptLog(of: "gestures/flick")
            #expect(scripts.map(\.author) == ["ana", "ana"])
            #expect(scripts.map(\.subject) == [forged, "update bounce, gestures/flick"])
            #expect(scripts.map(\.change) == ["tap → tap, wait 0.2", "created"])
        }
    }

    @Test func oneBadOldScriptFileIsShownAsRefusedAndTheLogGoesOn() async throws {
        try await withSharedTeam(gestures: ["flick": "tap"]) { shared in
            let (team, ana, ben) = (shared.team, shared.ana, shared.ben)
            let path = LibraryFileName.path(for: .gesture, name: "flick")
            let good = try ana.scriptFile(.gesture, "flick")
            try team.teammateCommit("break flick") { clone in
                try Data("{\"format\": 2}\n".utf8).write(to: URL(fileURLWithPath: clone + "/" + path))
            }
            try team.teammateCommit("mend flick") { clone in
                try Data(good.replacingOccurrences(of: "\"tap\"", with: "\"tap, wait 0.3\"").utf8).write(
                    to: URL(fileURLWithPath: clone + "/" + path))
            }
            _ = try ben.pull()

            let log = try ben.current.scriptLog(of: "gestures/flick")
            #expect(log.map(\.subject) == ["mend flick", "break flick", "update bounce, gestures/flick"])
            #expect(
                log.map(\.change) == [
                    "tap → tap, wait 0.3", "refused: “format” must be 1, the script file format this animstudio reads",
                    "created"
                ])
            #expect(log.map { $0.script?.text } == ["tap, wait 0.3", nil, "tap"])
        }
    }

    static let composed = "caf\u{e9}"
    static let decomposed = "cafe\u{301}"

    @Test func namesSpeltInTwoNormalisationFormsAreOnePresetInTheStudio() async throws {
        do {
            let team = try TeamFixture()
            let ana = try team.studio("ana")
            try ana.create(Self.composed)
            #expect(throws: StoreError.presetExists(Self.decomposed, deleted: false)) {
                try ana.create(Self.decomposed)
            }
            #expect(try ana.store.preset(named: Self.decomposed)?.name.unicodeScalars.count == 4)
            try ana.save(.gesture, Self.composed, "tap")
            #expect(throws: StoreError.scriptExists(kind: .gesture, name: Self.decomposed)) {
                try ana.store.saveScript(kind: .gesture, name: Self.decomposed, text: "tap", at: team.now())
            }
        }
    }

    @Test func aLibraryFileWhoseNameDiffersOnlyInNormalisationIsRefusedAsAClash() async throws {
        try await withSharedTeam(presets: [Self.composed: "move-up-bounce"]) { shared in
            let (team, ana, ben) = (shared.team, shared.ana, shared.ben)
            let taken = try ben.store.libraryAttachment()?.lastCommit
            var other = try LibraryDocument.read(Array(try ana.file(Self.composed).utf8))
            other.id = SharedPreset.newID()
            other.content.name = Self.decomposed
            let text = LibraryDocument.text(of: other)
            try team.teammateCommit("another café") { clone in
                try Data(text.utf8).write(
                    to: URL(fileURLWithPath: clone + "/" + LibraryFileName.path(for: Self.decomposed)))
            }
            #expect(
                throws: LibraryError(
                    "pull refused: the library's new preset “\(Self.decomposed)” differs from this studio's “\(Self.composed)” only in its Unicode normalisation, a clash: rename the local one first"
                )
            ) { try ben.pull() }
            #expect(try ben.store.libraryAttachment()?.lastCommit == taken)
            #expect(try ben.store.presets().map(\.name) == [Self.composed])
        }
    }

    /// A hosting service's first commit (a README) is taken in as it is: the first push just works.
    @Test func initOnARepositoryWithACommitTakesItInSoTheFirstPushWorks() async throws {
        do {
            let team = try TeamFixture()
            let readme = try team.teammateCommit("Initial commit") { clone in
                try Data("# Motion library\n".utf8).write(to: URL(fileURLWithPath: clone + "/README.md"))
            }
            let ana = try team.studio("ana")
            #expect(try ana.store.libraryAttachment()?.lastCommit == readme)
            try ana.create("bounce")
            #expect(try ana.push().written == ["bounce"])
            #expect(try team.git(team.remote, ["log", "--format=%s", "main"]) == "update bounce\nInitial commit")
            #expect(try team.git(ana.workingCopy, ["status", "--porcelain"]) == "")
        }
    }

    /// `history` shows who made each version (this studio, or the library author), its time as
    /// `library log` shows one, and columns that stay aligned when a version has a tag.
    @Test func historyShowsTheAuthorInAlignedColumns() async throws {
        try await withSharedTeam { shared in
            let (team, ben) = (shared.team, shared.ben)
            try ben.edit("bounce", ["duration": "0.8"], message: "shorter")
            try ben.store.tag("calm", of: "bounce", version: 2, at: team.now())
            let history = try ProgramRun(["-c", "history bounce"], database: ben.store.path!)
            #expect(history.stderr == "")
            #expect(
                history.stdout == """
                    @1         2026-11-22T10:00:02+00:00  ana          created
                    @2 (calm)  2026-11-22T10:00:07+00:00  this studio  shorter  duration 1 → 0.8

                    """)
        }
    }
}
