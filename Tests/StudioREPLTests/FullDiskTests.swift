import Foundation
import StudioTestSupport
import Testing

/// A disk that fills, for real: the studio runs on a tmpfs of a few hundred kilobytes. Each run says
/// "the disk is full" in one line, leaves the last whole state and no log file behind.
@Suite(.enabled(if: SmallDisk.available, Comment(rawValue: SmallDisk.skipReason)))
struct FullDiskTests {
    /// A members file of 20,000 people (about 4 MB), far more than the small disks hold.
    static let bigTeam: String = {
        let members = (0..<20_000).map { index in
            #"{"name": "Member \#(index)", "title": "Engineer", "location": "Lisbon, PT", "about": "Tunes springs until the bounce feels like a shrug, not a slam, number \#(index).", "image": "m\#(index).png", "web": "https://example.com/m\#(index)"}"#
        }
        // A data file shared by the suite's tests (not a studio: each test makes its own disk and database).
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("animstudio-\(UUID())-big-team.json")
            .path
        precondition(
            FileManager.default.createFile(
                atPath: path, contents: Data("{\"team\": [\(members.joined(separator: ",\n"))]}".utf8)))
        return path
    }()

    @Test func aDiskTooSmallForANewStudioLeavesNothing() throws {
        let disk = try #require(SmallDisk(size: "200k"))
        let run = try ProgramRun(["-c", "presets"], database: disk.path("studio.sqlite"))
        #expect(run.status == 2)
        #expect(
            run.stderr == "animstudio: cannot create database at “\(disk.path("studio.sqlite"))”: the disk is full\n")
        #expect(run.stdout == "")
        #expect(disk.names() == [])
    }

    @Test func aNewStudioThatJustFitsIsWholeWithNoLog() throws {
        // The studio with its demo data is 448 KiB: it is written straight into the file, not
        // through a log that would need as much room again.
        let disk = try #require(SmallDisk(size: "700k"))
        let database = disk.path("studio.sqlite")
        #expect(try DatabaseCreationTests.datasetNames(database) == DatabaseCreationTests.demoListing)
        // A connection keeps the log files (SQLITE_FCNTL_PERSIST_WAL, so a read never creates or deletes
        // them) but leaves the log empty: nothing of the studio lives only in it.
        #expect(Set(disk.names()).isSubset(of: ["studio.sqlite", "studio.sqlite-shm", "studio.sqlite-wal"]))
        let log = (try? FileManager.default.attributesOfItem(atPath: database + "-wal"))?[.size] as? Int
        #expect((log ?? 0) == 0)
        #expect(try StoreReliabilityTests.sqlite(database, "PRAGMA journal_mode; PRAGMA integrity_check;") == "wal\nok")
    }

    @Test func anImportThatFillsTheDiskSaysSoAndTheStudioGoesOn() throws {
        let disk = try #require(SmallDisk(size: "1m"))
        let database = disk.path("studio.sqlite")
        #expect(try ProgramRun(["-c", "presets"], database: database).status == 0)
        let run = try ProgramRun(
            ["--keep-going", "-c", "import members \(Self.bigTeam) --as big; new wobble from fade; datasets"],
            database: database)
        #expect(run.status == 1)
        #expect(run.stderr == "error: storage failed: the disk is full\n")
        // The next write has room again, and the failed import left no trace
        #expect(run.stdout.hasPrefix("wobble@1  fade\n"))
        #expect(
            run.stdout.hasSuffix(
                "dataset      kind     rows  imported\n"
                    + "demo-cities  cities      4  \(try Self.importTime(database, "demo-cities"))\n"
                    + "demo-team    members     6  \(try Self.importTime(database, "demo-team"))\n"))
        #expect(disk.names() == ["studio.sqlite"])
        #expect(try StoreReliabilityTests.sqlite(database, "PRAGMA integrity_check;") == "ok")
    }

    /// 60,000 members (about 12 MB): on an 8 MB disk several of the import's slices commit before
    /// the disk runs low, so the room for the next command must have been kept, not given back.
    @Test func anImportWhoseCommittedSlicesFillTheDiskLeavesRoomForTheNextCommand() throws {
        let disk = try #require(SmallDisk(size: "8m"))
        let database = disk.path("studio.sqlite")
        #expect(try ProgramRun(["-c", "presets"], database: database).status == 0)
        let sizeBefore = try #require(disk.size(of: "studio.sqlite"))
        let run = try ProgramRun(
            [
                "--keep-going", "-c",
                "import members \(Self.largerTeam) --as big; new wobble from fade; new swing from fade; datasets"
            ],
            database: database)
        #expect(run.stderr == "error: storage failed: the disk is full\n")
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("wobble@1  fade\n") && run.stdout.contains("\nswing@1  fade\n"))
        #expect(
            run.stdout.hasSuffix(
                "dataset      kind     rows  imported\n"
                    + "demo-cities  cities      4  \(try Self.importTime(database, "demo-cities"))\n"
                    + "demo-team    members     6  \(try Self.importTime(database, "demo-team"))\n"))
        #expect(
            try StoreReliabilityTests.sqlite(
                database, "SELECT count(*) FROM member_rows; SELECT count(*) FROM datasets;") == "6\n2")
        // The pages the committed slices took went back to the disk; the two presets took one more.
        #expect(disk.size(of: "studio.sqlite")! <= sizeBefore + 16384)
        #expect(disk.names() == ["studio.sqlite"])
        #expect(try StoreReliabilityTests.sqlite(database, "PRAGMA integrity_check;") == "ok")
    }

    static let largerTeam: String = {
        let members = (0..<60_000).map { index in
            #"{"name": "Member \#(index)", "title": "Engineer", "location": "Lisbon, PT", "about": "Tunes springs until the bounce feels like a shrug, not a slam, number \#(index).", "image": "m\#(index).png", "web": "https://example.com/m\#(index)"}"#
        }
        // A data file shared by the suite's tests (not a studio: each test makes its own disk and database).
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "animstudio-\(UUID())-larger-team.json"
        ).path
        precondition(
            FileManager.default.createFile(
                atPath: path, contents: Data("{\"team\": [\(members.joined(separator: ",\n"))]}".utf8)))
        return path
    }()

    static func importTime(_ database: String, _ name: String) throws -> String {
        try StoreReliabilityTests.sqlite(database, "SELECT created_at FROM datasets WHERE name = '\(name)';")
    }
}
