import AnimationCore
import Foundation
import StudioStore
import StudioTestSupport
import Testing

@testable import StudioLibrary

/// Two studios sharing one library through a real bare repository.
@Suite(.serialized) struct LibraryGitTests {
    @Test func theRaceOnePushWinsTheOtherPullsThenBothVersionsExist() async throws {
        do {
            let team = try TeamFixture()
            let ana = try team.studio("ana")
            try ana.create("bounce")
            #expect(try ana.push("first bounce").written == ["bounce"])
            let ben = try team.studio("ben")
            #expect(try ben.pull().added == ["bounce"])
            #expect(try ben.store.versionAuthors(of: "bounce") == [1: "ana"])

            try ana.edit("bounce", ["duration": "0.8"], message: "shorter")
            try ben.edit("bounce", ["timing": spring("0.55", "0.1")], message: "less wobble")
            _ = try ana.push()
            let before = try ben.store.libraryEntries()
            let beforeHead = try team.git(ben.workingCopy, ["rev-parse", "HEAD"])
            #expect(
                throws: LibraryError("push refused: the library moved on since this studio last took it in; pull first")
            ) {
                try ben.push()
            }
            // Nothing local changed: the database and the working copy are as they were.
            #expect(try ben.store.libraryEntries() == before)
            #expect(try team.git(ben.workingCopy, ["rev-parse", "HEAD"]) == beforeHead)
            #expect(try team.git(ben.workingCopy, ["status", "--porcelain"]) == "")

            let pulled = try ben.pull()
            #expect(pulled.merged == ["bounce"])
            // Ben: 1 created, 2 his own, 3 Ana's, 4 the merge of both.
            let versions = try ben.store.versions(of: "bounce")
            #expect(
                versions.map(\.message) == [
                    "created", "less wobble", "shorter", "merge with the library: ana's version 2"
                ])
            #expect(versions[3].parameters.text["duration"] == "0.8")
            #expect(versions[3].parameters.text["timing"] == spring("0.55", "0.1"))
            #expect(try ben.store.versionAuthors(of: "bounce") == [1: "ana", 3: "ana"])
            _ = try ben.push()
            #expect(try ana.pull().updated == ["bounce"])
            #expect(try ana.parameters("bounce")["timing"] == spring("0.55", "0.1"))
            #expect(try ana.parameters("bounce")["duration"] == "0.8")
            let log = try team.git(ana.workingCopy, ["log", "--format=%an: %s"])
            #expect(log == "ben: update bounce\nana: update bounce\nana: first bounce")
        }
    }

    @Test func everyVersionPushedSinceTheLastPullComesInWithItsAuthorAndMessage() async throws {
        try await withSharedTeam { shared in
            let (ana, ben) = (shared.ana, shared.ben)
            try ana.edit("bounce", ["duration": "0.8"], message: "shorter")
            _ = try ana.push()
            try ana.edit("bounce", ["duration": "0.6"], message: "shorter still")
            _ = try ana.push()
            #expect(try ben.pull().updated == ["bounce"])
            #expect(try ben.store.versions(of: "bounce").map(\.message) == ["created", "shorter", "shorter still"])
            #expect(try ben.store.versionAuthors(of: "bounce") == [1: "ana", 2: "ana", 3: "ana"])
            #expect(try ben.store.draft(of: "bounce").parameters.text["duration"] == "0.6")
        }
    }

    @Test func aConflictIsKeptSideBySideAndResolvedEachWay() async throws {
        do {
            for (resolution, expected) in [
                (PresetMerge.Resolution.mine, spring("0.55", "0.1")), (.theirs, spring("0.7", "0.1")),
                (.set(["damping": "0.6"]), spring("0.6", "0.1"))
            ] {
                let shared = try SharedTeam()
                let (team, ana, ben) = (shared.team, shared.ana, shared.ben)
                try ana.edit("bounce", ["timing": spring("0.7", "0.1")], message: "stiffer")
                _ = try ana.push()
                try ben.edit("bounce", ["timing": spring("0.55", "0.1")], message: "softer")
                try ben.setDraft("bounce", ["duration": "2"])
                let pulled = try ben.pull()
                #expect(pulled.conflicts == ["bounce": ["damping"]])
                // Side by side: the local version and draft are untouched; the library's version waits.
                #expect(try ben.parameters("bounce")["timing"] == spring("0.55", "0.1"))
                #expect(try ben.store.draft(of: "bounce").parameters.text["duration"] == "2")
                let view = try ben.current.conflict(of: "bounce")
                #expect(
                    view.conflicts == [PresetMerge.Conflict(field: "damping", base: "0.4", mine: "0.55", theirs: "0.7")]
                )
                #expect(view.theirs?.author == "ana")
                #expect(
                    throws: LibraryError(
                        "push refused: “bounce” has a conflict from the last pull; settle with library resolve REF --mine|--theirs|--set NAME=VALUE"
                    )
                ) {
                    try ben.push()
                }
                try ben.current.resolve("bounce", resolution, at: team.now())
                #expect(try ben.parameters("bounce")["timing"] == expected)
                // The unsaved draft is never lost.
                #expect(try ben.store.draft(of: "bounce").parameters.text["duration"] == "2")
                _ = try ben.push()
                _ = try ana.pull()
                #expect(try ana.parameters("bounce")["timing"] == expected)
            }
        }
    }

    @Test func aRenameInTheLibraryTravelsByIdAndKeepsEditsMadeHere() async throws {
        do {
            let team = try TeamFixture()
            let ana = try team.studio("ana")
            try ana.create("bounce")
            _ = try ana.push()
            // A teammate renames it by hand in a clone (as a reviewed pull request would).
            let clone = team.root + "/hand"
            try team.git(team.root, ["clone", "--quiet", team.remote, clone])
            var preset = try LibraryDocument.read(
                Array(try String(contentsOfFile: clone + "/presets/bounce.json", encoding: .utf8).utf8))
            preset.content.name = "hero-bounce"
            preset.version += 1
            try LibraryDocument.text(of: preset).write(
                toFile: clone + "/presets/hero-bounce.json", atomically: true, encoding: .utf8)
            try team.git(clone, ["rm", "--quiet", "presets/bounce.json"])
            try team.git(clone, ["add", "presets/hero-bounce.json"])
            try team.git(clone, ["commit", "--quiet", "-m", "rename bounce to hero-bounce"])
            try team.git(clone, ["push", "--quiet", "origin", "main"])

            try ana.edit("bounce", ["duration": "0.6"], message: "quicker")
            let pulled = try ana.pull()
            #expect(pulled.merged == ["hero-bounce"])
            #expect(try ana.store.preset(named: "bounce") == nil)
            #expect(try ana.parameters("hero-bounce")["duration"] == "0.6")
            _ = try ana.push()
            let files = try team.git(ana.workingCopy, ["ls-files", "presets"])
            #expect(files == "presets/hero-bounce.json")
            #expect(try LibraryDocument.read(Array(try ana.file("hero-bounce").utf8)).id == preset.id)
        }
    }

    @Test func aDeletionAgainstAnEditIsAConflictNotALoss() async throws {
        try await withSharedTeam { shared in
            let (team, ana, ben) = (shared.team, shared.ana, shared.ben)
            try ben.store.deletePreset(named: "bounce", at: team.now())
            #expect(try ben.push().removed == ["bounce"])
            try ana.edit("bounce", ["duration": "0.6"], message: "quicker")
            let pulled = try ana.pull()
            #expect(pulled.conflicts == ["bounce": ["deleted"]])
            #expect(try ana.parameters("bounce")["duration"] == "0.6")
            try ana.current.resolve("bounce", .mine, at: team.now())
            #expect(try ana.push().written == ["bounce"])
            // Ben's deleted preset comes back, restored with Ana's version.
            let back = try ben.pull()
            #expect(back.updated == ["bounce"])
            #expect(try ben.parameters("bounce")["duration"] == "0.6")
            #expect(try ben.store.preset(named: "bounce")?.isDeleted == false)
        }
    }

    @Test func theirsTakesADeletionAndAnUntouchedPresetFollowsOne() async throws {
        try await withSharedTeam(presets: ["bounce": "move-up-bounce", "fade": "fade"]) { shared in
            let (team, ana, ben) = (shared.team, shared.ana, shared.ben)
            try ana.store.deletePreset(named: "bounce", at: team.now())
            try ana.store.deletePreset(named: "fade", at: team.now())
            _ = try ana.push()
            try ben.edit("bounce", ["duration": "0.6"], message: "quicker")
            let pulled = try ben.pull()
            #expect(pulled.deleted == ["fade"])
            #expect(pulled.conflicts == ["bounce": ["deleted"]])
            try ben.current.resolve("bounce", .theirs, at: team.now())
            #expect(try ben.store.preset(named: "bounce")?.isDeleted == true)
            // Its versions are kept (a soft delete): restore brings them back.
            try ben.store.restorePreset(named: "bounce")
            #expect(try ben.store.versions(of: "bounce").count == 2)
        }
    }

    @Test func aPushWithoutChangesWritesNothingAndUnchangedFilesStayByteIdentical() async throws {
        do {
            let team = try TeamFixture()
            let ana = try team.studio("ana")
            try ana.create("bounce")
            try ana.create("fade", template: "fade")
            let first = try ana.push()
            let bounce = try ana.file("bounce")
            #expect(try ana.push() == Library.PushReport(commit: nil, written: [], removed: []))
            try ana.edit("fade", ["duration": "0.3"], message: "quicker fade")
            let second = try ana.push()
            #expect(second.written == ["fade"])
            #expect(try ana.file("bounce") == bounce)
            #expect(
                try team.git(ana.workingCopy, ["diff", "--name-only", first.commit!, second.commit!])
                    == "presets/fade.json")
            // Another studio pulling and pushing back unchanged rewrites nothing either.
            let ben = try team.studio("ben")
            _ = try ben.pull()
            #expect(try ben.push().commit == nil)
            #expect(try ben.file("bounce") == bounce)
        }
    }

    @Test func aKilledPullLeavesBothConsistentAndTheNextPullFinishes() async throws {
        try await withSharedTeam { shared in
            let (team, ana, ben) = (shared.team, shared.ana, shared.ben)
            let taken = try ben.library.workingCopy.commit("HEAD")!
            try ana.edit("bounce", ["duration": "0.6"], message: "quicker")
            let remote = try ana.push().commit!

            // Killed after the fetch, before the database's transaction: the marker and old files.
            try ben.current.beginOperation()
            _ = try ben.library.workingCopy.fetch(branch: "main")
            #expect(try ben.store.libraryAttachment()?.lastCommit == taken)
            #expect(try ben.pull().updated == ["bounce"])
            #expect(try ben.store.libraryAttachment()?.lastCommit == remote)
            #expect(try ben.library.workingCopy.commit("HEAD") == remote)

            // Killed after the transaction, before the working copy moved: the next verb finishes it.
            try ana.edit("bounce", ["duration": "0.5"], message: "quicker still")
            let next = try ana.push().commit!
            _ = try ben.pull()
            try team.git(ben.workingCopy, ["reset", "--quiet", "--keep", remote])
            try ben.current.beginOperation()
            #expect(try ben.pull() == Library.PullReport(commit: nil))
            #expect(try ben.library.workingCopy.commit("HEAD") == next)
            #expect(try team.git(ben.workingCopy, ["status", "--porcelain"]) == "")
            #expect(try ben.store.versions(of: "bounce").count == 3)
            try ben.edit("bounce", ["duration": "0.45"], message: "mine")
            #expect(try ben.push().written == ["bounce"])
        }
    }

    @Test func aKilledPushIsUndoneOrTakenInWithoutLoss() async throws {
        do {
            let team = try TeamFixture()
            let ana = try team.studio("ana")
            try ana.create("bounce")
            _ = try ana.push()
            // Killed after its commit reached the remote, before the database recorded it.
            try ana.edit("bounce", ["duration": "0.6"], message: "quicker")
            let attachment = try ana.store.libraryAttachment()!
            let library = try ana.current
            let entry = try ana.store.libraryEntries().first!
            var shared = try library.base(entry)!
            shared.content = try library.mine(entry)!
            shared.version += 1
            try library.beginOperation()
            _ = try library.workingCopy.commit(
                writing: ["presets/bounce.json": LibraryDocument.text(of: shared)], removing: [],
                message: "update bounce", author: "ana")
            _ = try library.workingCopy.push(branch: "main")
            #expect(try ana.store.libraryAttachment()?.lastCommit == attachment.lastCommit)
            #expect(
                throws: LibraryError("push refused: the library moved on since this studio last took it in; pull first")
            ) {
                try ana.push()
            }
            let pulled = try ana.pull()
            #expect(pulled.updated.isEmpty && pulled.merged.isEmpty && pulled.conflicts.isEmpty)
            #expect(try ana.store.versions(of: "bounce").count == 2)
            #expect(try ana.push().commit == nil)
        }
    }
}
