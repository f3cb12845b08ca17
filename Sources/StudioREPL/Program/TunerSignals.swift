#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The signals the tuner answers while it owns the terminal: SIGINT (from `kill`: Ctrl-C itself is a
/// key in raw mode) closes it, SIGTERM and SIGHUP close it and then end the process, SIGWINCH
/// redraws. Handlers only set flags (installed without SA_RESTART, so a pending poll returns at once).
enum TunerSignals {
    nonisolated(unsafe) static var interrupted: sig_atomic_t = 0
    nonisolated(unsafe) static var resized: sig_atomic_t = 0
    nonisolated(unsafe) static var terminated: sig_atomic_t = 0

    /// The signal that must end the process once the terminal is restored.
    static var ending: Int32? { terminated == 0 ? nil : terminated }

    static func reset() {
        interrupted = 0
        resized = 0
        terminated = 0
    }

    static func install() -> [(Int32, sigaction)] {
        [
            (SIGINT, InterruptSignal.install({ _ in TunerSignals.interrupted = 1 }, for: SIGINT)),
            (SIGWINCH, InterruptSignal.install({ _ in TunerSignals.resized = 1 }, for: SIGWINCH)),
            (SIGTERM, InterruptSignal.install({ signal in TunerSignals.terminated = signal }, for: SIGTERM)),
            (SIGHUP, InterruptSignal.install({ signal in TunerSignals.terminated = signal }, for: SIGHUP))
        ]
    }

    static func restore(_ handlers: [(Int32, sigaction)]) {
        for (signal, action) in handlers { InterruptSignal.restore(action, for: signal) }
    }
}
