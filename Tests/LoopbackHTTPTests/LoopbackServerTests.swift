import Foundation
import LoopbackHTTP
import StudioTestSupport
import Synchronization
import Testing

/// The server over real loopback sockets, against what clients actually send: whole responses
/// read back byte for byte (the `Date` line aside), every abuse answered with its exact status
/// line or a quiet close, and the server still answering afterwards.
@Suite(.serialized) struct LoopbackServerTests {
    /// A server with small limits and a 1 s idle timeout: `/echo` answers the method, path and
    /// body; `/stream` writes a line every 50 ms until a write fails.
    final class Running {
        let server: LoopbackServer
        let port: Int
        /// How many requests reached the handler.
        let handled: Count

        final class Count: Sendable {
            let value = Mutex(0)
        }

        init(maxConnections: Int = 64) throws {
            let handled = Count()
            server = LoopbackServer(
                configuration: .init(
                    port: 0, limits: RequestLimits(requestLine: 256, headerCount: 8, headerBytes: 512, body: 64),
                    idleTimeout: .seconds(1), maxConnections: maxConnections,
                    finishHeaders: { $0["X-Finished"] = "yes" })
            ) { request in
                handled.value.withLock { $0 += 1 }
                if request.path == "/stream" {
                    return HTTPResponse(
                        status: .ok, headers: ["Content-Type": "text/plain"],
                        body: .stream { stream throws(StreamClosed) in
                            while true {
                                try stream.write("tick\n")
                                usleep(50_000)
                            }
                        })
                }
                let text = "\(request.method) \(request.path) \(String(decoding: request.body, as: UTF8.self))\n"
                return HTTPResponse(status: .ok, type: "text/plain", text: text)
            }
            self.handled = handled
            port = try server.start()
        }

        func connect() throws -> RawHTTP { try RawHTTP(port: port) }

        /// A plain request on a fresh connection still gets its answer.
        func stillAnswers() throws -> Bool {
            let client = try connect()
            client.sendRaw("GET /echo HTTP/1.1\r\nConnection: close\r\n\r\n")
            return Self.withoutDate(client.readUntilClosed(for: 3).text) == Self.echo("GET /echo \n", closing: true)
        }

        /// The answer of `/echo` with `text`.
        static func echo(_ text: String, closing: Bool = false) -> String {
            "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: \(text.utf8.count)\r\n"
                + (closing ? "Connection: close\r\n" : "") + "X-Finished: yes\r\n\r\n" + text
        }

        /// The server's own refusal: `status` and `reason` as text, then the connection closed.
        static func refusal(_ status: String, _ reason: String) -> String {
            "HTTP/1.1 \(status)\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: \(reason.utf8.count + 1)\r\n"
                + "Connection: close\r\nX-Finished: yes\r\n\r\n\(reason)\n"
        }

        /// The text without its `Date: …` lines (whose value is the time), after checking they are IMF dates.
        static func withoutDate(_ text: String) -> String {
            let pattern = #"Date: [A-Z][a-z]{2}, [0-9]{2} [A-Z][a-z]{2} [0-9]{4} [0-9]{2}:[0-9]{2}:[0-9]{2} GMT\r\n"#
            return text.replacingOccurrences(of: pattern, with: "", options: .regularExpression)
        }
    }

    @Test func oneRequestOneAnswer() throws {
        let running = try Running()
        defer { running.server.stop() }
        let client = try running.connect()
        client.sendRaw("POST /echo?q=1 HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nConnection: close\r\n\r\nbody")
        let (text, closed) = client.readUntilClosed(for: 3)
        #expect(closed)
        #expect(Running.withoutDate(text) == Running.echo("POST /echo body\n", closing: true))
        #expect(text.contains("\r\nDate: "))
    }

    /// Each refusal as the client sees it, exactly, and the connection closed after it.
    @Test(arguments: [
        ("NOT HTTP AT ALL\r\n\r\n", "400 Bad Request", "the request line is not METHOD /PATH HTTP/1.1"),
        (
            "GET /\(String(repeating: "a", count: 300)) HTTP/1.1\r\n\r\n", "414 URI Too Long",
            "the request line is longer than 256 bytes"
        ),
        (
            "GET / HTTP/1.1\r\nX: \(String(repeating: "v", count: 600))\r\n\r\n", "431 Request Header Fields Too Large",
            "the header fields are longer than 512 bytes"
        ),
        (
            "GET / HTTP/1.1\r\n" + (1...9).map { "H\($0): v\r\n" }.joined() + "\r\n",
            "431 Request Header Fields Too Large", "more than 8 header fields"
        ),
        ("POST / HTTP/1.1\r\nContent-Length: 65\r\n\r\n", "413 Content Too Large", "the body is longer than 64 bytes"),
        (
            "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n", "501 Not Implemented",
            "this server takes request bodies with Content-Length only"
        ),
        ("GET / HTTP/3.0\r\n\r\n", "505 HTTP Version Not Supported", "this server speaks HTTP/1.1 only"),
        ("GET / HTTP/1.1\r\nBad Name: v\r\n\r\n", "400 Bad Request", "a header line is not NAME: VALUE")
    ])
    func abuseGetsItsExactRefusal(request: String, status: String, reason: String) throws {
        let running = try Running()
        defer { running.server.stop() }
        let client = try running.connect()
        client.sendRaw(request)
        let (text, closed) = client.readUntilClosed(for: 3)
        #expect(closed)
        #expect(Running.withoutDate(text) == Running.refusal(status, reason))
        #expect(running.handled.value.withLock { $0 } == 0)
        #expect(try running.stillAnswers())
    }

    @Test func bytesThatAreNoTextAtAllAreABadRequest() throws {
        let running = try Running()
        defer { running.server.stop() }
        let client = try running.connect()
        client.sendBytes([0, 255, 1, 0x16, 0x03, 0x01, 13, 10, 13, 10])
        let (text, closed) = client.readUntilClosed(for: 3)
        #expect(closed)
        #expect(
            Running.withoutDate(text)
                == Running.refusal("400 Bad Request", "the request line is not METHOD /PATH HTTP/1.1"))
    }

    /// A client sending one byte every 200 ms keeps the connection busy but never finishes: it is
    /// answered 408 and closed when the idle timeout (1 s) has passed since the connection opened.
    @Test func aSlowlorisIsTimedOut() throws {
        let running = try Running()
        defer { running.server.stop() }
        let client = try running.connect()
        let start = Date()
        var answer = ""
        for byte in "GET /echo HTTP/1.1\r\nHost: slow\r\nX-Trickle: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" {
            client.sendRaw(String(byte))
            answer = client.read(for: 0.2) { !$0.isEmpty }
            if !answer.isEmpty { break }
        }
        let (text, closed) = client.readUntilClosed(for: 3)
        let elapsed = Date().timeIntervalSince(start)
        #expect(closed)
        #expect(elapsed >= 0.9 && elapsed < 2.5, "closed after \(elapsed) s")
        #expect(
            Running.withoutDate(text)
                == Running.refusal("408 Request Timeout", "the request did not arrive in full within 1 s"))
        #expect(running.handled.value.withLock { $0 } == 0)
    }

    /// A connection that never sends anything, or sends nothing after an answer, is closed without a word.
    @Test func silentAndIdleConnectionsAreClosedQuietly() throws {
        let running = try Running()
        defer { running.server.stop() }
        let silent = try running.connect()
        let idle = try running.connect()
        idle.sendRaw("GET /echo HTTP/1.1\r\n\r\n")
        let start = Date()
        let (silentText, silentClosed) = silent.readUntilClosed(for: 3)
        let (idleText, idleClosed) = idle.readUntilClosed(for: 3)
        let elapsed = Date().timeIntervalSince(start)
        #expect(silentClosed && idleClosed)
        #expect(elapsed < 2.5)
        #expect(silentText == "")
        #expect(Running.withoutDate(idleText) == Running.echo("GET /echo \n"))
    }

    /// Requests sent back to back in one write are answered in order on the same connection.
    @Test func pipelinedRequestsAreAnsweredInOrder() throws {
        let running = try Running()
        defer { running.server.stop() }
        let client = try running.connect()
        client.sendRaw(
            "GET /one HTTP/1.1\r\n\r\nPOST /two HTTP/1.1\r\nContent-Length: 3\r\n\r\nabcGET /three HTTP/1.1\r\nConnection: close\r\n\r\n"
        )
        let (text, closed) = client.readUntilClosed(for: 3)
        #expect(closed)
        #expect(
            Running.withoutDate(text)
                == Running.echo("GET /one \n") + Running.echo("POST /two abc\n")
                + Running.echo("GET /three \n", closing: true))
    }

    /// A client that sends its requests and closes its sending side still gets every answer; one
    /// that stops in the middle of a request is told so.
    @Test func aHalfClosedConnectionIsAnsweredThenClosed() throws {
        let running = try Running()
        defer { running.server.stop() }
        let whole = try running.connect()
        whole.sendRaw("GET /a HTTP/1.1\r\n\r\nGET /b HTTP/1.1\r\n\r\n")
        whole.finishSending()
        let (text, closed) = whole.readUntilClosed(for: 3)
        #expect(closed)
        #expect(Running.withoutDate(text) == Running.echo("GET /a \n") + Running.echo("GET /b \n"))
        let cut = try running.connect()
        cut.sendRaw("POST /c HTTP/1.1\r\nContent-Length: 10\r\n\r\nabc")
        cut.finishSending()
        let (cutText, cutClosed) = cut.readUntilClosed(for: 3)
        #expect(cutClosed)
        #expect(
            Running.withoutDate(cutText)
                == Running.refusal("400 Bad Request", "the connection ended in the middle of a request"))
    }

    @Test func aKeptAliveConnectionTakesTheNextRequest() throws {
        let running = try Running()
        defer { running.server.stop() }
        let client = try running.connect()
        client.sendRaw("GET /first HTTP/1.1\r\n\r\n")
        #expect(
            Running.withoutDate(client.read(for: 2) { $0.hasSuffix("GET /first \n") }) == Running.echo("GET /first \n"))
        client.sendRaw("GET /second HTTP/1.1\r\nConnection: close\r\n\r\n")
        let (text, closed) = client.readUntilClosed(for: 3)
        #expect(closed)
        #expect(
            Running.withoutDate(text) == Running.echo("GET /first \n") + Running.echo("GET /second \n", closing: true))
    }

    @Test func aBodyWaitingForContinueGetsIt() throws {
        let running = try Running()
        defer { running.server.stop() }
        let client = try running.connect()
        client.sendRaw("POST /up HTTP/1.1\r\nExpect: 100-continue\r\nContent-Length: 2\r\nConnection: close\r\n\r\n")
        #expect(client.read(for: 2) { $0.hasSuffix("\r\n\r\n") } == "HTTP/1.1 100 Continue\r\n\r\n")
        client.sendRaw("ok")
        let (text, closed) = client.readUntilClosed(for: 3)
        #expect(closed)
        #expect(
            Running.withoutDate(text) == "HTTP/1.1 100 Continue\r\n\r\n" + Running.echo("POST /up ok\n", closing: true))
    }

    @Test func aHeadRequestGetsTheLengthButNoBody() throws {
        let running = try Running()
        defer { running.server.stop() }
        let client = try running.connect()
        client.sendRaw("HEAD /echo HTTP/1.1\r\nConnection: close\r\n\r\n")
        let (text, closed) = client.readUntilClosed(for: 3)
        #expect(closed)
        #expect(Running.withoutDate(text) == String(Running.echo("HEAD /echo \n", closing: true).dropLast(12)))
    }

    /// A stream goes on until the server stops; `stop()` ends it, and frees the port before it returns.
    @Test func stopEndsStreamsAndFreesThePort() throws {
        let running = try Running()
        let stream = try running.connect()
        stream.sendRaw("GET /stream HTTP/1.1\r\n\r\n")
        let head = "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nConnection: close\r\nX-Finished: yes\r\n\r\n"
        #expect(
            Running.withoutDate(stream.read(for: 2) { $0.contains("tick\ntick\n") }).hasPrefix(head + "tick\ntick\n"))
        let start = Date()
        running.server.stop()
        #expect(Date().timeIntervalSince(start) < 1)
        #expect(running.server.connectionCount == 0)
        let (_, closed) = stream.readUntilClosed(for: 2)
        #expect(closed)
        #expect(throws: RawHTTPFailure.self) { try RawHTTP(port: running.port) }
    }

    /// Beyond the most connections, a new one is closed at once; the ones open still work.
    @Test func connectionsBeyondTheMostAreClosed() throws {
        let running = try Running(maxConnections: 2)
        defer { running.server.stop() }
        let first = try running.connect()
        let second = try running.connect()
        usleep(100_000)
        let third = try running.connect()
        third.sendRaw("GET /echo HTTP/1.1\r\n\r\n")
        let (text, closed) = third.readUntilClosed(for: 2)
        #expect(closed)
        #expect(text == "")
        first.sendRaw("GET /echo HTTP/1.1\r\nConnection: close\r\n\r\n")
        #expect(Running.withoutDate(first.readUntilClosed(for: 2).text) == Running.echo("GET /echo \n", closing: true))
        _ = second
    }

    @Test func aPortInUseIsRefusedWithTheSystemsReason() throws {
        let running = try Running()
        defer { running.server.stop() }
        let clash = LoopbackServer(configuration: .init(port: running.port)) { _ in HTTPResponse(status: .ok) }
        #expect(throws: LoopbackServerError("bind: Address already in use")) { try clash.start() }
        #expect(throws: LoopbackServerError("this server was started before; make a new one")) { try clash.start() }
        #expect(throws: LoopbackServerError("the port must be between 0 and 65535, got 70000")) {
            try LoopbackServer(configuration: .init(port: 70000)) { _ in HTTPResponse(status: .ok) }.start()
        }
    }
}
