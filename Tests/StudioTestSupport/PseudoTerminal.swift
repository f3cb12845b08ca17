import ChildProcess

#if canImport(Glibc)
    public import Glibc
#elseif canImport(Darwin)
    public import Darwin
#endif

/// Runs a program in a pseudo-terminal and types into it, as a person at a terminal would.
///
/// The child starts a new session and opens the terminal as its controlling terminal, so Ctrl-C
/// reaches it as SIGINT and `isatty` is true on all three standard streams.
public final class PseudoTerminal {
    public let pid: pid_t
    private let master: Int32
    /// Everything the program wrote so far.
    public private(set) var transcript = ""

    public init(
        _ executable: String, arguments: [String], environment: [String: String], columns: UInt16 = 100,
        rows: UInt16 = 30
    ) throws {
        let (master, slavePath) = try PseudoTerminal.openMaster()
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        let slave = open(slavePath, O_RDWR | O_NOCTTY)
        _ = ioctl(slave, UInt(TIOCSWINSZ), &size)
        close(slave)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_addclose(&actions, master)
        posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)  // after setsid: the controlling terminal
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        let closing = InheritedDescriptors.closeAllButStandard(&actions)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        // A new session (so the terminal becomes controlling), an empty signal mask and default
        // handlers: test runners block or ignore signals, and children would inherit that.
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGQUIT, SIGTSTP, SIGPIPE, SIGCHLD] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        // 0x80: POSIX_SPAWN_SETSID (glibc), which Swift does not import.
        posix_spawnattr_setflags(
            &attributes, Int16(0x80 | Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF) | closing))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        guard status == 0 else { throw PseudoTerminalError("cannot start \(executable): \(status)") }
        self.pid = child
        self.master = master
    }

    /// Opens a new pseudo-terminal pair's master side and names its slave.
    private static func openMaster() throws -> (Int32, String) {
        #if os(Linux)
            // posix_openpt/unlockpt are hidden behind feature macros in Swift's Glibc module; the
            // Linux ioctls behind them are not: TIOCSPTLCK unlocks, TIOCGPTN gives the number.
            let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
            var unlock: Int32 = 0
            var number: UInt32 = 0
            guard master >= 0, ioctl(master, UInt(0x4004_5431), &unlock) == 0,
                ioctl(master, UInt(0x8004_5430), &number) == 0
            else { throw PseudoTerminalError("cannot open a pseudo-terminal") }
            return (master, "/dev/pts/\(number)")
        #else
            let master = posix_openpt(O_RDWR | O_NOCTTY)
            guard master >= 0, grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master) else {
                throw PseudoTerminalError("cannot open a pseudo-terminal")
            }
            return (master, String(cString: name))
        #endif
    }

    deinit {
        kill(pid, SIGKILL)
        close(master)
    }

    /// Waits like a person between keystrokes (libedit settles into its editing mode after the prompt).
    public func pause(_ seconds: Double = 0.3) {
        let deadline = now() + seconds
        while now() < deadline { readAvailable(waitingUpTo: 0.05) }
    }

    /// Types text (use "\r" for Enter, "\t" for Tab, "\u{03}" for Ctrl-C, "\u{04}" for Ctrl-D, "\u{12}" for Ctrl-R).
    public func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Resizes the terminal as a person dragging its window does: the kernel sends SIGWINCH to the
    /// program in the foreground.
    public func resize(columns: UInt16, rows: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// Types a long text as a paste arrives: in pieces, reading what the program echoes meanwhile
    /// (a single write would block once the terminal's buffers are full, the program blocked in
    /// turn on its echo). `between` runs after each piece (a resize mid-line, say).
    public func paste(_ text: String, piece: Int = 1000, between: (Int) -> Void = { _ in }) {
        let bytes = Array(text.utf8)
        var offset = 0
        var pieces = 0
        while offset < bytes.count {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN | POLLOUT), revents: 0)
            guard poll(&descriptor, 1, 100) > 0 else { continue }
            if descriptor.revents & Int16(POLLIN) != 0 { readAvailable(waitingUpTo: 0) }
            guard descriptor.revents & Int16(POLLOUT) != 0 else { continue }
            let written = bytes.withUnsafeBytes { buffer in
                write(master, buffer.baseAddress.map { $0 + offset }, min(piece, bytes.count - offset))
            }
            guard written > 0 else { continue }
            offset += written
            pieces += 1
            between(pieces)
        }
    }

    /// Reads output until the screen text (escapes removed) contains `expected`, or `timeout` seconds pass.
    @discardableResult
    public func waitFor(_ expected: String, timeout: Double = 10) -> Bool {
        let deadline = now() + timeout
        while now() < deadline {
            if PseudoTerminal.plain(transcript).contains(expected) { return true }
            readAvailable(waitingUpTo: 0.05)
        }
        return PseudoTerminal.plain(transcript).contains(expected)
    }

    /// Waits for the program to exit and returns its exit status (nil if it was killed by a signal).
    public func waitForExit(timeout: Double = 10) -> Int32? {
        let deadline = now() + timeout
        var status: Int32 = 0
        while now() < deadline {
            readAvailable(waitingUpTo: 0.05)
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid {
                readAvailable(waitingUpTo: 0.05)
                return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : nil
            }
        }
        return nil
    }

    /// The transcript without escape sequences and carriage returns.
    public static func plain(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            if scalar == "\u{1B}" {
                if scalars.first == "[" {
                    scalars.removeFirst()
                    while let next = scalars.popFirst(), !(next.value >= 0x40 && next.value <= 0x7E) {}
                } else {
                    _ = scalars.popFirst()
                }
            } else if scalar != "\r" && scalar != "\u{07}" {
                out.append(scalar)
            }
        }
        return String(out)
    }

    private func readAvailable(waitingUpTo seconds: Double) {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, Int32(seconds * 1000)) > 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = read(master, &buffer, buffer.count)
        if count > 0 { transcript += String(decoding: buffer[0..<count], as: UTF8.self) }
    }

    private func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}

public struct PseudoTerminalError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
