import Foundation
import StudioStore
import StudioTestSupport
import Testing

@testable import StudioREPL

/// What a new user reached for: references everywhere, the current draft by default, revert,
/// suggestions, warnings where the studio runs something other than what was typed.
@Suite struct StudioBehaviourTests {
    /// A studio on an in-memory store holding the demo datasets, as a new database does.
    func studio() throws -> PresetCommandTests.Studio {
        let studio = try PresetCommandTests.Studio()
        try DemoLoader.load(into: studio.session.requireStore(), at: "2026-11-22T09:00:00.000Z")
        return studio
    }

    @Test func curvesTakeReferencesAndTheCurrentDraft() throws {
        let studio = try studio()
        _ = studio.run("new b from fade; set duration 1")
        #expect(studio.run("sample b@1 --samples 2").1 == "t,opacity\n0,0\n0.25,0.5\n0.5,1\n")
        #expect(studio.run("metrics").1.hasPrefix("b@draft: ease-in-out\n  settleTime   0.9771 s\n"))
        #expect(studio.run("metrics b@1").1.hasPrefix("b@1: ease-in-out\n  settleTime   0.4886 s\n"))
        #expect(studio.run("convert b@draft").1.hasPrefix("b@draft\nname            ease-in-out\n"))
        #expect(studio.run("show").1.hasPrefix("b@draft  fade  "))
        #expect(studio.run("plot --width 40 --height 8").1.contains("b@draft"))
        #expect(
            studio.run("sample b@1 --duration 2").2
                == "error: --duration does not apply to a preset; its duration is a parameter\n  sample b@1 --duration 2\n                        ^\n"
        )
    }

    @Test func revertAndDiffWithoutReferences() throws {
        let studio = try studio()
        _ = studio.run("new b from fade; set duration 1; commit; tag b@2 calm; set duration 2")
        #expect(
            studio.run("diff --format json").1.contains("\"from\" : \"b@2\"")
                || studio.run("diff --format json").1.contains("\"from\": \"b@2\""))
        #expect(studio.run("revert").1 == "revert to b@2: b@draft  duration 2 → 1\n")
        #expect(studio.run("revert b@1").1 == "revert to b@1: b@draft  duration 1 → 0.5\n")
        #expect(studio.run("undo").1 == "undo: b@draft  duration 0.5 → 1\n")
        #expect(
            studio.run("revert b@draft").2.hasPrefix("error: revert goes back to a committed version, not the draft\n"))
        #expect(studio.run("history").1.contains("\n@2 (calm)  "))
    }

    @Test func deletedPresetsSayHowToComeBack() throws {
        let studio = try studio()
        _ = studio.run("new b from fade; new c from fade; delete b")
        #expect(
            studio.run("use b").2 == "error: preset “b” is deleted; bring it back with restore b\n  use b\n      ^\n")
    }

    @Test func suggestionsForMistypedNames() throws {
        let studio = try studio()
        _ = studio.run("new bounce from move-up-bounce")
        let cases: [(String, String)] = [
            ("smaple linear", "error: unknown command “smaple”; did you mean “sample”?"),
            (
                "set dampin 0.5",
                "error: move-up-bounce has no parameter “dampin”; expected duration, delay-factor, timing, row-height, reduced-motion or a number of the timing; did you mean “damping”?"
            ),
            (
                "templates tipin",
                "error: no template “tipin”; expected one of fade, move-up-bounce, move-up-fade, slide-in, tip-in, card-expand, toolbar-swap; did you mean “tip-in”?"
            ),
            (
                "sample ease-inn",
                "error: no timing, template or preset named “ease-inn”; see templates, presets, or help for the timings; did you mean “ease-in”?"
            ),
            ("show bounse", "error: no preset named “bounse”; did you mean “bounce”?"),
            ("rows demo-teem", "error: no dataset named “demo-teem”; see datasets; did you mean “demo-team”?"),
            (
                "sample linear --sample 3",
                "error: unknown option --sample for sample; expected --duration, --format, --fps, --row, --samples; did you mean “--samples”?"
            ),
            (
                "metrics linear --format jsn",
                "error: --format must be one of text, json, got “jsn”; did you mean “json”?"
            )
        ]
        for (line, expected) in cases {
            let (status, out, err) = studio.run(line)
            #expect(status == 1 && out == "")
            #expect(err.split(separator: "\n").first.map(String.init) == expected, "\(line)")
        }
    }

    @Test func listsSayWhatTheyLeaveOut() throws {
        let studio = try studio()
        #expect(studio.run("rows demo-team --limit 2").1.hasSuffix("(first 2 of 6 rows)\n"))
        #expect(!studio.run("rows demo-team").1.contains("(first"))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("one-\(UUID()).json").path
        try #"[{"name": "Solo"}]"#.write(toFile: file, atomically: true, encoding: .utf8)
        #expect(studio.run("import members \(file) --as solo").1 == "imported 1 member into dataset “solo”\n")
    }

    @Test func warningsNameWhatRunsInstead() throws {
        let studio = try studio()
        #expect(
            studio.run("sample uikit-spring(damping: 1.5, velocity: 0) --duration 20 --samples 1").2 == """
                warning: UIKit clamps the damping ratio to 1 (no over-damping): uikit-spring(damping: 1.5, velocity: 0) runs as damping 1
                warning: UIKit solves a spring for a duration between 0.01 and 10 s: uikit-spring(damping: 1.5, velocity: 0) is solved for 10 s, not 20 s

                """)
        #expect(
            studio.run("metrics spring(mass: 2) --format json").2 == """
                warning: spring(mass: 2) leaves out stiffness: Core Animation's default 100 is used
                warning: spring(mass: 2) leaves out damping: Core Animation's default 10 is used

                """)
        _ = studio.run("new card from card-expand")
        #expect(
            studio.run("set timing spring(mass: 1, stiffness: 2, damping: 0.2, velocity: 0)").2
                == "warning: spring(mass: 1, stiffness: 2, damping: 0.2, velocity: 0) ignores duration 0.3 s and runs for its settling duration 69.762 s, as UISpringTimingParameters(mass:stiffness:damping:initialVelocity:) does\n"
        )
        #expect(
            studio.run("simulate fade on demo-team --scroll \"to 3 over 1\" --format summary").2
                == "warning: the table's 6 rows (264 pt) fit in its 844 pt: its scroll steps cannot move it\n")
        #expect(
            studio.run("convert spring(mass: 1, stiffness: 2, damping: 0.2, velocity: 0)").1.contains(
                "uikit          none\n               ↳ UIKit solves duration-based springs for 0.01 to 10 s; this one would need 42.6 s\n"
            ))
    }

    @Test func verbsThatNeedNoDatabaseNeverOpenOne() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lazy-\(UUID())").path
        let database = folder + "/studio.sqlite"
        let run = try ProgramRun(
            ["-c", "sample linear --samples 1; metrics ease-in; help; templates"], database: database)
        #expect(run.status == 0)
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    /// A read must not make, checkpoint or delete the database's -wal and -shm files: SQLite removes
    /// them when the last connection closes, so each read made both and deleted them again (the folder
    /// changed at every `presets`) and ran a checkpoint at its exit. Kept after a write, they are found
    /// and left by every read: the folder, the database and the log stay exactly as they were.
    @Test func aReadLeavesTheLogFilesAndTheFolderAsTheyWere() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wal-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let database = folder + "/studio.sqlite"
        #expect(try ProgramRun(["-c", "new b from fade; set duration 0.4; commit"], database: database).status == 0)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [
                "studio.sqlite", "studio.sqlite-shm", "studio.sqlite-wal"
            ])
        // The log was emptied when the writer closed: nothing is left in it for a reader to copy back.
        #expect(FileStamp(database + "-wal")?.size == 0)
        let paths = [folder, database, database + "-wal", database + "-shm"]
        let before = paths.map(FileStamp.init)
        let contents = FileManager.default.contents(atPath: database)
        for verbs in ["presets", "show b; history b; diff b@1 b@2", "datasets; sessions; metrics b; export b --as css"]
        {
            let run = try ProgramRun(["-c", verbs], database: database)
            #expect(run.status == 0, "\(verbs): \(run.stderr)")
        }
        let after = paths.map(FileStamp.init)
        // The folder (no file made or deleted in it), the database and the log: same inode, size and
        // modification time; the shared-memory file is the same file (readers write their marks in it).
        #expect(after[0] == before[0] && after[1] == before[1] && after[2] == before[2])
        #expect(after[3]?.inode == before[3]?.inode)
        #expect(FileManager.default.contents(atPath: database) == contents)
    }

    @Test func verbsThatReadWriteNothing() throws {
        let database = FileManager.default.temporaryDirectory.appendingPathComponent("reads-\(UUID()).sqlite").path
        #expect(try ProgramRun(["-c", "new b from fade"], database: database).status == 0)
        // The database and its log (readers write their marks in the -shm file; see the test above).
        let files = [database, database + "-wal"]
        let before = files.map { FileManager.default.contents(atPath: $0) }
        let times = files.map { try? FileManager.default.attributesOfItem(atPath: $0)[.modificationDate] as? Date }
        let run = try ProgramRun(
            ["-c", "presets; show b; history b; datasets; sessions; metrics b"], database: database)
        #expect(run.status == 0)
        #expect(files.map { FileManager.default.contents(atPath: $0) } == before)
        #expect(
            files.map { try? FileManager.default.attributesOfItem(atPath: $0)[.modificationDate] as? Date } == times)
    }
}
