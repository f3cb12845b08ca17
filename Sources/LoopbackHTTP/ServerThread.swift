#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Starts the server's threads: detached, with a small stack, and with every signal blocked, so
/// Ctrl-C and SIGTERM are handled by the program's own thread and never interrupt a connection.
enum ServerThread {
    /// Enough for a handler that encodes JSON and writes SQLite; threads wait far more than they work.
    static let stackSize = 512 * 1024

    private final class Work {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    /// Runs `body` on a new thread; false when the system has no thread to give (nothing runs).
    static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        // The new thread inherits the mask in force here.
        var all = sigset_t()
        var previous = sigset_t()
        sigfillset(&all)
        pthread_sigmask(SIG_SETMASK, &all, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        let work = Unmanaged.passRetained(Work(body)).toOpaque()
        #if canImport(Glibc)
            var thread = pthread_t()
        #else
            var thread: pthread_t?
        #endif
        let created = pthread_create(
            &thread, &attributes,
            { context in
                #if canImport(Glibc)
                    guard let context else { return nil }
                #endif
                Unmanaged<Work>.fromOpaque(context).takeRetainedValue().body()
                return nil
            }, work)
        if created != 0 { Unmanaged<Work>.fromOpaque(work).release() }
        return created == 0
    }
}
