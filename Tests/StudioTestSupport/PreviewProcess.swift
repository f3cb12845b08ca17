public import Foundation

/// `animstudio -c "preview …"` running as the user starts it from a script: a studio made by the
/// binary, the server in its own process (so its CPU time is its own), stopped with SIGTERM.
/// The benchmarks serve their pages with it too (with the release binary as `program`).
public final class PreviewProcess {
    public let database: String
    public let process = Process()
    public let port: Int
    /// The address it printed (with `?key=…` under `--edit`).
    public let address: String
    /// Everything it printed so far (the `browser: …` lines of `--edit` come after the address).
    private let printed = Printed()

    public struct Failure: Error, CustomStringConvertible { public let description: String }

    /// The binary it runs (and ``change(_:)`` runs).
    public let program: String

    /// Makes `setUp` in a new studio, then serves `preview`.
    /// With `database`, serves that studio as it is (no set-up).
    public init(
        setUp: String = "new bounce from move-up-bounce", preview: String = "preview bounce@draft",
        database: String? = nil, program: String = ProgramRun.binary.path
    ) throws {
        self.program = program
        self.database =
            database
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("preview-process-\(UUID()).sqlite").path
        if database == nil {
            let made = try ProgramRun(["-c", setUp], database: self.database, program: program)
            guard made.status == 0 else { throw Failure(description: made.stderr) }
        }
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = ["--db", self.database, "-c", preview]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let printed = self.printed
        output.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            if data.isEmpty { handle.readabilityHandler = nil } else { printed.append(data) }
        }
        // "preview of bounce at http://127.0.0.1:PORT/" (with "?key=…" under --edit) is the first line.
        let pattern = #"http://127\.0\.0\.1:[0-9]+/(\?key=[0-9a-f]+)?\n"#
        var text = ""
        let deadline = Date().addingTimeInterval(30)
        while text.range(of: pattern, options: .regularExpression) == nil, Date() < deadline,
            process.isRunning || printed.text != text
        {
            text = printed.text
            usleep(10_000)
        }
        guard let range = text.range(of: pattern, options: .regularExpression) else {
            process.terminate()
            throw Failure(description: "no preview address in “\(text)”")
        }
        address = String(text[range].dropLast())
        let portText = address.dropFirst("http://127.0.0.1:".count).prefix { $0.isNumber }
        guard let number = Int(portText) else {
            process.terminate()
            throw Failure(description: "no port in the preview address “\(address)”")
        }
        port = number
    }

    /// The key in the printed address (empty without `--edit`).
    public var key: String { address.components(separatedBy: "?key=").dropFirst().first ?? "" }

    /// Waits up to `seconds` for the printed output to contain `text`; returns all of it.
    public func output(containing text: String, seconds: Double) -> String {
        let deadline = Date().addingTimeInterval(seconds)
        while !printed.text.contains(text), Date() < deadline { usleep(10_000) }
        return printed.text
    }

    private final class Printed: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        func append(_ more: Data) {
            lock.lock()
            data.append(more)
            lock.unlock()
        }
        var text: String {
            lock.lock()
            defer { lock.unlock() }
            return String(decoding: data, as: UTF8.self)
        }
    }

    /// CPU seconds (user and system) the server process has used so far, from /proc.
    public var cpuSeconds: Double {
        get throws {
            let stat = try String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8)
            // Fields after the command name (which may hold spaces) start after its ')'.
            guard let name = stat.range(of: ")", options: .backwards) else {
                throw Failure(description: "no command name in “\(stat)”")
            }
            let fields = stat[name.upperBound...].split(separator: " ")
            // utime, stime: fields 14 and 15 of the line
            guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else {
                throw Failure(description: "no CPU times in “\(stat)”")
            }
            let ticks = user + system
            return ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
        }
    }

    /// The server process's threads now (`Threads:` in /proc/PID/status): its own few and one per
    /// open connection.
    public var threadCount: Int {
        get throws {
            let status = try String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)
            let line = status.split(separator: "\n").first { $0.hasPrefix("Threads:") }
            guard let count = line.flatMap({ Int($0.dropFirst("Threads:".count).trimmingCharacters(in: .whitespaces)) })
            else { throw Failure(description: "no thread count in “\(status)”") }
            return count
        }
    }

    /// The sockets the server process holds now: its listening socket and one per open connection
    /// (the connection slots in use).
    public var socketCount: Int {
        get throws {
            let folder = "/proc/\(process.processIdentifier)/fd"
            return try FileManager.default.contentsOfDirectory(atPath: folder).filter {
                (try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/" + $0))?.hasPrefix("socket:")
                    == true
            }.count
        }
    }

    /// Runs one command on the same studio in another process.
    public func change(_ command: String) throws {
        let run = try ProgramRun(["-c", command], database: database, program: program)
        guard run.status == 0 else { throw Failure(description: run.stderr) }
    }

    /// Stops the server; `keepingDatabase` leaves the studio for another start.
    public func stop(keepingDatabase: Bool = false) {
        process.terminate()
        process.waitUntilExit()
        if !keepingDatabase {
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: database + suffix) }
        }
    }
}
