#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ctrl-C (SIGINT) handling shared by line editing, playback and a script serving previews (which
/// also takes SIGTERM): a handler that only sets a flag, installed without SA_RESTART so a pending
/// read or sleep returns at once.
enum InterruptSignal {
    /// Installs `handler` for `signal` (SIGINT by default) and returns the action it replaced (to
    /// restore it later). With `restarting`, a read or write the signal lands in carries on
    /// (SA_RESTART) instead of returning early.
    @discardableResult
    static func install(
        _ handler: @convention(c) (Int32) -> Void, for signal: Int32 = SIGINT, restarting: Bool = false
    ) -> sigaction {
        var action = sigaction()
        var previous = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = handler
        #else
            action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = restarting ? Int32(SA_RESTART) : 0
        sigaction(signal, &action, &previous)
        return previous
    }

    /// Puts back an action returned by ``install(_:for:)`` for the same signal.
    static func restore(_ previous: sigaction, for signal: Int32 = SIGINT) {
        var previous = previous
        sigaction(signal, &previous, nil)
    }
}
