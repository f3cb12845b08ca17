import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Set by SIGINT or SIGTERM while a script waits for its previews.
nonisolated(unsafe) private var previewStopRequested: sig_atomic_t = 0

extension Session {
    /// Stops every running preview and frees its port.
    public func stopPreviews() {
        for server in previews { server.stop() }
        previews.removeAll()
    }

    /// A script that started previews keeps serving them until Ctrl-C or SIGTERM, then stops them.
    public func waitForPreviews() {
        guard !previews.isEmpty else { return }
        previewStopRequested = 0
        let handler: @convention(c) (Int32) -> Void = { _ in previewStopRequested = 1 }
        let previousInterrupt = InterruptSignal.install(handler)
        let previousTerminate = InterruptSignal.install(handler, for: SIGTERM)
        // A launcher may have started us with these signals blocked (a thread pool's mask is inherited).
        var wanted = sigset_t()
        sigemptyset(&wanted)
        sigaddset(&wanted, SIGINT)
        sigaddset(&wanted, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &wanted, nil)
        while previewStopRequested == 0 { usleep(50_000) }
        // Stop the servers, but never let a stuck connection keep the process alive: the port is
        // freed by the kernel at exit anyway.
        let servers = previews
        previews.removeAll()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            for server in servers { server.stop() }
            done.signal()
        }
        _ = done.wait(timeout: .now() + 3)
        InterruptSignal.restore(previousInterrupt)
        InterruptSignal.restore(previousTerminate, for: SIGTERM)
    }
}
