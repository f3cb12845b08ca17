import AnimationCore
import Foundation
import StudioStore
import StudioTestSupport
import Testing

@testable import StudioLibrary

/// The real `animstudio` binary killed with SIGKILL in the middle of `library pull` and `library
/// push` (it waits at the place named in `ANIMSTUDIO_TEST_PAUSE`, the test kills it there), then
/// the database and the working copy checked and the verb run again to its end.
@Suite(.serialized) struct LibraryKillTests {
    @Test(arguments: ["pull-fetched", "pull-in-transaction", "pull-stored"])
    func aPullKilledLeavesAllOrNothingAndTheNextPullTakesEverythingOnce(at point: String) async throws {
        try await withSharedTeam { shared in
            let (team, ana, ben) = (shared.team, shared.ana, shared.ben)
            let taken = try ben.store.libraryAttachment()!.lastCommit!
            try ana.edit("bounce", ["duration": "0.8"], message: "shorter")
            _ = try ana.push()
            try ana.create("fade", template: "fade")
            try ana.save(.gesture, "flick", "tap, wait 0.1")
            try ana.edit("bounce", ["duration": "0.6"], message: "shorter still")
            let remote = try ana.push().commit!

            let killed = try killedRun(["-c", "library pull"], database: ben.store.path!, at: point)
            #expect(killed.status == 137)
            #expect(killed.stdout == "")
            // The database took in all of the pull or none of it; the working copy has not moved.
            let stored = point == "pull-stored"
            #expect(try ben.store.libraryAttachment()?.lastCommit == (stored ? remote : taken))
            #expect(
                try ben.store.versions(of: "bounce").map(\.message)
                    == (stored ? ["created", "shorter", "shorter still"] : ["created"]))
            #expect(try ben.store.preset(named: "fade") == nil ? !stored : stored)
            #expect(try ben.script(.gesture, "flick") == (stored ? "tap, wait 0.1" : nil))
            #expect(try team.git(ben.workingCopy, ["rev-parse", "HEAD"]) == taken)

            let again = try ProgramRun(["-c", "library pull"], database: ben.store.path!)
            #expect(again.stderr == "")
            #expect(
                again.stdout == (stored ? "already up to date\n" : "pulled: new fade, gestures/flick; updated bounce\n")
            )
            #expect(again.status == 0)
            // Everything once: each version, its author, the new preset; the files at the remote's commit.
            #expect(try ben.store.versions(of: "bounce").map(\.message) == ["created", "shorter", "shorter still"])
            #expect(try ben.store.versionAuthors(of: "bounce") == [1: "ana", 2: "ana", 3: "ana"])
            #expect(try ben.parameters("bounce")["duration"] == "0.6")
            #expect(try ben.store.versions(of: "fade").count == 1)
            #expect(try ben.script(.gesture, "flick") == "tap, wait 0.1")
            #expect(try ben.scriptFile(.gesture, "flick") == ana.scriptFile(.gesture, "flick"))
            #expect(try ben.store.libraryAttachment()?.lastCommit == remote)
            #expect(try team.git(ben.workingCopy, ["rev-parse", "HEAD"]) == remote)
            #expect(try team.git(ben.workingCopy, ["status", "--porcelain"]) == "")
            #expect(try !FileManager.default.fileExists(atPath: ben.current.markerPath))
            #expect(try ben.pull() == Library.PullReport(commit: nil))
            try ben.edit("bounce", ["duration": "0.45"], message: "mine")
            #expect(try ben.push().written == ["bounce"])
        }
    }

    @Test(arguments: ["push-committed", "push-pushed"])
    func aPushKilledIsFinishedByTheNextVerbsWithOneCommitAndNoDuplicate(at point: String) async throws {
        do {
            let team = try TeamFixture()
            let ana = try team.studio("ana")
            try ana.create("bounce")
            let first = try ana.push("first bounce").commit!
            try ana.edit("bounce", ["duration": "0.8"], message: "shorter")
            try ana.create("fade", template: "fade")

            let killed = try killedRun(
                ["-c", "library push -m 'shorter bounce, new fade'"], database: ana.store.path!, at: point)
            #expect(killed.status == 137)
            #expect(killed.stdout == "")
            // The database has not recorded the push; the remote has it only once it was pushed.
            let pushed = point == "push-pushed"
            #expect(try ana.store.libraryAttachment()?.lastCommit == first)
            let tip = try team.git(team.remote, ["rev-parse", "main"])
            #expect((tip != first) == pushed)

            if pushed {
                let refused = try ProgramRun(["-c", "library push"], database: ana.store.path!)
                #expect(
                    refused.stderr
                        == "error: push refused: the library moved on since this studio last took it in; pull first\n")
                #expect(refused.status == 1)
                let pulled = try ProgramRun(["-c", "library pull"], database: ana.store.path!)
                #expect(pulled.stdout == "pulled: no preset or saved script changed\n")
                let nothing = try ProgramRun(["-c", "library push"], database: ana.store.path!)
                #expect(nothing.stdout == "nothing to push: every preset and saved script is as the library has it\n")
            } else {
                let again = try ProgramRun(
                    ["-c", "library push -m 'shorter bounce, new fade'"], database: ana.store.path!)
                #expect(again.stderr == "")
                #expect(again.stdout == "pushed: wrote bounce, fade\n")
            }
            // One commit for the push, whichever way it was finished, and a clean working copy at it.
            #expect(
                try team.git(team.remote, ["log", "--format=%s", "main"]) == "shorter bounce, new fade\nfirst bounce")
            let head = try team.git(team.remote, ["rev-parse", "main"])
            #expect(try ana.store.libraryAttachment()?.lastCommit == head)
            #expect(try team.git(ana.workingCopy, ["rev-parse", "HEAD"]) == head)
            #expect(try team.git(ana.workingCopy, ["status", "--porcelain"]) == "")
            #expect(try ana.store.versions(of: "bounce").map(\.message) == ["created", "shorter"])
            // A teammate gets each preset once, under the id Ana's studio keeps.
            let ben = try team.studio("ben")
            let report = try ben.pull()
            #expect(report.added == ["bounce", "fade"])
            #expect(try ben.store.versions(of: "bounce").map(\.message) == ["created", "shorter"])
            #expect(try ben.store.libraryEntries().map(\.libraryID) == ana.store.libraryEntries().map(\.libraryID))
            #expect(try ana.push().commit == nil)
        }
    }

    /// Runs the binary on `database` until it reaches `point`, then kills it.
    private func killedRun(_ arguments: [String], database: String, at point: String) throws -> TimedProcess {
        let signal = FileManager.default.temporaryDirectory.appendingPathComponent("animstudio-paused-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: signal) }
        var environment = ProcessInfo.processInfo.environment
        environment["ANIMSTUDIO_DB"] = database
        environment["ANIMSTUDIO_TEST_PAUSE"] = "\(point)=\(signal)"
        return try TimedProcess(
            ProgramRun.binary.path, arguments, environment: environment, timeout: 120,
            killWhen: { FileManager.default.fileExists(atPath: signal) })
    }
}
