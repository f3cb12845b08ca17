import Foundation
import StudioPreview
import StudioTestSupport
import Testing

/// The preview server as `animstudio -c "preview …"` runs it: security headers on every response,
/// idle and half-sent connections closed, a thousand idle event streams all told of a change, and the page
/// served byte for byte from its files.
@Suite(.serialized) struct PreviewHardeningTests {
    static let securityHeaders = [
        "Content-Security-Policy: default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
        "X-Content-Type-Options: nosniff",
        "Referrer-Policy: no-referrer"
    ]

    /// The page, a 404 (an unknown path, or a method no path takes), a 421 and the server's own 400
    /// for bytes that are no request.
    @Test func everyResponseCarriesTheSecurityHeaders() throws {
        let preview = try PreviewProcess()
        defer { preview.stop() }
        let port = preview.port
        let garbage = try RawHTTP(port: port)
        garbage.sendRaw("NOT HTTP AT ALL\r\n\r\n")
        let responses = [
            ("200", try RawHTTP.get("/", port: port)),
            ("404", try RawHTTP.get("/nothing-here", port: port)),
            ("404", try RawHTTP.get("/motion.json", port: port, method: "POST")),
            ("421", try RawHTTP.get("/", port: port, host: "evil.example")),
            ("400", garbage.readUntilClosed(for: 5).text)
        ]
        for (status, response) in responses {
            #expect(response.hasPrefix("HTTP/1.1 \(status) "), "\(response)")
            let head = response.components(separatedBy: "\r\n\r\n")[0]
            for header in Self.securityHeaders {
                #expect(
                    head.contains("\r\n" + header + "\r\n") || head.hasSuffix("\r\n" + header),
                    "\(status) lacks \(header)")
            }
        }
    }

    /// A silent connection, a request sent halfway and a kept-alive connection after its response
    /// are closed after the idle timeout; an open event stream is not, and still gets a change.
    @Test func idleAndHalfSentConnectionsAreClosed() throws {
        let preview = try PreviewProcess()
        defer { preview.stop() }
        let port = preview.port
        let timeout = 5.0
        let silent = try RawHTTP(port: port)
        let halfSent = try RawHTTP(port: port)
        halfSent.sendRaw("GET /motion.json HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n")
        let keptAlive = try RawHTTP(port: port)
        keptAlive.sendRaw("GET /motion.json HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
        let stream = try RawHTTP(port: port)
        stream.sendRaw("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
        #expect(stream.read(for: 5) { $0.contains("\"revision\":1") }.contains("event: motion"))
        let start = Date()
        for (name, connection) in [("silent", silent), ("half-sent", halfSent), ("kept-alive", keptAlive)] {
            let (text, closed) = connection.readUntilClosed(for: timeout + 5 - Date().timeIntervalSince(start))
            let elapsed = Date().timeIntervalSince(start)
            #expect(closed, "\(name) still open after \(elapsed) s")
            #expect(elapsed < timeout + 2, "\(name) closed after \(elapsed) s")
            if name == "kept-alive" { #expect(text.hasPrefix("HTTP/1.1 200 OK\r\n")) }
        }
        Thread.sleep(forTimeInterval: max(0, timeout + 1 - Date().timeIntervalSince(start)))
        try preview.change("use bounce; set damping 0.3")
        #expect(
            stream.read(for: 3) { $0.contains("\"revision\":2") }.contains("uikit-spring(damping: 0.3, velocity: 0.1)"))
    }

    /// 1,000 open event streams that wait for a change each get the next one, made in another
    /// process. (What they cost the server's CPU while idle is measured by the benchmark
    /// "preview: server CPU with 1,000 idle event streams".)
    @Test func aThousandIdleEventStreamsEachGetTheNextChange() throws {
        let preview = try PreviewProcess()
        defer { preview.stop() }
        let port = preview.port
        var streams: [RawHTTP] = []
        for _ in 0..<1000 {
            let stream = try RawHTTP(port: port)
            stream.sendRaw("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
            streams.append(stream)
        }
        for stream in streams {
            #expect(stream.read(for: 10) { $0.contains("\"revision\":1") }.contains("event: motion"))
        }
        try preview.change("use bounce; set damping 0.3")
        let reached = streams.filter { $0.read(for: 10) { $0.contains("\"revision\":2") }.contains("\"revision\":2") }
            .count
        #expect(reached == 1000)
    }

    /// The page, its style and its script are the files in Sources/StudioPreview/Page, byte for byte.
    @Test func thePageIsServedFromItsFiles() throws {
        let preview = try PreviewProcess()
        defer { preview.stop() }
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/StudioPreview/Page")
        for (path, file) in [
            ("/", "preview.html"), ("/preview.css", "preview.css"), ("/preview.js", "preview.js"),
            ("/editor.js", "editor.js")
        ] {
            let expected = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let response = try RawHTTP.get(path, port: preview.port)
            let parts = response.components(separatedBy: "\r\n\r\n")
            #expect(parts.count >= 2)
            #expect(parts.dropFirst().joined(separator: "\r\n\r\n") == expected, "\(file)")
            #expect(response.contains("\r\nContent-Length: \(expected.utf8.count)\r\n"), "\(file)")
        }
    }
}
