#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1 only: one thread accepts, and each connection is served
/// on a thread of its own (``HTTPConnection``), so a handler may block (a database write, a stream
/// waiting for its next event) without holding up anyone else.
///
/// What a client can make it hold is bounded: ``RequestLimits`` per request, ``Configuration/idleTimeout``
/// per request and per write, ``Configuration/maxConnections`` connections at once, and never more
/// than half the process's descriptors (``connectionLimit(_:)``). A stream that waits for its next
/// event with ``ResponseStream/wait(for:)`` ends as soon as its client hangs up, so a closed page
/// does not hold its thread and connection until the stream's next write.
/// `stop()` closes the listening socket (the port is free when it returns) and ends every connection.
///
/// ```swift
/// let server = LoopbackServer(configuration: .init(port: 0)) { request in
///     HTTPResponse(status: .ok, type: "text/plain", text: "hello\n")
/// }
/// let port = try server.start()
/// // …
/// server.stop()
/// ```
public final class LoopbackServer: Sendable {
    public typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse

    public struct Configuration: Sendable {
        /// The port to listen on; 0 picks a free one.
        public var port: Int
        public var limits: RequestLimits
        public var idleTimeout: Duration
        /// Connections beyond this many are closed as soon as they are accepted.
        public var maxConnections: Int
        /// Given every response's header fields just before they are sent, the server's own
        /// refusals (400, 408, 413, …) included.
        public var finishHeaders: @Sendable (inout HTTPHeaders) -> Void

        public init(
            port: Int, limits: RequestLimits = RequestLimits(), idleTimeout: Duration = .seconds(5),
            maxConnections: Int = 4096, finishHeaders: @escaping @Sendable (inout HTTPHeaders) -> Void = { _ in }
        ) {
            self.port = port
            self.limits = limits
            self.idleTimeout = idleTimeout
            self.maxConnections = maxConnections
            self.finishHeaders = finishHeaders
        }
    }

    public let configuration: Configuration
    private let handler: Handler

    private struct State {
        var started = false
        var stopped = false
        var listener: Int32 = -1
        var wake: WakePipe?
        var accepting = false
        var connections = 0
        /// ``Configuration/maxConnections`` held to the descriptors the process may open.
        var admitting = 0
    }

    private let state = Monitor(State())

    public init(configuration: Configuration, handler: @escaping Handler) {
        self.configuration = configuration
        self.handler = handler
    }

    /// Binds 127.0.0.1:`port` and starts accepting; returns the bound port. A server starts once.
    public func start() throws(LoopbackServerError) -> Int {
        guard
            state.update({ state in
                defer { state.started = true }
                return !state.started
            })
        else {
            throw LoopbackServerError("this server was started before; make a new one")
        }
        guard (0...65535).contains(configuration.port) else {
            throw LoopbackServerError("the port must be between 0 and 65535, got \(configuration.port)")
        }
        let listener = try ListeningSocket.open(port: configuration.port)
        guard let wake = WakePipe() else {
            close(listener.descriptor)
            throw LoopbackServerError("no pipe to stop the server with: \(ListeningSocket.lastError())")
        }
        let admitting = Self.connectionLimit(configuration.maxConnections)
        state.update { state in
            state.listener = listener.descriptor
            state.wake = wake
            state.accepting = true
            state.admitting = admitting
        }
        guard ServerThread.start({ [self] in acceptConnections(on: listener.descriptor, wake: wake) }) else {
            state.update { $0.accepting = false }
            stop()
            throw LoopbackServerError("no thread to accept connections on")
        }
        return listener.port
    }

    /// Stops accepting, frees the port, and ends every connection (waiting up to 5 s for them).
    public func stop() {
        let wake = state.update { state -> WakePipe? in
            guard state.started, !state.stopped else { return nil }
            state.stopped = true
            return state.wake
        }
        guard let wake else { return }
        wake.signal()
        _ = state.wait(until: { !$0.accepting }, seconds: 5)
        let listener = state.update { state in
            defer { state.listener = -1 }
            return state.listener
        }
        if listener >= 0 { close(listener) }
        _ = state.wait(until: { $0.connections == 0 }, seconds: 5)
    }

    /// `configured`, but at most half the descriptors the process may open (its soft `RLIMIT_NOFILE`):
    /// each connection holds one, and a flood of them (macOS starts programs with 256) must leave the
    /// program that runs the server enough for its own files, its database and its children's pipes.
    public static func connectionLimit(_ configured: Int) -> Int {
        var limit = rlimit()
        #if canImport(Glibc)
            let read = getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
        #else
            let read = getrlimit(RLIMIT_NOFILE, &limit)
        #endif
        // No limit (RLIM_INFINITY: all ones on Linux, Int64.max on Darwin), or none readable.
        guard read == 0, limit.rlim_cur < rlim_t(Int.max) else { return configured }
        return max(1, min(configured, Int(clamping: limit.rlim_cur / 2)))
    }

    /// The number of connections open now.
    public var connectionCount: Int { state.update { $0.connections } }

    private func acceptConnections(on listener: Int32, wake: WakePipe) {
        defer { state.update { $0.accepting = false } }
        let parser = RequestParser(limits: configuration.limits)
        while true {
            var pollers = [
                pollfd(fd: listener, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wake.readEnd, events: Int16(POLLIN), revents: 0)
            ]
            if poll(&pollers, 2, -1) < 0 && errno != EINTR { return }
            if pollers[1].revents != 0 { return }
            let client = accept(listener, nil, nil)
            guard client >= 0 else {
                // Out of descriptors or memory: wait rather than spin; anything else is transient.
                if errno == EMFILE || errno == ENFILE || errno == ENOBUFS || errno == ENOMEM { usleep(10_000) }
                continue
            }
            ListeningSocket.configure(client)
            let admitted = state.update { state in
                guard state.connections < state.admitting else { return false }
                state.connections += 1
                return true
            }
            guard admitted else {
                close(client)
                continue
            }
            let connection = HTTPConnection(
                socket: ConnectionSocket(descriptor: client, wake: wake.readEnd), parser: parser,
                idleTimeout: configuration.idleTimeout, handler: handler,
                finishHeaders: configuration.finishHeaders)
            let started = ServerThread.start { [self] in
                connection.serve()
                withExtendedLifetime(wake) {}
                state.update { $0.connections -= 1 }
            }
            if !started {
                close(client)
                state.update { $0.connections -= 1 }
            }
        }
    }
}
