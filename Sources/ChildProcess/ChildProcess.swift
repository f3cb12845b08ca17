#if canImport(Glibc)
    public import Glibc
#elseif canImport(Darwin)
    public import Darwin
#endif

/// A program started with `posix_spawnp` from an argument array (never through a shell, so no
/// argument can become a command), with an empty signal mask and default signal handlers (a test
/// runner or a REPL may block or ignore signals, and a child would keep that) and no descriptor of
/// ours beyond the three standard ones it is given.
///
/// Synchronous on purpose: the studio's callers (a library verb, a test) wait for the child on
/// their own thread, so no executor, second thread or free cooperative thread is needed.
public struct ChildProcess: Sendable {
    /// The child's process id, for `kill` and ``waitForExit()``.
    public let id: pid_t
    /// The program as asked for (for messages).
    public let program: String

    /// Where one of the child's standard streams goes.
    public enum Stream: Sendable {
        /// `/dev/null`.
        case null
        /// A file opened with `flags` (created with mode 0600 when `O_CREAT` is among them).
        case file(String, flags: Int32)
        /// A descriptor of ours, duplicated onto the stream.
        case descriptor(Int32)
    }

    /// Starts `program` (found on `PATH` when it has no slash) with `arguments` and exactly the
    /// `environment` given.
    public init(
        _ program: String, _ arguments: [String], environment: [String: String], input: Stream = .null,
        output: Stream, error: Stream
    ) throws(ChildProcessError) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        for (target, stream) in [(Int32(0), input), (1, output), (2, error)] {
            switch stream {
            case .null:
                posix_spawn_file_actions_addopen(&actions, target, "/dev/null", target == 0 ? O_RDONLY : O_WRONLY, 0)
            case .file(let path, let flags): posix_spawn_file_actions_addopen(&actions, target, path, flags, 0o600)
            case .descriptor(let descriptor): posix_spawn_file_actions_adddup2(&actions, descriptor, target)
            }
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        let flags =
            Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF) | InheritedDescriptors.closeAllButStandard(&actions)
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGPIPE, SIGCHLD] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(flags))
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        var child: pid_t = 0
        let started = posix_spawnp(&child, program, &actions, &attributes, argv, envp)
        guard started == 0 else {
            throw ChildProcessError("cannot start \(program): \(String(cString: strerror(started)))")
        }
        id = child
        self.program = program
    }

    /// Waits for the child to end; its exit status, or 128 + the signal that ended it (as a shell
    /// reports it).
    public func waitForExit() throws(ChildProcessError) -> Int32 {
        var status: Int32 = 0
        while waitpid(id, &status, 0) < 0 {
            guard errno == EINTR else { throw ChildProcessError("cannot wait for \(program): errno \(errno)") }
        }
        return Self.exitStatus(status)
    }

    /// The child's status if it has ended, nil while it runs.
    public func exitStatusIfEnded() throws(ChildProcessError) -> Int32? {
        var status: Int32 = 0
        let reaped = waitpid(id, &status, WNOHANG)
        if reaped == id { return Self.exitStatus(status) }
        if reaped < 0, errno != EINTR { throw ChildProcessError("cannot wait for \(program): errno \(errno)") }
        return nil
    }

    /// Kills the child with SIGKILL and reaps it; its status (137, unless it ended on its own first).
    @discardableResult
    public func killAndReap() -> Int32 {
        kill(id, SIGKILL)
        var status: Int32 = 0
        while waitpid(id, &status, 0) < 0, errno == EINTR {}
        return Self.exitStatus(status)
    }

    /// A `waitpid` status as a shell tells it: the exit code, or 128 + the terminating signal.
    public static func exitStatus(_ status: Int32) -> Int32 {
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}
