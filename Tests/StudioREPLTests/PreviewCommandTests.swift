import Foundation
import StudioTestSupport
import Testing

/// `preview` from the real binary: a script prints the address, serves the page until SIGTERM, then
/// frees its port; a foreign Host is refused.
@Suite struct PreviewCommandTests {
    /// Runs curl (in the machine's image) against the preview; returns the HTTP status.
    static func status(_ url: String, host: String? = nil) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        process.arguments =
            ["-s", "-o", "/dev/null", "-w", "%{http_code}", "--max-time", "5"]
            + (host.map { ["-H", "Host: \($0)"] } ?? []) + [url]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test func aScriptServesItsPreviewUntilTerminated() throws {
        let studio = try TemporaryStudio("preview")
        let database = studio.database
        #expect(try ProgramRun(["-c", "new bounce from move-up-bounce"], database: database).status == 0)
        let process = Process()
        process.executableURL = ProgramRun.binary
        process.arguments = ["--db", database, "-c", "preview bounce bounce@draft on demo-team"]
        let out = Pipe()
        process.standardOutput = out
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The first line names the versions and the address.
        var text = ""
        let deadline = Date().addingTimeInterval(30)
        while !text.contains("\n"), Date() < deadline {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        let first = text.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasPrefix("preview of bounce@1, bounce@draft at http://127.0.0.1:"))
        let url = String(first.split(separator: " ").last ?? "")
        #expect(try Self.status(url) == "200")
        #expect(try Self.status(url, host: "evil.example:80") == "421")
        process.terminate()  // SIGTERM
        let stopped = Date().addingTimeInterval(15)
        while process.isRunning, Date() < stopped { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        #expect(try Self.status(url) == "000")  // the port is free: nothing answers
    }

    @Test func previewNeedsPresetsAndSaysWhatIsWrong() throws {
        let studio = try TemporaryStudio("preview")
        let database = studio.database
        let run = try ProgramRun(["-c", "preview nothing"], database: database)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("error: no preset named “nothing”\n"))
        let stop = try ProgramRun(["-c", "preview stop"], database: database)
        #expect(stop.stdout == "no preview is running\n")
    }
}
