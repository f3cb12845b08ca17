import Foundation
import StudioTestSupport
import Testing

/// Creating a database is all or nothing, files of other applications are refused untouched, and a
/// hot journal left by a killed writer is rolled back on the next start. Real processes throughout.
@Suite(.serialized) struct DatabaseCreationTests {
    static let demoListing = ["demo-cities", "demo-team"]

    /// The dataset names `datasets` lists, or the exit status and error when the studio refused to start.
    static func datasetNames(_ database: String) throws -> [String] {
        let run = try ProgramRun(["-c", "datasets"], database: database)
        guard run.status == 0 else { return ["exit \(run.status): \(run.stderr)"] }
        return run.stdout.split(separator: "\n").dropFirst().compactMap {
            $0.split(separator: " ").first.map(String.init)
        }
    }

    @Test func killedWhileCreatingLeavesNothingOrAWholeStudio() throws {
        let studio = try TemporaryStudio()
        // Delays from 5 to 50 ms, drawn from a fixed seed so every run kills at the same moments.
        var state: UInt64 = 0x416E_5374
        for attempt in 0..<30 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let delay = 0.005 + Double((state >> 33) % 46) / 1000
            let database = studio.path("created-\(attempt).sqlite")
            let process = try StoreReliabilityTests.start(["-c", "datasets"], database: database)
            Thread.sleep(forTimeInterval: delay)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            // Then the next start opens the studio, with both demo datasets
            #expect(try Self.datasetNames(database) == Self.demoListing, "killed after \(delay) s")
            // And no temporary file of the killed creation is left beside it
            let folder = URL(fileURLWithPath: database).deletingLastPathComponent().path
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder)
                .filter { $0.hasPrefix(URL(fileURLWithPath: database).lastPathComponent + ".creating-") }
            #expect(leftovers.isEmpty, "\(leftovers)")
        }
    }

    @Test func newStudioFilesCarryTheStudioMark() throws {
        let studio = try TemporaryStudio()
        let database = studio.path("marked.sqlite")
        #expect(try Self.datasetNames(database) == Self.demoListing)
        // 'AnSt' = 0x416E5374 = 1097749364
        #expect(try StoreReliabilityTests.sqlite(database, "PRAGMA application_id;") == "1097749364")
    }

    @Test func filesOfAnotherApplicationAreRefusedUntouched() throws {
        let studio = try TemporaryStudio()
        let database = studio.path("foreign.sqlite")
        _ = try StoreReliabilityTests.sqlite(
            database, "PRAGMA application_id = 305419896; CREATE TABLE grdb_migrations(identifier TEXT);")
        let before = try Data(contentsOf: URL(fileURLWithPath: database))
        let run = try ProgramRun(["-c", "datasets"], database: database)
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "animstudio: “\(database)” is not an animstudio database (its application_id 0x12345678 marks another application's file; animstudio's is 0x416E5374)\n"
        )
        #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == before)
    }

    @Test func aStudioFromBeforeTheMarkIsMarkedAndKeepsItsData() throws {
        let studio = try TemporaryStudio()
        let database = studio.path("legacy.sqlite")
        #expect(
            try ProgramRun(["-c", "new p from fade; delete-dataset demo-team --force"], database: database).status == 0)
        _ = try StoreReliabilityTests.sqlite(database, "PRAGMA application_id = 0;")
        // A deleted demo dataset stays deleted: the studio holds data, so it is only marked
        #expect(try Self.datasetNames(database) == ["demo-cities"])
        #expect(try StoreReliabilityTests.sqlite(database, "PRAGMA application_id;") == "1097749364")
        // An older build's half-created file (schema, no data, no mark) gets its demo datasets
        let empty = studio.path("half.sqlite")
        #expect(
            try ProgramRun(
                ["-c", "delete-dataset demo-team --force; delete-dataset demo-cities --force"], database: empty
            ).status == 0)
        _ = try StoreReliabilityTests.sqlite(empty, "PRAGMA application_id = 0;")
        #expect(try Self.datasetNames(empty) == Self.demoListing)
    }

    @Test func aHotJournalIsRolledBackOnTheNextStart() throws {
        let studio = try TemporaryStudio()
        let database = studio.path("hot.sqlite")
        #expect(try ProgramRun(["-c", "new p from fade"], database: database).status == 0)
        // A writer in rollback-journal mode killed mid-transaction, after its cache spilled into the file.
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        python.arguments = [
            "-c",
            """
            import sqlite3, os
            c = sqlite3.connect('\(database)', isolation_level=None)
            c.execute('PRAGMA journal_mode=DELETE'); c.execute('PRAGMA cache_size=2'); c.execute('BEGIN')
            c.execute('CREATE TABLE junk(x)')
            for i in range(200): c.execute('INSERT INTO junk VALUES (randomblob(10000))')
            os._exit(0)
            """
        ]
        try python.run()
        python.waitUntilExit()
        #expect(FileManager.default.fileExists(atPath: database + "-journal"))
        #expect(try Self.datasetNames(database) == Self.demoListing)
        #expect(try ProgramRun(["-c", "show p"], database: database).stdout.hasPrefix("p@1  fade"))
        #expect(
            try StoreReliabilityTests.sqlite(database, "SELECT count(*) FROM sqlite_master WHERE name = 'junk';") == "0"
        )
    }
}
