#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The signals the interactive studio meets while it waits for a line. Each handler only notes the
/// signal; the read loop acts on it (``EditLineState/readCharacter(into:editor:)``).
///
/// libedit's own handling (`EL_SIGNAL`) resized its display buffers inside the SIGWINCH handler: a
/// resize that landed while the program was in `malloc` corrupted the heap and killed the studio.
enum EditLineSignals {
    /// The terminal changed size since the editor last measured it.
    nonisolated(unsafe) static var resized: sig_atomic_t = 0
    /// Ctrl-Z arrived while a line was being edited.
    nonisolated(unsafe) static var suspended: sig_atomic_t = 0
    /// SIGTERM, SIGHUP or SIGQUIT arrived while a line was being edited: the studio ends once the
    /// terminal is back in its normal mode.
    nonisolated(unsafe) static var ending: sig_atomic_t = 0

    /// The signals caught only while a line is edited; during a command they keep their usual effect.
    static let whileEditing: [Int32] = [SIGTSTP, SIGTERM, SIGHUP, SIGQUIT]

    /// Notes every resize from now on. During a command an interrupted read or write carries on
    /// (SA_RESTART); the next prompt follows the new size.
    static func watchResizes() {
        InterruptSignal.install({ _ in EditLineSignals.resized = 1 }, for: SIGWINCH, restarting: true)
    }

    /// Catches ``whileEditing``, and resizes so that they wake the pending read (the line is redrawn
    /// at once); returns the actions to put back with ``restore(_:)``.
    static func catchWhileEditing() -> [(signal: Int32, action: sigaction)] {
        suspended = 0
        ending = 0
        let resizes = (
            signal: SIGWINCH, action: InterruptSignal.install({ _ in EditLineSignals.resized = 1 }, for: SIGWINCH)
        )
        return [resizes]
            + whileEditing.map { signal in
                let handler: @convention(c) (Int32) -> Void =
                    signal == SIGTSTP ? { _ in EditLineSignals.suspended = 1 } : { EditLineSignals.ending = $0 }
                return (signal, InterruptSignal.install(handler, for: signal))
            }
    }

    static func restore(_ saved: [(signal: Int32, action: sigaction)]) {
        for (signal, action) in saved { InterruptSignal.restore(action, for: signal) }
    }

    /// Stops the studio as Ctrl-Z asks, with the terminal in its normal mode while it is stopped;
    /// raw mode comes back when the job is resumed (`fg`).
    static func suspend(normalMode: termios) {
        suspended = 0
        var editing = termios()
        let hadMode = tcgetattr(STDIN_FILENO, &editing) == 0
        var normal = normalMode
        _ = tcsetattr(STDIN_FILENO, TCSADRAIN, &normal)
        var standard = sigaction()
        #if canImport(Glibc)
            standard.__sigaction_handler.sa_handler = SIG_DFL
        #else
            standard.__sigaction_u.__sa_handler = SIG_DFL
        #endif
        var ours = sigaction()
        sigaction(SIGTSTP, &standard, &ours)
        raise(SIGTSTP)  // stops here until SIGCONT
        sigaction(SIGTSTP, &ours, nil)
        if hadMode { _ = tcsetattr(STDIN_FILENO, TCSADRAIN, &editing) }
        resized = 1  // the window may have changed while the studio was stopped
    }

    /// Ends the studio with the signal that asked it to, after the terminal was restored.
    static func endIfAsked(_ saved: [(signal: Int32, action: sigaction)]) {
        let signal = ending
        guard signal != 0 else { return }
        restore(saved)
        raise(signal)
    }
}
