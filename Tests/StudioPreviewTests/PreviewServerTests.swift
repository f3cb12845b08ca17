import Foundation
import StudioPreview
import StudioStore
import StudioTestSupport
import Testing

@Suite(.serialized) struct PreviewServerTests {
    static let binary = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(".build/debug/animstudio")

    @Test func servesThePageOnLoopbackWithItsSecurityHeaders() throws {
        let fixture = try PreviewFixture()
        defer { fixture.remove() }
        let server = PreviewServer(source: try fixture.source(["bounce@1"]))
        let url = try server.start()
        defer { server.stop() }
        let port = try #require(server.port)
        #expect(url.absoluteString == "http://127.0.0.1:\(port)/")
        let page = try RawHTTP.get("/", port: port)
        #expect(page.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(
            page.contains(
                "\r\nContent-Security-Policy: default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'\r\n"
            ))
        #expect(page.contains("\r\nX-Content-Type-Options: nosniff\r\n"))
        #expect(page.contains("<script src=\"/preview.js\" defer></script>"))
        #expect(!page.contains("<script>"))
        let script = try RawHTTP.get("/preview.js", port: port)
        #expect(script.contains("\r\nContent-Type: text/javascript; charset=utf-8\r\n"))
        #expect(!script.contains("innerHTML"))
        let localhost = try RawHTTP.get("/preview.css", port: port, host: "localhost:\(port)")
        #expect(localhost.hasPrefix("HTTP/1.1 200 OK\r\n"))
    }

    /// DNS rebinding: a page on another name that resolves to 127.0.0.1 sends its own Host.
    @Test(arguments: ["evil.example", "evil.example:PORT", "127.0.0.1", "127.0.0.1:1", "127.0.0.2:PORT", ""])
    func foreignHostIsRefused(host: String) throws {
        let fixture = try PreviewFixture()
        defer { fixture.remove() }
        try fixture.serving(try fixture.source(["bounce@1"])) { server in
            let port = try #require(server.port)
            let response = try RawHTTP.get(
                "/motion.json", port: port, host: host.replacingOccurrences(of: "PORT", with: "\(port)"))
            #expect(response.hasPrefix("HTTP/1.1 421 Misdirected Request\r\n"))
            #expect(response.hasSuffix("refused: this preview answers only to Host 127.0.0.1:\(port)\n"))
        }
    }

    @Test func noEndpointWrites() throws {
        let fixture = try PreviewFixture()
        defer { fixture.remove() }
        try fixture.serving(try fixture.source(["bounce@1"])) { server in
            let port = try #require(server.port)
            for method in ["POST", "PUT", "DELETE", "PATCH"] {
                for path in ["/", "/motion.json", "/events"] {
                    let response = try RawHTTP.get(path, port: port, method: method)
                    #expect(
                        response.hasPrefix("HTTP/1.1 405") || response.hasPrefix("HTTP/1.1 404"), "\(method) \(path)")
                }
            }
            #expect(try RawHTTP.get("/anything", port: port).hasPrefix("HTTP/1.1 404"))
        }
    }

    @Test func stopFreesThePortAndTwoPreviewsShareOneDatabase() throws {
        let fixture = try PreviewFixture()
        defer { fixture.remove() }
        let first = PreviewServer(source: try fixture.source(["bounce@1"]))
        let second = PreviewServer(source: try fixture.source(["bounce@draft", "fader"]))
        _ = try first.start()
        _ = try second.start()
        let port = try #require(first.port)
        #expect(try RawHTTP.get("/motion.json", port: port).contains("\"label\":\"bounce@1\""))
        #expect(try RawHTTP.get("/motion.json", port: try #require(second.port)).contains("\"label\":\"fader@1\""))
        first.stop()
        #expect(first.port == nil)
        #expect(throws: RawHTTPFailure.self) { try RawHTTP(port: port) }
        // The same port is free again for a new preview.
        let again = PreviewServer(source: try fixture.source(["bounce@2"]), port: port)
        #expect(try again.start().absoluteString == "http://127.0.0.1:\(port)/")
        again.stop()
        second.stop()
    }

    @Test func busyPortAndBadInputGiveOneClearError() throws {
        let fixture = try PreviewFixture()
        defer { fixture.remove() }
        let holder = PreviewServer(source: try fixture.source(["bounce@1"]))
        _ = try holder.start()
        defer { holder.stop() }
        let port = try #require(holder.port)
        let clash = PreviewServer(source: try fixture.source(["bounce@1"]), port: port)
        let error = try #require(throws: PreviewError.self) { try clash.start() }
        #expect(error.message.hasPrefix("port \(port) is not free on 127.0.0.1 ("))
        #expect(error.message.hasSuffix("); choose another --port or 0 for any free port"))
        #expect(clash.port == nil)
        #expect(throws: PreviewError("--port must be between 0 and 65535 (0 picks a free port), got 70000")) {
            try PreviewServer(source: try fixture.source(["bounce"]), port: 70000).start()
        }
        #expect(throws: PreviewError("no preset named “nope”")) {
            try PreviewServer(source: try fixture.source(["nope@2"])).start()
        }
        // The store's one resolver: the command language's errors and suggestions, word for word.
        #expect(throws: PreviewError("no preset named “bounc”; did you mean “bounce”?")) {
            try PreviewServer(source: try fixture.source(["bounc@draft"])).start()
        }
        #expect(throws: PreviewError("bounce has no version or tag “stable”; use a number, draft or a tag")) {
            try PreviewServer(source: try fixture.source(["bounce@stable"])).start()
        }
        #expect(throws: PreviewError("no dataset named “missing”; see datasets")) {
            try PreviewServer(source: try fixture.source(["bounce"], dataset: "missing")).start()
        }
        #expect(throws: PreviewError("preview shows 1 to 4 versions side by side, got 0")) {
            try fixture.source([])
        }
        let memory = try StudioStore.inMemory()
        #expect(
            throws: PreviewError("preview needs a database file: an in-memory studio cannot be watched for changes")
        ) {
            try PreviewServer(source: PreviewSource(store: memory, references: ["x"], dataset: nil)).start()
        }
    }

    /// A `set` made by another animstudio process reaches an open event stream (waited for up to
    /// 10 s, only so a lost change fails instead of hanging; the benchmarks measure how soon).
    @Test func setInAnotherProcessReachesTheStream() throws {
        let fixture = try PreviewFixture()
        defer { fixture.remove() }
        try fixture.serving(try fixture.source(["bounce@draft"])) { server in
            let stream = try RawHTTP(port: try #require(server.port))
            stream.send("GET", "/events", host: "127.0.0.1:\(server.port!)")
            let first = stream.read(for: 5) { $0.contains("\"revision\":1") }
            #expect(first.contains("event: motion\ndata: {"))
            #expect(first.contains("uikit-spring(damping: 0.7, velocity: 0)"))

            let process = Process()
            process.executableURL = Self.binary
            process.arguments = ["--db", fixture.path, "-c", "use bounce; set damping 0.3"]
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            let update = stream.read(for: 10) { $0.contains("\"revision\":2") }
            #expect(update.contains("\"revision\":2"))
            #expect(update.contains("uikit-spring(damping: 0.3, velocity: 0)"))
        }
    }

    /// Deleting a previewed preset keeps the last motion on the page and says why it is not
    /// updated; restoring it clears the problem without a new revision (nothing changed).
    @Test func deletedPresetIsReportedAndTheLastMotionStays() throws {
        let fixture = try PreviewFixture()
        defer { fixture.remove() }
        try fixture.serving(try fixture.source(["bounce@draft"])) { server in
            let port = try #require(server.port)
            let stream = try RawHTTP(port: port)
            stream.send("GET", "/events", host: "127.0.0.1:\(port)")
            _ = stream.read(for: 5) { $0.contains("\"revision\":1") }
            try fixture.store.deletePreset(named: "bounce", at: PreviewFixture.time)
            let problem = stream.read(for: 2) { $0.contains("is deleted; restore it first\n\n") }
            #expect(problem.contains("event: problem\ndata: preset "))
            #expect(problem.contains(" is deleted; restore it first\n\n"))
            #expect(try RawHTTP.get("/motion.json", port: port).contains("\"revision\":1"))
            try fixture.store.restorePreset(named: "bounce")
            let cleared = stream.read(for: 2) { $0.contains("event: problem\ndata: \n\n") }
            #expect(cleared.contains("event: problem\ndata: \n\n"))
            #expect(!cleared.contains("\"revision\":2"))
        }
    }
}
