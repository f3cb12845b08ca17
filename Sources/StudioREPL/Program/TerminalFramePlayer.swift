import TerminalText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Plays frames on the terminal: the alternate screen with the cursor hidden and line wrapping off,
/// one frame per tick of the monotonic clock, and Ctrl-C stopping it with the terminal restored.
/// SIGTERM and SIGHUP stop it the same way, and are then passed on to whoever took them before
/// (the tuner playing a preview, or the default action that ends the process), so the terminal is
/// never left on the alternate screen with its cursor hidden.
/// A resize wakes the loop at once: the screen is cleared and the next frame drawn at the new size.
public final class TerminalFramePlayer: FramePlayer {
    public let stopHint = "Ctrl-C stops"

    public init() {}

    public func play(duration: Double, framesPerSecond: Int, frame: (Double, PlaybackArea) -> String) -> (
        stoppedAt: Double, interrupted: Bool
    ) {
        fflush(nil)  // earlier output must not land inside the alternate screen
        PlayerState.interrupted = 0
        PlayerState.resized = 0
        PlayerState.ending = 0
        let previous = InterruptSignal.install { _ in PlayerState.interrupted = 1 }
        let previousResize = InterruptSignal.install({ _ in PlayerState.resized = 1 }, for: SIGWINCH)
        let previousEnding = PlayerState.endingSignals.map { signal in
            (signal, InterruptSignal.install({ PlayerState.end($0) }, for: signal))
        }
        // Whatever happens below, the terminal gets its screen, cursor, wrapping and signals back.
        defer {
            emit("\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l")
            InterruptSignal.restore(previous)
            InterruptSignal.restore(previousResize, for: SIGWINCH)
            for (signal, action) in previousEnding { InterruptSignal.restore(action, for: signal) }
            // The interactive studio's editor measures the window again before its next prompt.
            EditLineSignals.resized = 1
            // Now that the terminal is back, the signal goes where it would have gone.
            if PlayerState.ending != 0 { raise(PlayerState.ending) }
        }
        // No wrapping (?7l): a line wider than a window made narrower is cut at its edge, never
        // pushed onto the next line where it would scroll the frame.
        emit("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[2J")
        var area = Self.measure()
        let start = Self.now()
        let interval = 1 / Double(max(1, framesPerSecond))
        var t = 0.0
        while PlayerState.interrupted == 0 {
            if PlayerState.resized != 0 {
                PlayerState.resized = 0
                area = Self.measure()
                emit("\u{1B}[2J")
            }
            // Each frame shows its vsync time k / fps (held until the next), as a display at that rate does.
            let frameNumber = ((Self.now() - start) / interval).rounded(.down)
            t = min(frameNumber / Double(max(1, framesPerSecond)), duration)
            emit(Self.drawing(frame(t, area), in: area))
            if t >= duration { return (duration, false) }
            let next = start + (t / interval).rounded(.down) * interval + interval
            Self.sleep(until: next)
        }
        return (t, true)
    }

    /// The bytes that draw `frame` from the top left of `area`. A line wider than the window is cut
    /// with `…` at its edge: with wrapping off the terminal would write the rest over the last column
    /// (`offset 0.0 pt · Ctrl-C stops` showed as `offset 0.0 s`). Each line is erased before it is
    /// drawn, not after: once a line fills the width the cursor stays on the last column, and an erase
    /// there would take that column (the rows' right edge). What is below is erased from the next
    /// line, when the window has one.
    static func drawing(_ frame: String, in area: PlaybackArea) -> String {
        let lines = frame.split(separator: "\n", omittingEmptySubsequences: false).map {
            TextFit.line(String($0), width: area.columns)
        }
        return "\u{1B}[H\u{1B}[K" + lines.joined(separator: "\r\n\u{1B}[K")
            + (lines.count < area.rows ? "\r\n\u{1B}[J" : "")
    }

    private func emit(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                write(STDOUT_FILENO, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }

    /// The window's size now (80×24 when it cannot be read).
    private static func measure() -> PlaybackArea {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return PlaybackArea(columns: 80, rows: 24)
        }
        return PlaybackArea(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }

    private static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    /// Sleeps until the monotonic time `deadline`, or until a signal (Ctrl-C, a resize) wakes it.
    private static func sleep(until deadline: Double) {
        let remaining = deadline - now()
        guard remaining > 0 else { return }
        var spec = timespec(tv_sec: Int(remaining), tv_nsec: Int((remaining - remaining.rounded(.down)) * 1e9))
        _ = nanosleep(&spec, nil)
    }
}

/// What the signal handlers reach (they cannot capture Swift context).
private enum PlayerState {
    nonisolated(unsafe) static var interrupted: sig_atomic_t = 0
    nonisolated(unsafe) static var resized: sig_atomic_t = 0
    /// SIGTERM or SIGHUP, once one stopped the playback; raised again after the terminal is restored.
    nonisolated(unsafe) static var ending: sig_atomic_t = 0

    static let endingSignals = [SIGTERM, SIGHUP]

    static func end(_ signal: Int32) {
        ending = signal
        interrupted = 1
    }
}
