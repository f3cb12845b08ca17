import Foundation
import StudioTestSupport
import Testing

/// Several studios on one file while one of them imports and deletes a large dataset in a loop, all
/// through the real binary: a designer's commit never fails and never waits long, because an import
/// writes in short transactions and only its last one makes the dataset visible.
@Suite(.serialized) struct ImportLoadTests {
    /// Rows of the looping import: enough that one transaction holding them all keeps the lock for
    /// seconds on CI's two cores (a million-row run is measured by hand, see docs/explanation/safety.md).
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

    /// Runs the binary once; returns its exit status, standard error and wall time in seconds.
    static func run(_ arguments: [String], database: String) throws -> (status: Int32, stderr: String, seconds: Double)
    {
        let process = Process()
        process.executableURL = ProgramRun.binary
        process.arguments = arguments
        process.environment = ["ANIMSTUDIO_DB": database, "HOME": NSTemporaryDirectory(), "PATH": "/usr/bin:/bin"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        let start = Date()
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, stderr, Date().timeIntervalSince(start))
    }

    @Test func commitsBesideALoopOfLargeImportsAndDeletionsWaitUnderASecond() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animstudio-load-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let database = folder + "/studio.sqlite"
        let file = folder + "/big.json"
        try Self.membersFile(at: file, rows: Self.rows)
        #expect(try Self.run(["-c", "new tuned from fade"], database: database).status == 0)
        // A lone commit: what a commit costs with nobody else on the file (process start included).
        let alone = try Self.run(["-c", "set duration 0.5; commit -m alone"], database: database).seconds

        // The teammate: import, delete, again, until told to stop.
        let stop = LockedFlag()
        let loop = LockedResults()
        let ended = DispatchSemaphore(value: 0)
        let teammate = Thread {
            defer { ended.signal() }
            while !stop.isSet {
                let imported = try? Self.run(["-c", "import members \(file) --as big"], database: database)
                let deleted = try? Self.run(["-c", "delete-dataset big --force"], database: database)
                loop.add(imported.map { "import \($0.status) \($0.stderr)" } ?? "import did not start")
                loop.add(deleted.map { "delete \($0.status) \($0.stderr)" } ?? "delete did not start")
            }
        }
        teammate.start()
        Thread.sleep(forTimeInterval: 0.5)  // the first import is under way
        var slowest = 0.0
        var failures: [String] = []
        for index in 0..<24 {
            let commit = try Self.run(
                ["-c", "set duration 0.\(index + 10); commit -m \"load \(index)\""], database: database)
            if commit.status != 0 { failures.append(commit.stderr) }
            slowest = max(slowest, commit.seconds)
            Thread.sleep(forTimeInterval: 0.1)
        }
        stop.set()
        ended.wait()

        #expect(failures.isEmpty)
        // About a second at most beyond what the commit costs alone.
        #expect(slowest - alone < 1.0, "slowest commit \(slowest) s, alone \(alone) s")
        let results = loop.results
        #expect(results.contains("import 0 "), "\(results)")  // the load was real: imports ran to the end
        #expect(results.allSatisfy { $0 == "import 0 " || $0 == "delete 0 " }, "\(results)")
        let history = try ProgramRun(["-c", "history tuned"], database: database).stdout
        #expect(history.contains("load 23"))
        #expect(try ProgramRun(["-c", "datasets"], database: database).stdout.contains("big") == false)
    }
}

/// A flag one thread sets and another reads.
final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}

/// What the teammate's loop did, one line per command.
final class LockedResults: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    var results: [String] { lock.withLock { lines } }
    func add(_ line: String) { lock.withLock { lines.append(line) } }
}
