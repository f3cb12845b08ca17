import ChildProcess
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program run to its end within a time limit, its output collected in files.
///
/// Foundation's `Process` on Linux learns that a child ended when a socket the child inherits is
/// closed. A child that leaves a daemon behind (the `tmux` client starting its server) hands that
/// socket on, and `waitUntilExit()` never returns. This starts the child with ``ChildProcess`` (the
/// studio's own spawner for git: every other descriptor closed, signals reset), waits for the
/// child itself (`waitpid`) and kills it when the limit passes. Output goes to files, not pipes,
/// so a daemon the child leaves cannot hold the test up.
public struct TimedProcess {
    public let status: Int32
    public let stdout: String
    public let stderr: String

    /// Runs `program` (found on `PATH`) with `arguments`; throws when it runs past `timeout` seconds.
    /// `killWhen`, asked while the child runs, kills it with SIGKILL once it answers true (the
    /// status is then 137), as a crash or a power cut would stop it. `input` is its standard input
    /// (a file, so a child reading slowly never blocks this side); none when nil.
    public init(
        _ program: String, _ arguments: [String], environment: [String: String]? = nil, timeout: Double,
        input: String? = nil, killWhen: (() -> Bool)? = nil
    ) throws {
        let outputs = FileManager.default.temporaryDirectory.appendingPathComponent("animstudio-process-\(UUID())")
        let outPath = outputs.path + ".out"
        let errPath = outputs.path + ".err"
        let inPath = outputs.path + ".in"
        defer {
            unlink(outPath)
            unlink(errPath)
            unlink(inPath)
        }
        if let input { try Data(input.utf8).write(to: URL(fileURLWithPath: inPath)) }
        var variables = environment ?? ProcessInfo.processInfo.environment
        variables["TMUX"] = nil  // a test run from inside tmux still talks to its own server only
        let written = O_WRONLY | O_CREAT | O_TRUNC
        let child = try ChildProcess(
            program, arguments, environment: variables, input: input == nil ? .null : .file(inPath, flags: O_RDONLY),
            output: .file(outPath, flags: written), error: .file(errPath, flags: written))
        status = try Self.wait(for: child, arguments: arguments, timeout: timeout, killWhen: killWhen)
        // Decoded as a terminal would show them: a byte that is not UTF-8 becomes U+FFFD, never nothing.
        stdout = String(decoding: FileManager.default.contents(atPath: outPath) ?? Data(), as: UTF8.self)
        stderr = String(decoding: FileManager.default.contents(atPath: errPath) ?? Data(), as: UTF8.self)
    }

    /// The child's exit status (128 + the signal that ended it); kills it after `timeout` seconds.
    private static func wait(
        for child: ChildProcess, arguments: [String], timeout: Double, killWhen: (() -> Bool)?
    ) throws -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        var pause: UInt32 = 500
        while true {
            if let status = try child.exitStatusIfEnded() { return status }
            if let killWhen, killWhen() {
                return child.killAndReap()
            }
            if Date() > deadline {
                child.killAndReap()
                throw TimedProcessError(
                    "\(([child.program] + arguments).joined(separator: " ")) did not finish within \(timeout) s")
            }
            usleep(pause)
            pause = min(pause * 2, 10_000)
        }
    }
}

public struct TimedProcessError: Error, Equatable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
