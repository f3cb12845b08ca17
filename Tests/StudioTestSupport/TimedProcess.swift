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
/// socket on, and `waitUntilExit()` never returns. This waits for the child itself (`waitpid`),
/// closes every other descriptor in the child so no daemon keeps a test's pipe open, and kills the
/// child when the limit passes.
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
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_addopen(&actions, 0, input == nil ? "/dev/null" : inPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        let flags =
            Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF) | InheritedDescriptors.closeAllButStandard(&actions)
        // An empty signal mask and default handlers: test runners block or ignore signals, and a
        // daemon started from here would keep that.
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGPIPE, SIGCHLD] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(flags))
        var variables = environment ?? ProcessInfo.processInfo.environment
        variables["TMUX"] = nil  // a test run from inside tmux still talks to its own server only
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        var child: pid_t = 0
        let started = posix_spawnp(&child, program, &actions, &attributes, argv, envp)
        guard started == 0 else {
            throw TimedProcessError("cannot start \(program): \(String(cString: strerror(started)))")
        }
        status = try Self.wait(for: child, program: program, arguments: arguments, timeout: timeout, killWhen: killWhen)
        // Decoded as a terminal would show them: a byte that is not UTF-8 becomes U+FFFD, never nothing.
        stdout = String(decoding: FileManager.default.contents(atPath: outPath) ?? Data(), as: UTF8.self)
        stderr = String(decoding: FileManager.default.contents(atPath: errPath) ?? Data(), as: UTF8.self)
    }

    /// The child's exit status (128 + the signal that ended it); kills it after `timeout` seconds.
    private static func wait(
        for child: pid_t, program: String, arguments: [String], timeout: Double, killWhen: (() -> Bool)?
    ) throws -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        var pause: UInt32 = 500
        var status: Int32 = 0
        while true {
            let reaped = waitpid(child, &status, WNOHANG)
            if reaped == child { break }
            if reaped < 0, errno != EINTR { throw TimedProcessError("cannot wait for \(program): errno \(errno)") }
            if let killWhen, killWhen() {
                kill(child, SIGKILL)
                while waitpid(child, &status, 0) < 0, errno == EINTR {}
                break
            }
            if Date() > deadline {
                kill(child, SIGKILL)
                while waitpid(child, &status, 0) < 0, errno == EINTR {}
                throw TimedProcessError(
                    "\(([program] + arguments).joined(separator: " ")) did not finish within \(timeout) s")
            }
            usleep(pause)
            pause = min(pause * 2, 10_000)
        }
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}

public struct TimedProcessError: Error, Equatable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
