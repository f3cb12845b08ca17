import Foundation
import StudioTestSupport
import Testing

/// A page that closes (or is reloaded) gives its event stream's thread and connection back at
/// once: the stream waits on its socket as well as on the change feed, so it does not hold them
/// until its next keep-alive write 30 s later. `animstudio -c "preview …"` on loopback, its threads
/// and sockets read from /proc.
@Suite(.serialized) struct PreviewClosedStreamTests {
    /// The server's threads and sockets (its connection slots in use) now.
    struct Held: Equatable, CustomStringConvertible {
        let threads: Int
        let sockets: Int
        var description: String { "\(threads) threads, \(sockets) sockets" }
    }

    static func held(by preview: PreviewProcess) throws -> Held {
        Held(threads: try preview.threadCount, sockets: try preview.socketCount)
    }

    /// Waits up to `seconds` for the server to hold `expected`; returns what it held last.
    static func held(by preview: PreviewProcess, reaching expected: Held, within seconds: Double) throws -> Held {
        let deadline = Date().addingTimeInterval(seconds)
        var now = try held(by: preview)
        while now != expected && Date() < deadline {
            usleep(10_000)
            now = try held(by: preview)
        }
        return now
    }

    /// An event stream that has received its first document.
    static func openEvents(port: Int) throws -> RawHTTP {
        let page = try RawHTTP(port: port)
        page.sendRaw("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
        _ = page.read(for: 5) { $0.contains("\"revision\":1") }
        return page
    }

    /// 50 pages open the event stream and close it (25 closed, 25 reset, as a killed browser
    /// does): within about a second the server is back to the threads and sockets it held before,
    /// and the page that stayed open still gets the next change.
    @Test func closedEventStreamsGiveTheirThreadsAndConnectionsBack() throws {
        let preview = try PreviewProcess()
        defer { preview.stop() }
        let kept = try Self.openEvents(port: preview.port)
        let baseline = try Self.held(by: preview)
        var pages = try (0..<50).map { _ in try Self.openEvents(port: preview.port) }
        let open = Held(threads: baseline.threads + 50, sockets: baseline.sockets + 50)
        let opened = try Self.held(by: preview, reaching: open, within: 5)
        #expect(opened == open)
        for page in pages.suffix(25) { page.resetOnClose() }
        pages.removeAll()
        let closed = try Self.held(by: preview, reaching: baseline, within: 1.5)
        #expect(closed == baseline)
        try preview.change("use bounce; set damping 0.3")
        #expect(
            kept.read(for: 5) { $0.contains("\"revision\":2") }.contains("uikit-spring(damping: 0.3, velocity: 0.1)"))
    }
}
