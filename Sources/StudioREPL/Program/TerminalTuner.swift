import TunerView

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs the tuner on the process's terminal: raw mode, the alternate screen, the pointer (xterm SGR
/// reports), keys, resizes and signals. Whatever ends it (`q`, Ctrl-C, SIGTERM, SIGHUP, a closed
/// terminal, an error), the terminal gets its settings, screen, cursor and pointer mode back first;
/// SIGTERM and SIGHUP then end the process as they would have. A crash or a fatal signal (SIGABRT,
/// SIGSEGV, SIGILL, …) restores it too, from ``FatalSignalRestore``'s handler.
final class TerminalTuner: TunerTerminal {
    /// How long a lone ESC waits for the rest of a sequence before it counts as the Escape key.
    static let escapeWait: Int32 = 40
    /// How often an idle tuner looks for changes another studio made to the draft, in ms.
    static let idleCheck: Int32 = 400

    private var shown: ScreenGrid?
    private var decoder = KeyDecoder()

    func run(_ tuner: Tuner) throws(CommandError) {
        var saved = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else {
            throw CommandError("tune needs a terminal (standard input and output); scripts change the draft with set")
        }
        TunerSignals.reset()
        let handlers = TunerSignals.install()
        var raw = saved
        Self.makeRaw(&raw)
        tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        FatalSignalRestore.arm(restoring: saved)
        _ = Self.emit("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h")
        shown = nil
        var failure: CommandError?
        do { try loop(tuner) } catch { failure = error }
        // Restore before anything else is said: the error, if any, is printed by the caller after.
        _ = Self.emit(FatalSignalRestore.restoreSequence)
        tcsetattr(STDIN_FILENO, TCSANOW, &saved)
        FatalSignalRestore.disarm()
        TunerSignals.restore(handlers)
        // The interactive studio's editor measures the window again before its next prompt.
        EditLineSignals.resized = 1
        if let ending = TunerSignals.ending {
            signal(ending, SIG_DFL)
            raise(ending)
        }
        if let failure { throw failure }
    }

    private func loop(_ tuner: Tuner) throws(CommandError) {
        while true {
            if TunerSignals.ending != nil || TunerSignals.interrupted != 0 { return }
            if TunerSignals.resized != 0 {
                TunerSignals.resized = 0
                if let size = Self.size() { tuner.resize(columns: size.columns, rows: size.rows) }
            }
            guard draw(tuner) else { return }
            if let line = tuner.playRequest {
                tuner.playRequest = nil
                try play(line, tuner)
                continue
            }
            switch Self.wait(decoder.isWaiting ? Self.escapeWait : Self.idleCheck) {
            case .closed: return
            case .idle:
                if decoder.isWaiting {
                    for input in decoder.flush() {
                        if try !tuner.handle(input, on: tuner.screen()) { return }
                    }
                } else {
                    try tuner.followStore()
                }
            case .bytes(let bytes):
                let screen = tuner.screen()
                for input in decoder.feed(bytes) {
                    if try !tuner.handle(input, on: screen) { return }
                }
            }
        }
    }

    /// Writes what changed since the last frame; false when the terminal is gone.
    func draw(_ tuner: Tuner) -> Bool {
        let screen = tuner.screen()
        let bytes = ScreenUpdate.bytes(
            from: shown, to: screen.grid, colored: tuner.state.colored,
            cursor: screen.cursor.map { ($0.column, $0.row) })
        shown = screen.grid
        return bytes.isEmpty || Self.emit(bytes)
    }

    /// `p`: the `play` command with a player that draws into the tuner and stops at any key.
    private func play(_ line: String, _ tuner: Tuner) throws(CommandError) {
        let session = tuner.session
        let previous = session.player
        session.player = TunerFramePlayer(terminal: self, tuner: tuner)
        defer { session.player = previous }
        guard case .success(let command) = CommandLexer.commands(inLine: Substring(line), number: 1).first else {
            return
        }
        tuner.finishPlayback(session.execute(command))
    }

    // MARK: The terminal

    enum Wait {
        case bytes([UInt8])
        case idle
        case closed
    }

    /// Waits up to `milliseconds` for input.
    static func wait(_ milliseconds: Int32) -> Wait {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, milliseconds)
        if ready < 0 { return errno == EINTR ? .idle : .closed }
        if ready == 0 { return .idle }
        if descriptor.revents & Int16(POLLIN) == 0 { return .closed }  // hung up or in error
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(STDIN_FILENO, &buffer, buffer.count)
        if count < 0 { return errno == EINTR || errno == EAGAIN ? .idle : .closed }
        if count == 0 { return .closed }
        return .bytes(Array(buffer[0..<count]))
    }

    @discardableResult
    static func emit(_ text: String) -> Bool { emit(Array(text.utf8)) }

    /// Writes all of `bytes`; false when the terminal is gone.
    static func emit(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                write(STDOUT_FILENO, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return false
            }
            offset += written
        }
        return true
    }

    static func size() -> (columns: Int, rows: Int)? { ProcessEnvironment.terminalSize() }

    /// No echo, no line editing, no signals from keys (Ctrl-C arrives as a key), no output processing.
    private static func makeRaw(_ settings: inout termios) {
        settings.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        settings.c_oflag &= ~tcflag_t(OPOST)
        settings.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        settings.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &settings.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
    }
}
