#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Gives the terminal back when the tuner dies of a fatal signal (a crash's SIGILL, SIGTRAP or
/// SIGSEGV, an abort, or any of them sent with `kill`): the handler writes the bytes that leave the
/// alternate screen, turn pointer reports off and show the cursor, puts the saved terminal settings
/// back, then calls whatever handled the signal before (the Swift runtime's crash report) and ends
/// the process with the signal's default action, as it would have ended without the tuner.
///
/// The handler calls only async-signal-safe functions (`write`, `tcsetattr`, `sigaction`,
/// `raise`; POSIX.1-2017 §2.4.3) and reads only memory prepared before it was installed: it never
/// allocates, locks or formats.
enum FatalSignalRestore {
    static let signals: [Int32] = [SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGSYS]
    /// What `run` wrote on entry, undone in reverse order.
    static let restoreSequence = "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

    /// Memory the handler reads, allocated once and never freed.
    private struct Prepared: @unchecked Sendable {
        let settings = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        let bytes: UnsafeMutableBufferPointer<UInt8>
        /// The actions replaced, indexed by signal number.
        let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 64)
        /// 1 while the terminal is the tuner's.
        let armed = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: 1)

        init() {
            let sequence = Array(FatalSignalRestore.restoreSequence.utf8)
            bytes = .allocate(capacity: sequence.count)
            _ = bytes.initialize(from: sequence)
            armed.initialize(to: 0)
            previous.initialize(repeating: sigaction(), count: 64)
            settings.initialize(to: termios())
        }
    }

    private static let prepared = Prepared()

    /// Arms the handlers with the settings to put back (those before raw mode).
    static func arm(restoring settings: termios) {
        let prepared = Self.prepared
        prepared.settings.pointee = settings
        for number in signals {
            var action = sigaction()
            #if canImport(Glibc)
                action.__sigaction_handler.sa_sigaction = { number, info, context in
                    FatalSignalRestore.handle(number, info, context)
                }
            #else
                action.__sigaction_u.__sa_sigaction = { number, info, context in
                    FatalSignalRestore.handle(number, info, context)
                }
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(SA_SIGINFO | SA_ONSTACK)
            sigaction(number, &action, prepared.previous + Int(number))
        }
        prepared.armed.pointee = 1
    }

    /// Puts the earlier handlers back: the tuner restored the terminal itself.
    static func disarm() {
        let prepared = Self.prepared
        prepared.armed.pointee = 0
        for number in signals { sigaction(number, prepared.previous + Int(number), nil) }
    }

    private static func handle(
        _ number: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
    ) {
        let prepared = Self.prepared
        if prepared.armed.pointee != 0 {
            prepared.armed.pointee = 0
            var offset = 0
            while offset < prepared.bytes.count {
                guard let start = prepared.bytes.baseAddress else { break }
                let written = write(STDOUT_FILENO, start + offset, prepared.bytes.count - offset)
                if written <= 0 { break }
                offset += written
            }
            tcsetattr(STDIN_FILENO, TCSANOW, prepared.settings)
        }
        // The earlier handler (the Swift runtime's crash report) runs now, on the restored
        // terminal; it may return (it does for a signal sent with kill), so the default action
        // then ends the process with this signal, as it would have ended without the tuner.
        let previous = prepared.previous[Int(number)]
        sigaction(number, prepared.previous + Int(number), nil)
        #if canImport(Glibc)
            if previous.sa_flags & Int32(SA_SIGINFO) != 0, let earlier = previous.__sigaction_handler.sa_sigaction {
                earlier(number, info, context)
            } else if let earlier = previous.__sigaction_handler.sa_handler, unsafeBitCast(earlier, to: Int.self) > 1 {
                earlier(number)
            }
        #else
            if previous.sa_flags & Int32(SA_SIGINFO) != 0, let earlier = previous.__sigaction_u.__sa_sigaction {
                earlier(number, info, context)
            } else if let earlier = previous.__sigaction_u.__sa_handler, unsafeBitCast(earlier, to: Int.self) > 1 {
                earlier(number)
            }
        #endif
        var fallback = sigaction()
        sigemptyset(&fallback.sa_mask)
        #if canImport(Glibc)
            fallback.__sigaction_handler.sa_handler = SIG_DFL
        #else
            fallback.__sigaction_u.__sa_handler = SIG_DFL
        #endif
        sigaction(number, &fallback, nil)
        // Blocked while this handler runs: delivered, with the default action, as soon as it
        // returns (a fault that repeats on return meets the default action too).
        raise(number)
    }
}
