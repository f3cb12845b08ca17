import Foundation
import StudioStore
import StudioTestSupport
import Testing

@testable import StudioLibrary

/// `library log REF` as the real binary prints it, with the commits' dates fixed through Git's own
/// GIT_AUTHOR_DATE and GIT_COMMITTER_DATE (only the hashes, which hold each preset's random id,
/// are read back from Git).
@Suite(.serialized) struct LibraryLogOutputTests {
    @Test func theLogShowsWhoWhenTheMessageAndTheChangeOfEachSharedVersionNewestFirst() async throws {
        do {
            let team = try TeamFixture()
            let ana = try team.studio("ana")
            let ben = try team.studio("ben")
            try ana.create("bounce")
            try push(ana, "first bounce", dated: "2026-11-20T09:00:00+00:00")
            try ana.edit("bounce", ["duration": "0.8"], message: "shorter")
            try push(ana, "shorter bounce", dated: "2026-11-21T10:30:15+01:00")
            _ = try ben.pull()
            try ben.edit("bounce", ["timing": spring("0.55", "0.1"), "duration": "0.7"], message: "less wobble")
            try push(ben, "calmer bounce", dated: "2026-11-22T16:45:00-05:00")
            _ = try ana.pull()

            let log = try ProgramRun(["-c", "library log bounce"], database: ana.store.path!)
            #expect(log.stderr == "")
            #expect(log.status == 0)
            let hashes = try team.git(ana.workingCopy, ["log", "--format=%h", "--abbrev=7", "HEAD"]).split(
                separator: "\n")
            #expect(hashes.count == 3)
            #expect(
                log.stdout == """
                    \(hashes[0]) 2026-11-22T16:45:00-05:00 ben bounce v3: calmer bounce
                        damping 0.4 → 0.55, duration 0.8 → 0.7
                    \(hashes[1]) 2026-11-21T10:30:15+01:00 ana bounce v2: shorter bounce
                        duration 1 → 0.8
                    \(hashes[2]) 2026-11-20T09:00:00+00:00 ana bounce v1: first bounce
                        created

                    """)
        }
    }

    /// `library push -m MESSAGE` through the binary, its commit dated `date`.
    private func push(_ studio: Studio, _ message: String, dated date: String) throws {
        let database: String = try #require(studio.store.path)
        let run = try ProgramRun(
            ["-c", "library push -m '\(message)'"], database: database,
            environment: ["GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date])
        #expect(run.stderr == "")
        #expect(run.stdout == "pushed: wrote bounce\n")
    }
}
