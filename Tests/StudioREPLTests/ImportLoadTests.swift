import Foundation
import StudioTestSupport
import Testing

/// Several studios on one file while one of them imports a large dataset, all through the real
/// binary: an import writes in short transactions and holds no write lock between them, so a
/// designer's commit goes through while it runs, and only its last transaction makes the dataset
/// visible. (How long a commit waits beside a 1,000,000-member import is measured by the benchmark
/// "commit beside a 1M-member import loop", Benchmarks/StudioBenchmarks/ImportLoadBenchmarks.swift.)
@Suite(.serialized) struct ImportLoadTests {
    /// Rows of the imports: enough for many slices of 0.1 s (and, in one transaction, a lock held for
    /// seconds on CI's two cores).
    static let rows = 150_000

    static func membersFile(at path: String, rows: Int) throws {
        var text = "["
        for index in 0..<rows {
            if index > 0 { text += "," }
            text +=
                #"{"name":"Member \#(index)","title":"Designer","location":"Lyon","about":"Tunes the bounce of list cells."}"#
        }
        try (text + "]").write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// `datasets` as (name, kind, rows) lines, without the import times.
    static func datasets(_ database: String) throws -> [String] {
        let listing = try ProgramRun(["-c", "datasets"], database: database)
        #expect(listing.status == 0 && listing.stderr == "")
        return listing.stdout.split(separator: "\n").dropFirst().map {
            $0.split(separator: " ").prefix(3).joined(separator: " ")
        }
    }

    /// A new folder with a studio holding `tuned` (from fade) and the members file.
    static func studio() throws -> (folder: String, database: String, file: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animstudio-load-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let database = folder + "/studio.sqlite"
        let file = folder + "/big.json"
        try Self.membersFile(at: file, rows: Self.rows)
        #expect(try ProgramRun(["-c", "new tuned from fade"], database: database).status == 0)
        return (folder, database, file)
    }

    /// The import held between two of its slices (`ANIMSTUDIO_TEST_PAUSE`): another studio commits
    /// at once (were the write lock held, it would wait 5 s and fail as busy), the dataset is not yet
    /// listed; released, the import finishes with every row.
    @Test func aCommitGoesThroughWhileAnImportWaitsBetweenTwoSlices() throws {
        let (folder, database, file) = try Self.studio()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let paused = folder + "/paused"
        let outcome = LockedResults()
        let ended = DispatchSemaphore(value: 0)
        let importer = Thread {
            defer { ended.signal() }
            do {
                let run = try ProgramRun(
                    ["-c", "import members \(file) --as big"], database: database,
                    environment: ["ANIMSTUDIO_TEST_PAUSE": "import-between-slices=\(paused)"], timeout: 300)
                outcome.add("\(run.status) \(run.stdout)\(run.stderr)")
            } catch {
                outcome.add("\(error)")
            }
        }
        importer.start()
        let deadline = Date().addingTimeInterval(120)
        while !FileManager.default.fileExists(atPath: paused), outcome.results.isEmpty, Date() < deadline {
            usleep(10_000)
        }
        try #require(FileManager.default.fileExists(atPath: paused), "the import never paused: \(outcome.results)")
        defer { try? FileManager.default.removeItem(atPath: paused) }

        let commit = try ProgramRun(["-c", "set duration 0.7; commit -m 'beside the import'"], database: database)
        #expect(commit.stderr == "")
        #expect(commit.stdout == "tuned@draft  duration 0.5 → 0.7\ntuned@2\n")
        #expect(commit.status == 0)
        let version = try ProgramRun(["-c", "show tuned@2"], database: database)
        #expect(version.stdout.hasPrefix("tuned@2  fade  "))
        #expect(version.stdout.contains("  beside the import\n  duration      0.7 s\n"))
        #expect(try Self.datasets(database) == ["demo-cities cities 4", "demo-team members 6"])
        #expect(outcome.results.isEmpty, "the import ended while paused: \(outcome.results)")

        try FileManager.default.removeItem(atPath: paused)
        #expect(ended.wait(timeout: .now() + 300) == .success)
        #expect(outcome.results == ["0 imported \(Self.rows) members into dataset “big”\n"])
        #expect(
            try Self.datasets(database) == ["big members \(Self.rows)", "demo-cities cities 4", "demo-team members 6"])
    }

    /// The teammate imports and deletes in a loop while another studio commits 24 times: every
    /// commit and every import and deletion succeeds (none gives up as busy), nothing is left over.
    @Test func noCommitFailsBesideALoopOfLargeImportsAndDeletions() throws {
        let (folder, database, file) = try Self.studio()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let stop = LockedFlag()
        let loop = LockedResults()
        let ended = DispatchSemaphore(value: 0)
        let teammate = Thread {
            defer { ended.signal() }
            while !stop.isSet {
                let imported = try? ProgramRun(["-c", "import members \(file) --as big"], database: database)
                let deleted = try? ProgramRun(["-c", "delete-dataset big --force"], database: database)
                loop.add(imported.map { "import \($0.status) \($0.stderr)" } ?? "import did not finish")
                loop.add(deleted.map { "delete \($0.status) \($0.stderr)" } ?? "delete did not finish")
            }
        }
        teammate.start()
        Thread.sleep(forTimeInterval: 0.5)  // the first import is under way
        var failures: [String] = []
        for index in 0..<24 {
            let commit = try ProgramRun(
                ["-c", "set duration 0.\(index + 10); commit -m \"load \(index)\""], database: database)
            if commit.status != 0 { failures.append(commit.stderr) }
            Thread.sleep(forTimeInterval: 0.1)
        }
        stop.set()
        ended.wait()

        #expect(failures.isEmpty)
        let results = loop.results
        #expect(results.contains("import 0 "), "\(results)")  // the load was real: imports ran to the end
        #expect(results.allSatisfy { $0 == "import 0 " || $0 == "delete 0 " }, "\(results)")
        let history = try ProgramRun(["-c", "history tuned"], database: database).stdout
        #expect(history.contains("load 23"))
        #expect(try Self.datasets(database) == ["demo-cities cities 4", "demo-team members 6"])
    }
}

/// A flag one thread sets and another reads.
final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}

/// What another thread's processes did, one line per command.
final class LockedResults: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    var results: [String] { lock.withLock { lines } }
    func add(_ line: String) { lock.withLock { lines.append(line) } }
}
