import Foundation
import StudioTestSupport
import Testing

/// Scroll scripts hold the table, not a copy of it per step: each `insert` and `reverse` once kept
/// every row again (a hundred 100,000-row inserts took 4 GB), and a script may insert at most
/// 100,000 rows in all.
@Suite(.serialized) struct ScrollMemoryTests {
    /// Runs the binary with output to /dev/null; returns its exit status and peak resident memory in
    /// KiB, read from the kernel's high-water mark (`VmHWM`, which only grows) while it runs. Not
    /// wait4's rusage: a child spawned by vfork inherits the parent's high-water mark at exec.
    static func peakMemory(_ arguments: [String], database: String) throws -> (status: Int32, kilobytes: Int) {
        let process = Process()
        process.executableURL = ProgramRun.binary
        process.arguments = arguments
        process.environment = ["ANIMSTUDIO_DB": database, "HOME": NSTemporaryDirectory()]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        var peak = 0
        while process.isRunning {
            if let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
                let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
                let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
            {
                peak = max(peak, kilobytes)
            }
            usleep(2000)
        }
        process.waitUntilExit()
        return (process.terminationStatus, peak)
    }

    /// The script: a hundred inserts of 100,000 rows. Refused at the step that passes the
    /// limit, at once, in one error with its caret.
    @Test func insertingMoreThan100000RowsInAllIsRefused() throws {
        let script = Array(repeating: "insert 100000 at 0", count: 100).joined(separator: ", ")
        let run = try ProgramRun(["-c", "simulate fade on demo-team --scroll \"\(script)\""])
        #expect(run.status == 1)
        let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines.first
                == "error: scroll step “insert 100000 at 0” brings the rows the script inserts to 200000; a script inserts at most 100000 rows in all"
        )
        #expect(run.stdout == "")
        // Up to the limit is fine, in one step or many.
        let many = Array(repeating: "insert 1000 at 3", count: 100).joined(separator: ", ")
        let allowed = try ProgramRun(["-c", "simulate fade on demo-team --scroll \"\(many)\" --format summary"])
        #expect(allowed.status == 0)
        #expect(
            allowed.stdout.contains("\n1706 willDisplay, 6 animated, 1700 skipped; the table is at rest from 0.750s\n"))
    }

    /// The largest script: a thousand steps over a table growing to 50,006 rows, reversed 500 times.
    /// Its memory is that of one table (a copy per step once took 236 MB; 48 MB now, 33 MB of it the program itself).
    @Test func aThousandStepsKeepOneTablesMemory() throws {
        let script = Array(repeating: "insert 100 at 0, reverse", count: 500).joined(separator: ", ")
        let studio = try TemporaryStudio("scroll")
        let database = studio.database
        let run = try Self.peakMemory(
            ["-c", "simulate fade on demo-team --scroll \"\(script)\" --format summary"], database: database)
        #expect(run.status == 0)
        #expect(run.kilobytes < 100_000, "peak \(run.kilobytes) KiB")
        // Same outcome as before the change: the recorded run.
        let sessions = try ProgramRun(["-c", "sessions"], database: database).stdout
        #expect(sessions.contains("session-1"))
    }
}
