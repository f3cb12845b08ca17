import TunerView

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Plays `play`'s frames inside the tuner's screen: any key (or a signal) stops it.
final class TunerFramePlayer: FramePlayer {
    private let terminal: TerminalTuner
    private let tuner: Tuner

    /// The tuner's status line says the same while it plays.
    let stopHint = "any key stops"

    init(terminal: TerminalTuner, tuner: Tuner) {
        self.terminal = terminal
        self.tuner = tuner
    }

    func play(duration: Double, framesPerSecond: Int, frame: (Double, PlaybackArea) -> String) -> (
        stoppedAt: Double, interrupted: Bool
    ) {
        let start = Self.now()
        let interval = 1 / Double(max(1, framesPerSecond))
        var t = 0.0
        while TunerSignals.ending == nil, TunerSignals.interrupted == 0 {
            t = min(Self.now() - start, duration)
            // The tuner's `play` line gives --width and --height; the area is the tuner's window.
            tuner.showFrame(frame(t, PlaybackArea(columns: tuner.state.columns, rows: tuner.state.rows)))
            guard terminal.draw(tuner) else { return (t, true) }
            if t >= duration { return (duration, false) }
            let next = start + (t / interval).rounded(.down) * interval + interval
            switch TerminalTuner.wait(Int32(max(0, (next - Self.now()) * 1000))) {
            case .bytes, .closed: return (t, true)
            case .idle: continue
            }
        }
        return (t, true)
    }

    private static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}
