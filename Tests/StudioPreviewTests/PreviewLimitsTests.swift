import Foundation
import StudioPreview
import StudioStore
import StudioTestSupport
import Testing

/// The preview's server refuses what is too large or too slow with its own exact answers, the
/// security headers on each, and goes on serving; a change's body has its own, smaller limit.
@Suite(.serialized) struct PreviewLimitsTests {
    /// The head of `response`, split into lines (its status line first).
    static func headLines(_ response: String) -> [String] {
        response.components(separatedBy: "\r\n\r\n")[0].components(separatedBy: "\r\n")
    }

    @Test func theServersOwnRefusalsCarryTheSecurityHeaders() throws {
        let fixture = try PreviewFixture()
        defer { fixture.remove() }
        try fixture.serving(try fixture.source(["bounce@1"])) { server in
            let port = try #require(server.port)
            let host = "Host: 127.0.0.1:\(port)\r\n"
            let cases = [
                ("GET /\(String(repeating: "a", count: 9000)) HTTP/1.1\r\n\r\n", "HTTP/1.1 414 URI Too Long"),
                (
                    "GET / HTTP/1.1\r\n\(host)X-Big: \(String(repeating: "b", count: 17000))\r\n\r\n",
                    "HTTP/1.1 431 Request Header Fields Too Large"
                ),
                (
                    "GET / HTTP/1.1\r\n\(host)" + (1...65).map { "X-\($0): v\r\n" }.joined() + "\r\n",
                    "HTTP/1.1 431 Request Header Fields Too Large"
                ),
                (
                    "POST /motion.json HTTP/1.1\r\n\(host)Content-Length: 65537\r\n\r\n",
                    "HTTP/1.1 413 Content Too Large"
                ),
                (
                    "POST /motion.json HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
                    "HTTP/1.1 501 Not Implemented"
                )
            ]
            for (request, status) in cases {
                let client = try RawHTTP(port: port)
                client.sendRaw(request)
                let (response, closed) = client.readUntilClosed(for: 5)
                let lines = Self.headLines(response)
                #expect(closed, "\(status)")
                #expect(lines.first == status)
                for header in PreviewHardeningTests.securityHeaders {
                    #expect(lines.contains(header), "\(status): \(header)")
                }
                #expect(lines.contains("Cache-Control: no-store"), "\(status)")
            }
            #expect(try RawHTTP.get("/motion.json", port: port).hasPrefix("HTTP/1.1 200 OK\r\n"))
        }
    }

    /// A request trickled in a byte at a time is answered 408 once the idle timeout (5 s) has
    /// passed since the connection opened, however busy it kept the connection.
    @Test func aTrickledRequestTimesOut() throws {
        let fixture = try PreviewFixture()
        defer { fixture.remove() }
        try fixture.serving(try fixture.source(["bounce@1"])) { server in
            let port = try #require(server.port)
            let client = try RawHTTP(port: port)
            let start = Date()
            var answer = ""
            for byte in "GET /motion.json HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Slow: "
                + String(repeating: "s", count: 100)
            {
                client.sendRaw(String(byte))
                answer = client.read(for: 0.25) { !$0.isEmpty }
                if !answer.isEmpty { break }
            }
            let (response, closed) = client.readUntilClosed(for: 3)
            let elapsed = Date().timeIntervalSince(start)
            #expect(closed)
            #expect(elapsed > 4.5 && elapsed < 7, "answered after \(elapsed) s")
            #expect(Self.headLines(response).first == "HTTP/1.1 408 Request Timeout")
            #expect(response.hasSuffix("\r\n\r\nthe request did not arrive in full within 5 s\n"))
        }
    }

    /// Under `--edit`, a change over 16 KiB is refused by the change's own rule (400, JSON); over
    /// 64 KiB the server refuses it before reading it (413). Nothing is written either way.
    @Test func aChangesBodyHasItsOwnLimit() throws {
        let preview = try PreviewProcess(preview: "preview --edit bounce@draft")
        defer { preview.stop() }
        var client = EditClient(port: preview.port)
        _ = try client.exchange(key: preview.key)
        let before = try StudioStore(path: preview.database).draft(of: "bounce")
        let padded =
            #"{"reference":"bounce@draft","revision":"\#(before.revision)","parameter":"damping","value":"0.5","pad":""#
        let large = padded + String(repeating: "p", count: 20_000) + #""}"#
        let reply = try client.send("POST", "/edit/set", headers: client.pageHeaders(), body: large)
        #expect(reply.status == 400)
        #expect(
            reply.error == "refused: the body must be a JSON object with reference and revision (at most 16384 bytes)")
        let huge = padded + String(repeating: "p", count: 70_000) + #""}"#
        let refused = try client.send("POST", "/edit/set", headers: client.pageHeaders(), body: huge)
        #expect(refused.status == 413)
        #expect(refused.body == "the body is longer than 65536 bytes\n")
        #expect(try StudioStore(path: preview.database).draft(of: "bounce") == before)
    }
}
