/// One client's connection, served on a thread of its own: requests read and answered one after
/// the other (pipelined ones too), kept open between them as browsers expect, and closed when
/// the client asks, when a request is refused, when a stream ends, or when nothing complete
/// arrives for the idle timeout (a silent or slow client cannot hold it).
struct HTTPConnection {
    let socket: ConnectionSocket
    let parser: RequestParser
    /// How long a whole request may take to arrive (counted from the connection's start or the
    /// previous response), and how long one write may wait for a client that does not read.
    let idleTimeout: Duration
    let handler: LoopbackServer.Handler
    let finishHeaders: @Sendable (inout HTTPHeaders) -> Void

    func serve() {
        var buffer: [UInt8] = []
        var deadline = ContinuousClock.now + idleTimeout
        var ended = false
        var continued = false
        while true {
            switch parser.parse(buffer[...]) {
            case .request(let request, let consumed):
                buffer.removeFirst(consumed)
                continued = false
                guard respond(to: request) else { return socket.closeGently() }
                deadline = .now + idleTimeout
                continue
            case .refused(let status, let reason):
                return refuse(status, reason)
            case .incomplete(let expectsContinue):
                if ended {
                    if buffer.allSatisfy({ $0 == 13 || $0 == 10 }) { return socket.closeGently() }
                    return refuse(.badRequest, "the connection ended in the middle of a request")
                }
                if expectsContinue && !continued {
                    continued = true
                    guard socket.writeAll(Array("HTTP/1.1 100 Continue\r\n\r\n".utf8), deadline: deadline) == .done
                    else { return socket.closeGently() }
                }
            }
            switch socket.read(into: &buffer, deadline: deadline) {
            case .bytes: continue
            case .ended: ended = true
            case .timedOut:
                if buffer.allSatisfy({ $0 == 13 || $0 == 10 }) { return socket.closeGently() }
                return refuse(.requestTimeout, "the request did not arrive in full within \(Self.shown(idleTimeout))")
            case .stopped, .failed: return socket.closeGently()
            }
        }
    }

    /// Answers `request`; returns whether the connection stays open for another.
    private func respond(to request: HTTPRequest) -> Bool {
        let response = handler(request)
        var headers = response.headers
        var closing = request.closesConnection
        switch response.body {
        case .bytes(let bytes): headers["Content-Length"] = "\(bytes.count)"
        case .stream:
            // A stream's end is the connection's end: no length, no chunks.
            headers["Content-Length"] = nil
            closing = true
        }
        if closing { headers["Connection"] = "close" }
        var head = head(response.status, headers)
        switch response.body {
        case .bytes(let bytes):
            if request.method != "HEAD" { head += bytes }
            return socket.writeAll(head, deadline: .now + idleTimeout) == .done && !closing
        case .stream(let produce):
            guard socket.writeAll(head, deadline: .now + idleTimeout) == .done else { return false }
            try? produce(ResponseStream(socket: socket, timeout: idleTimeout))
            return false
        }
    }

    /// Answers with `status` and `reason` as text, then closes.
    private func refuse(_ status: HTTPStatus, _ reason: String) {
        let body = Array((reason + "\n").utf8)
        let headers: HTTPHeaders = [
            "Content-Type": "text/plain; charset=utf-8", "Content-Length": "\(body.count)", "Connection": "close"
        ]
        _ = socket.writeAll(head(status, headers) + body, deadline: .now + idleTimeout)
        socket.closeGently()
    }

    /// The status line and header lines, with `Date` and the configured headers added; a CR or LF
    /// in a name or value (which would start a header line of someone else's making) goes out as a space.
    private func head(_ status: HTTPStatus, _ headers: HTTPHeaders) -> [UInt8] {
        var headers = headers
        headers["Date"] = HTTPDate.format(secondsSince1970: HTTPDate.now())
        finishHeaders(&headers)
        var text = "HTTP/1.1 \(status)\r\n"
        for field in headers { text += Self.oneLine(field.name) + ": " + Self.oneLine(field.value) + "\r\n" }
        return Array((text + "\r\n").utf8)
    }

    /// `5 s`, `0.5 s`.
    static func shown(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return attoseconds == 0 ? "\(seconds) s" : "\(Double(seconds) + Double(attoseconds) / 1e18) s"
    }

    private static func oneLine(_ text: String) -> String {
        text.contains(where: \.isNewline) ? String(text.map { $0.isNewline ? " " : $0 }) : text
    }
}
