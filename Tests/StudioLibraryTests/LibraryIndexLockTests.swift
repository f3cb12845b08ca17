import Foundation
import StudioStore
import StudioTestSupport
import Testing

@testable import StudioLibrary

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pull killed inside `git reset --keep` (its last step) leaves `.git/index.lock`. The reset is
/// held there by a smudge filter that waits (git holds the lock while it checks files out), the
/// real binary and its git are killed with SIGKILL, and the next verb must finish the pull: it
/// removes a lock its own killed run left, and refuses, naming the path and the process, a lock a
/// live git holds.
@Suite(.serialized) struct LibraryIndexLockTests {
    @Test func aLockLeftByAKilledPullIsRemovedAndThePullFinished() async throws {
        try await withSharedTeam { shared in
            let (team, ana, ben) = (shared.team, shared.ana, shared.ben)
            try ana.edit("bounce", ["duration": "0.8"], message: "shorter")
            let remote = try #require(try ana.push().commit)
            let stall = try Stall(ben.workingCopy)
            defer { stall.release() }

            let killed = try stall.killedPull(database: ben.store.path!)
            #expect(killed.status == 137)
            // The whole process group dies: git too, holding its lock.
            let lock = GitLock.index(in: ben.workingCopy + "/.git")
            for holder in lock.holders() { kill(holder, SIGKILL) }
            #expect(try Stall.waitUntil { lock.holders().isEmpty })
            stall.release()
            try stall.remove()
            #expect(lock.exists)
            #expect(try ben.store.libraryAttachment()?.lastCommit == remote)

            let next = try ProgramRun(["-c", "library pull"], database: ben.store.path!)
            #expect(next.stderr == "")
            #expect(next.stdout == "already up to date\n")
            #expect(next.status == 0)
            #expect(!lock.exists)
            #expect(try team.git(ben.workingCopy, ["rev-parse", "HEAD"]) == remote)
            #expect(try team.git(ben.workingCopy, ["status", "--porcelain"]) == "")
            #expect(try ben.file("bounce") == ana.file("bounce"))
            #expect(try ben.parameters("bounce")["duration"] == "0.8")
        }
    }

    @Test func aLockALiveGitHoldsIsRefusedWithItsPathThenTheVerbGoesOn() async throws {
        try await withSharedTeam { shared in
            let (team, ana, ben) = (shared.team, shared.ana, shared.ben)
            try ana.edit("bounce", ["duration": "0.8"], message: "shorter")
            let remote = try #require(try ana.push().commit)
            let stall = try Stall(ben.workingCopy)
            defer { stall.release() }

            // Only the studio is killed: its git lives on in the reset, holding the lock.
            let killed = try stall.killedPull(database: ben.store.path!)
            #expect(killed.status == 137)
            let lock = GitLock.index(in: ben.workingCopy + "/.git")
            let holders = lock.holders()
            #expect(!holders.isEmpty)
            let refused = try ProgramRun(["-c", "library pull"], database: ben.store.path!)
            #expect(
                refused.stderr
                    == "error: the working copy is locked: a running git (process \(holders.first ?? 0)) holds \(lock.path); wait for it to finish, then run the library verb again\n"
            )
            #expect(refused.status == 1)
            #expect(lock.exists)

            stall.release()
            #expect(try Stall.waitUntil { !lock.exists })
            try stall.remove()
            let next = try ProgramRun(["-c", "library pull"], database: ben.store.path!)
            #expect(next.stderr == "")
            #expect(next.stdout == "already up to date\n")
            #expect(try team.git(ben.workingCopy, ["rev-parse", "HEAD"]) == remote)
            #expect(try team.git(ben.workingCopy, ["status", "--porcelain"]) == "")
        }
    }
}

/// A smudge filter that stops git in the middle of a checkout (holding `.git/index.lock`)
/// until released: it creates `signal`, then waits for `releaser` to exist.
struct Stall {
    let workingCopy: String
    let signal: String
    let releaser: String

    init(_ workingCopy: String) throws {
        self.workingCopy = workingCopy
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("animstudio-stall-\(UUID())").path
        signal = base + ".reached"
        releaser = base + ".release"
        try Git(folder: workingCopy).run([
            "config", "filter.stall.smudge",
            "touch '\(signal)'; while [ ! -e '\(releaser)' ]; do sleep 0.02; done; cat"
        ])
        try Data("*.json filter=stall\n".utf8).write(
            to: URL(fileURLWithPath: workingCopy + "/.git/info/attributes"))
    }

    /// `library pull` on `database`, killed (SIGKILL, the program alone) once git is in the filter.
    func killedPull(database: String) throws -> TimedProcess {
        var environment = ProcessInfo.processInfo.environment
        environment["ANIMSTUDIO_DB"] = database
        return try TimedProcess(
            ProgramRun.binary.path, ["-c", "library pull"], environment: environment, timeout: 120,
            killWhen: { FileManager.default.fileExists(atPath: signal) })
    }

    /// Lets every stalled filter finish.
    func release() { _ = FileManager.default.createFile(atPath: releaser, contents: nil) }

    /// Takes the filter out of the working copy's configuration (and the signal files away).
    func remove() throws {
        try Git(folder: workingCopy).run(["config", "--unset", "filter.stall.smudge"])
        try FileManager.default.removeItem(atPath: workingCopy + "/.git/info/attributes")
        try? FileManager.default.removeItem(atPath: signal)
    }

    /// Polls `condition` for up to 30 s.
    static func waitUntil(_ condition: () -> Bool) throws -> Bool {
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            if condition() { return true }
            usleep(10_000)
        }
        return condition()
    }
}

/// The abuse probe's killed pulls at a size that fits CI (the long run is a benchmark,
/// Benchmarks/StudioBenchmarks/LibraryAbuseBenchmarks.swift): every pull killed at a random
/// moment, with its git, is finished by the next one.
@Suite(.serialized) struct KilledPullTrialTests {
    @Test func everyRandomlyKilledPullIsFinishedByTheNextOne() async throws {
        do {
            var trials = try KilledPullTrials(presets: 20)
            defer { trials.removeAll() }
            let patience = try trials.pullTime()
            let figures = try trials.run(4, patience: patience, seed: 35)
            #expect(figures.failures == [])
            #expect(figures.trials == 4)
            #expect(figures.recoveries == 4)
        }
    }
}
