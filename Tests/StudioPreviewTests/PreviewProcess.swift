import Foundation
import StudioTestSupport

/// `animstudio -c "preview …"` running as the user starts it from a script: a studio made by the
/// binary, the server in its own process (so its CPU time is its own), stopped with SIGTERM.
final class PreviewProcess {
    let database: String
    let process = Process()
    let port: Int

    struct Failure: Error, CustomStringConvertible { let description: String }

    /// Makes `setUp` in a new studio, then serves `preview`.
    init(setUp: String = "new bounce from move-up-bounce", preview: String = "preview bounce@draft") throws {
        database = FileManager.default.temporaryDirectory.appendingPathComponent("preview-process-\(UUID()).sqlite").path
        let made = try ProgramRun(["-c", setUp], database: database)
        guard made.status == 0 else { throw Failure(description: made.stderr) }
        process.executableURL = ProgramRun.binary
        process.arguments = ["--db", database, "-c", preview]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // "preview of bounce at http://127.0.0.1:PORT/" is the first line.
        var text = ""
        let deadline = Date().addingTimeInterval(30)
        while !text.contains("/\n"), Date() < deadline {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
        }
        guard let range = text.range(of: #"http://127\.0\.0\.1:[0-9]+/"#, options: .regularExpression),
            let port = Int(text[range].dropFirst("http://127.0.0.1:".count).dropLast())
        else {
            process.terminate()
            throw Failure(description: "no preview address in “\(text)”")
        }
        self.port = port
    }

    /// CPU seconds (user and system) the server process has used so far, from /proc.
    var cpuSeconds: Double {
        get throws {
            let stat = try String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8)
            // Fields after the command name (which may hold spaces) start after its ')'.
            let fields = stat[stat.range(of: ")", options: .backwards)!.upperBound...].split(separator: " ")
            let ticks = Double(fields[11])! + Double(fields[12])!  // utime, stime: fields 14 and 15 of the line
            return ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
        }
    }

    /// Runs one command on the same studio in another process.
    func change(_ command: String) throws {
        let run = try ProgramRun(["-c", command], database: database)
        guard run.status == 0 else { throw Failure(description: run.stderr) }
    }

    func stop() {
        process.terminate()
        process.waitUntilExit()
        try? FileManager.default.removeItem(atPath: database)
    }
}
