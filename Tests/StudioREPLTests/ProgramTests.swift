import Foundation
import StudioREPL
import StudioTestSupport
import Testing

@Suite struct ProgramTests {
    @Test func commandsFromDashC() throws {
        let run = try ProgramRun(["-c", "sample linear --samples 2; metrics linear --format json"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("t,progress,velocity\n0,0,1\n0.5,0.5,1\n1,1,1\n{\n  \"duration\": 1,"))
        #expect(run.stderr == "")
    }

    @Test func commandsOnStandardInputHaveNoBannerOrPrompt() throws {
        let run = try ProgramRun([], stdin: "# a comment\nsample ease-in-out --samples 1\n")
        #expect(run.status == 0)
        #expect(run.stdout == "t,progress,velocity\n0,0,0\n1,1,0\n")
    }

    @Test func failingCommandExitsOne() throws {
        let run = try ProgramRun(["-c", "metrics spring(mass: 0)"])
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(
            run.stderr
                == "error: mass must be greater than 0, got 0\n  metrics spring(mass: 0)\n                 ^^^^^^^\n")
    }

    @Test func badUsageExitsSixtyFour() throws {
        let run = try ProgramRun(["--frobnicate"])
        #expect(run.status == 64)
        #expect(run.stderr == "animstudio: unknown option “--frobnicate”; see animstudio --help\n")
        let missing = try ProgramRun(["-f", "/nonexistent/script.anim"])
        #expect(missing.status == 64)
        #expect(missing.stderr == "animstudio: cannot read “/nonexistent/script.anim”: No such file or directory\n")
        let folder = try ProgramRun(["-f", "/"])
        #expect(folder.status == 64)
        #expect(folder.stderr == "animstudio: cannot read “/”: it is a folder, not a script file\n")
    }

    @Test func scriptFileWithKeepGoing() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("animstudio-\(UUID()).anim")
        try "bogus\nsample linear --samples 1\n".write(to: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: path) }
        let run = try ProgramRun(["-f", path.path, "--keep-going"])
        #expect(run.status == 1)
        #expect(run.stdout == "t,progress,velocity\n0,0,1\n1,1,1\n")
        #expect(run.stderr.hasPrefix("\(path.path):1: error: unknown command “bogus”"))
    }
}

/// Preview-session records live in the database: a later process continues the session.
@Suite struct SessionRecordsProgramTests {
    @Test func recordsSurviveARestart() throws {
        let studio = try TemporaryStudio("records")
        let database = studio.database
        let first = try ProgramRun(
            ["-c", "simulate tip-in on demo-team --table-height 600 --session card --format summary"],
            database: database)
        #expect(first.status == 0 && first.stdout.contains("3 willDisplay, 3 animated, 0 skipped"))
        let second = try ProgramRun(
            [
                "-c",
                "simulate tip-in on demo-team --table-height 600 --scroll \"to 5 over 1\" --session card --format json"
            ], database: database)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(second.stdout.utf8)) as? [String: Any])
        let events = try #require(json["events"] as? [[String: Any]])
        #expect(events.map { $0["row"] as? Int } == [0, 1, 2, 3, 4, 5])
        #expect(
            events.map { $0["reason"] as? String } == [
                "row-animated", "row-animated", "row-animated", "new-row", "new-row", "new-row"
            ])
        #expect(json["run"] as? Int == 2)
        let records = try ProgramRun(["-c", "records card"], database: database)
        #expect(records.stdout.hasPrefix("session card on demo-team: 2 runs, 6 cells, 6 animated\n"))
        #expect(
            records.stdout.contains(
                "  0     0  Avery Quinn   run 1 at 0.000s      2  run 1 at 0.000s  tip-in           1"))
    }
}

/// `help VERB` shows an example for every verb: each must run on a new studio database, in
/// catalog order, except those that name a user's own file or dataset or serve until stopped.
@Suite struct VerbExampleTests {
    @Test func everyExampleRuns() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animstudio-examples-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // Left out: the two that name a user's own file or dataset, and preview, which serves until
        // SIGTERM (PreviewCommandTests runs it end to end), and tune, which needs a terminal.
        let examples = CommandRegistry.all.map(\.spec.example).filter {
            !$0.hasPrefix("import members") && !$0.hasPrefix("delete-dataset") && !$0.hasPrefix("preview")
                && !$0.hasPrefix("tune")
        }
        let script = folder + "/examples.anim"
        try examples.joined(separator: "\n").write(toFile: script, atomically: true, encoding: .utf8)
        let database = folder + "/studio.sqlite"
        let process = Process()
        process.executableURL = ProgramRun.binary
        process.arguments = ["-f", script]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)  // export -o writes here
        process.environment = ProcessInfo.processInfo.environment.merging(["ANIMSTUDIO_DB": database]) { $1 }
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0 && stderr == "")
    }
}
