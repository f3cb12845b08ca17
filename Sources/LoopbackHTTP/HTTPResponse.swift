/// A response: status, header fields and a body that is either all the bytes at once (sent with
/// `Content-Length`) or a stream written as it happens (sent until the connection closes).
///
/// The server adds `Content-Length` (or `Connection: close` for a stream), `Date`, and whatever
/// its configuration adds to every response; the handler sets the rest.
public struct HTTPResponse: Sendable {
    public var status: HTTPStatus
    public var headers: HTTPHeaders
    public var body: Body

    public enum Body: Sendable {
        case bytes([UInt8])
        /// Runs on the connection's thread and writes for as long as it likes; it must return once
        /// a write or a wait throws (the client went away, stopped reading, or the server is
        /// stopping) or its own source of events ends. Between writes it should wait with
        /// ``ResponseStream/wait(for:)``, which also ends when the client hangs up.
        case stream(@Sendable (ResponseStream) throws(StreamClosed) -> Void)
    }

    public init(status: HTTPStatus, headers: HTTPHeaders = [:], body: Body = .bytes([])) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// `text` as UTF-8 with `Content-Type: type`.
    public init(status: HTTPStatus, type: String, text: String) {
        self.init(status: status, headers: ["Content-Type": type], body: .bytes(Array(text.utf8)))
    }
}

/// Why a stream's write did not go out: the client closed the connection or stopped reading for
/// the server's idle timeout, or the server is stopping.
public struct StreamClosed: Error, Equatable, Sendable {}

/// What a streamed response writes through: each write goes out at once, or throws.
public final class ResponseStream: @unchecked Sendable {
    private let socket: ConnectionSocket
    private let timeout: Duration

    init(socket: ConnectionSocket, timeout: Duration) {
        self.socket = socket
        self.timeout = timeout
    }

    public func write(_ text: String) throws(StreamClosed) {
        try write(Array(text.utf8))
    }

    public func write(_ bytes: [UInt8]) throws(StreamClosed) {
        guard socket.writeAll(bytes, deadline: .now + timeout) == .done else { throw StreamClosed() }
    }

    /// Blocks until `signal` is signalled (the stream's source has something to write); throws at
    /// once when the client hangs up (a page closed or reloaded) or the server stops first. The
    /// thread sleeps in one `poll` on the three meanwhile: a waiting stream costs no CPU, and a
    /// closed one gives its thread and connection back without waiting for its next write.
    public func wait(for signal: WakePipe) throws(StreamClosed) {
        guard socket.wait(for: signal.readEnd) == .signalled else { throw StreamClosed() }
    }
}
