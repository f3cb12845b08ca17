import Foundation
import StudioTestSupport
import Testing

/// The studio's promises about its database, checked with real processes: killed mid-write,
/// running side by side, and moving presets between databases.
@Suite(.serialized) struct StoreReliabilityTests {
    /// `sqlite3 DB SQL`, for checks that must not go through the studio itself.
    static func sqlite(_ database: String, _ sql: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        process.arguments = [database, sql]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static func start(_ arguments: [String], database: String) throws -> Process {
        let process = Process()
        process.executableURL = ProgramRun.binary
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["ANIMSTUDIO_DB"] = database
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    @Test func exportImportExportGivesIdenticalBytes() throws {
        let studio = try TemporaryStudio()
        let first = studio.path("a.sqlite")
        let second = studio.path("b.sqlite")
        let file1 = studio.path("1.json")
        let file2 = studio.path("2.json")
        let setup = try ProgramRun(
            [
                "-c",
                """
                new bounce from move-up-bounce; set damping 0.55 velocity 0; commit -m "less wobble"; tag bounce@2 calm
                set timing spring(mass: 1, stiffness: 170, damping: 15); commit -m "CA spring"
                export bounce --all-versions -o \(file1)
                """
            ], database: first)
        #expect(setup.status == 0, "\(setup.stderr)")
        let again = try ProgramRun(
            ["-c", "import preset \(file1); export bounce --all-versions -o \(file2)"], database: second)
        #expect(again.status == 0, "\(again.stderr)")
        let bytes1 = try Data(contentsOf: URL(fileURLWithPath: file1))
        let bytes2 = try Data(contentsOf: URL(fileURLWithPath: file2))
        #expect(bytes1 == bytes2)
        #expect(String(decoding: bytes1, as: UTF8.self).contains("\"calm\": 2"))
        // The same data exported twice is the same bytes too.
        let stdout1 = try ProgramRun(["-c", "export bounce@2"], database: first).stdout
        let stdout2 = try ProgramRun(["-c", "export bounce@2"], database: first).stdout
        #expect(stdout1 == stdout2 && stdout1.hasPrefix("{\n  \"name\": \"bounce\",\n  \"schemaVersion\": 1,"))
    }

    @Test func committedVersionsCannotBeChangedEvenWithRawSQL() throws {
        let studio = try TemporaryStudio()
        let database = studio.path("immutable.sqlite")
        #expect(try ProgramRun(["-c", "new p from fade; set duration 2; commit"], database: database).status == 0)
        _ = try Self.sqlite(database, "UPDATE preset_versions SET message = 'x';")
        #expect(try Self.sqlite(database, "SELECT count(*) FROM preset_versions WHERE message = 'x';") == "0")
        _ = try Self.sqlite(database, "DELETE FROM preset_versions;")
        #expect(try Self.sqlite(database, "SELECT count(*) FROM preset_versions;") == "2")
    }

    @Test func badDatabaseFilesExitTwoAndStayUnchanged() throws {
        let studio = try TemporaryStudio()
        let garbage = studio.path("garbage.sqlite")
        let text = Data("this is not a database, just text\n".utf8)
        try text.write(to: URL(fileURLWithPath: garbage))
        let run = try ProgramRun(["-c", "presets"], database: garbage)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("animstudio: “\(garbage)” is not an animstudio database"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: garbage)) == text)
        let directory = studio.path("dir")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        #expect(try ProgramRun(["-c", "presets"], database: directory).status == 2)
        // A database from a newer studio (it knows a migration we don't) is refused, untouched.
        let newer = studio.path("newer.sqlite")
        #expect(try ProgramRun(["-c", "presets"], database: newer).status == 0)
        _ = try Self.sqlite(newer, "INSERT INTO grdb_migrations VALUES ('9999_from_the_future');")
        let before = try Data(contentsOf: URL(fileURLWithPath: newer))
        let refused = try ProgramRun(["-c", "presets"], database: newer)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("newer animstudio"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: newer)) == before)
    }

    @Test func killedDuringImportLeavesAllOrNothing() throws {
        let studio = try TemporaryStudio()
        // Given a large members file
        let file = studio.path("big.json")
        var json = "{\"team\": [\n"
        for i in 0..<150_000 {
            json +=
                "{\"name\": \"Member \(i)\", \"title\": \"Engineer\", \"location\": \"City \(i % 97)\", \"about\": \"About member number \(i).\"},\n"
        }
        json += "]}\n"
        try json.write(toFile: file, atomically: true, encoding: .utf8)
        for delay in [0.4, 0.9, 1.6] {
            let database = studio.path("killed-import-\(delay).sqlite")
            #expect(
                try ProgramRun(["-c", "new keep from fade; set duration 0.7; commit"], database: database).status == 0)
            // When the import is killed part-way
            let process = try Self.start(["-c", "import members \(file) --as big"], database: database)
            Thread.sleep(forTimeInterval: delay)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            // Then the database is intact, the dataset whole or absent, earlier versions untouched
            #expect(try Self.sqlite(database, "PRAGMA integrity_check;") == "ok")
            let rows = try Self.sqlite(
                database,
                "SELECT coalesce((SELECT row_count FROM datasets WHERE name = 'big'), -1), (SELECT count(*) FROM member_rows JOIN datasets ON datasets.id = dataset_id WHERE datasets.name = 'big');"
            )
            #expect(rows == "-1|0" || rows == "150000|150000", "after \(delay) s: \(rows)")
            let history = try ProgramRun(["-c", "history keep --format json"], database: database)
            #expect(history.status == 0 && history.stdout.contains("\"number\": 2"))
            #expect(try ProgramRun(["-c", "show keep@2"], database: database).stdout.contains("duration      0.7 s"))
        }
    }

    @Test func killedDuringSimulationsLeavesWholeRuns() throws {
        let studio = try TemporaryStudio()
        // Given a 100,000-row dataset and a session with one recorded run
        let file = studio.path("rows.json")
        try ("[" + (0..<100_000).map { "{\"name\": \"M\($0)\"}" }.joined(separator: ",") + "]").write(
            toFile: file, atomically: true, encoding: .utf8)
        let database = studio.path("killed-simulate.sqlite")
        let setup = try ProgramRun(
            ["-c", "import members \(file) --as rows; simulate fade on rows --session s --format summary"],
            database: database)
        #expect(setup.status == 0, "\(setup.stderr)")
        let scroll = "simulate fade on rows --scroll \"to 99999 over 20\" --policy once-per-row --format summary"
        for delay in [0.15, 0.45, 0.75, 1.05] {
            // When runs that write 100,000 records each (about 0.3 s apiece) are killed part-way
            let runs = (0..<4).map { "\(scroll) --session s; \(scroll) --session new-\(Int(delay * 100))-\($0)" }
            let process = try Self.start(["-c", runs.joined(separator: "; ")], database: database)
            Thread.sleep(forTimeInterval: delay)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            // Then the database is intact and every session holds whole runs only
            #expect(try Self.sqlite(database, "PRAGMA integrity_check;") == "ok")
            let sessions = try Self.sqlite(
                database,
                """
                SELECT name, runs, (SELECT count(*) FROM cell_records WHERE session_id = preview_sessions.id) FROM preview_sessions ORDER BY name;
                """
            ).split(separator: "\n").map { $0.split(separator: "|").map(String.init) }
            for session in sessions {
                let (runs, cells) = (Int(session[1])!, Int(session[2])!)
                // "s": its first run saw the 20 rows of the first screen; a scroll run adds the rest.
                let whole =
                    session[0] == "s"
                    ? (runs == 1 && cells == 20) || (runs >= 2 && cells == 100_000) : (runs == 1 && cells == 100_000)
                #expect(whole, "after \(delay) s: \(session)")
            }
        }
    }

    @Test func killedDuringCommitsLosesNothingCommitted() throws {
        let studio = try TemporaryStudio()
        let database = studio.path("killed-commit.sqlite")
        #expect(try ProgramRun(["-c", "new p from fade"], database: database).status == 0)
        let script = (1...400).map { "set duration \($0); commit -m v\($0 + 1)" }.joined(separator: "; ")
        let process = try Self.start(["-c", script], database: database)
        Thread.sleep(forTimeInterval: 1.0)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(try Self.sqlite(database, "PRAGMA integrity_check;") == "ok")
        // Every version is there, numbered without gaps, and holds what was committed as it.
        let rows = try Self.sqlite(
            database,
            "SELECT number, message, json_extract(parameters, '$.duration') FROM preset_versions ORDER BY number;"
        )
        .split(separator: "\n").map { $0.split(separator: "|", omittingEmptySubsequences: false).map(String.init) }
        #expect(rows.count >= 1)
        for (index, row) in rows.enumerated() {
            #expect(Int(row[0]) == index + 1)
            if index > 0 {
                #expect(row[1] == "v\(index + 1)" && row[2] == "\(index)", "\(row)")
            }
        }
    }

    @Test func twoWritersAndAReaderAtOnce() throws {
        let studio = try TemporaryStudio()
        let database = studio.path("concurrent.sqlite")
        #expect(try ProgramRun(["-c", "new alpha from fade; new beta from slide-in"], database: database).status == 0)
        let writers = ["alpha", "beta"].map { name in
            [
                "-c",
                "use \(name); "
                    + (1...100).map { "set delay-factor \(Double($0) / 1000); commit" }.joined(separator: "; ")
            ]
        }
        let reader = [
            "-c",
            Array(repeating: "history alpha --format json; history beta --format json", count: 60).joined(
                separator: "; ")
        ]
        let jobs = writers + [reader]
        let collected = Collected()
        DispatchQueue.concurrentPerform(iterations: 3) { index in
            if let run = try? ProgramRun(jobs[index], database: database) { collected.append(run) }
        }
        let results = collected.runs
        #expect(results.count == 3)
        for run in results {
            #expect(run.status == 0, "\(run.stderr)")
            #expect(!run.stderr.contains("locked"))
        }
        for name in ["alpha", "beta"] {
            let numbers = try Self.sqlite(
                database,
                "SELECT group_concat(number) FROM (SELECT number FROM preset_versions JOIN presets ON presets.id = preset_id WHERE presets.name = '\(name)' ORDER BY number);"
            )
            #expect(numbers == (1...101).map(String.init).joined(separator: ","))
        }
    }
}

/// Results gathered from concurrent runs.
final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [ProgramRun] = []
    func append(_ run: ProgramRun) { lock.withLock { stored.append(run) } }
    var runs: [ProgramRun] { lock.withLock { stored } }
}
