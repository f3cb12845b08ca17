import Foundation
import LoopbackHTTP
import StudioTestSupport
import Synchronization
import Testing

/// A stream that waits for its source's next event (``ResponseStream/wait(for:)``) notices its
/// client hanging up in the same wait: the connection's thread and slot come back at once, not at
/// the stream's next write. Real loopback sockets; the server's `/wait` writes `waiting`, then
/// `signalled` each time the shared ``WakePipe`` is signalled (a new one is armed after each, and each stream waits for them in turn).
@Suite(.serialized) struct StreamHangUpTests {
    final class Waiting: Sendable {
        let server: LoopbackServer
        let port: Int
        private let next: Armed

        /// Every pipe armed so far: the last is the one not signalled yet. A stream waits for each
        /// in turn, so a signal given while it was writing is not missed.
        final class Armed: Sendable {
            let pipes = Mutex([WakePipe()])

            func pipe(_ index: Int) -> WakePipe? { pipes.withLock { index < $0.count ? $0[index] : nil } }
        }

        init() throws {
            let next = Armed()
            self.next = next
            server = LoopbackServer(configuration: .init(port: 0)) { _ in
                HTTPResponse(
                    status: .ok,
                    body: .stream { stream throws(StreamClosed) in
                        try stream.write("waiting\n")
                        var index = 0
                        while let signal = next.pipe(index) {
                            try stream.wait(for: signal)
                            try stream.write("signalled\n")
                            index += 1
                        }
                    })
            }
            port = try server.start()
        }

        /// Wakes every waiting stream once.
        func signal() {
            next.pipes.withLock { pipes in
                pipes.last??.signal()
                pipes.append(WakePipe())
            }
        }

        /// A connection whose stream is waiting.
        func openStream() throws -> RawHTTP {
            let client = try RawHTTP(port: port)
            client.sendRaw("GET /wait HTTP/1.1\r\n\r\n")
            _ = client.read(for: 3) { $0.hasSuffix("waiting\n") }
            return client
        }

        /// Waits up to `seconds` for the server to hold `count` connections; returns the count it saw last.
        func connections(reaching count: Int, within seconds: Double) -> Int {
            let deadline = Date().addingTimeInterval(seconds)
            while server.connectionCount != count && Date() < deadline { usleep(10_000) }
            return server.connectionCount
        }
    }

    /// 40 waiting streams, half closed and half reset by their clients: every connection is given
    /// back within a second (the stream would otherwise wait for its next signal, forever here).
    @Test func aClosedOrResetStreamGivesItsConnectionBackAtOnce() throws {
        let waiting = try Waiting()
        defer { waiting.server.stop() }
        var clients = try (0..<40).map { _ in try waiting.openStream() }
        #expect(waiting.connections(reaching: 40, within: 3) == 40)
        for client in clients.suffix(20) { client.resetOnClose() }
        clients.removeAll()
        #expect(waiting.connections(reaching: 0, within: 1) == 0)
    }

    /// A waiting stream is woken by its signal each time, bytes its client sends meanwhile are
    /// dropped (it keeps waiting), and `stop()` ends it.
    @Test func anOpenStreamGetsEachSignalUntilTheServerStops() throws {
        let waiting = try Waiting()
        let client = try waiting.openStream()
        waiting.signal()
        #expect(client.read(for: 3) { $0.hasSuffix("signalled\n") }.hasSuffix("waiting\nsignalled\n"))
        client.sendRaw("GET /another HTTP/1.1\r\n\r\n")
        waiting.signal()
        #expect(
            client.read(for: 3) { $0.hasSuffix("signalled\nsignalled\n") }.hasSuffix("waiting\nsignalled\nsignalled\n"))
        #expect(waiting.server.connectionCount == 1)
        waiting.server.stop()
        #expect(waiting.server.connectionCount == 0)
        #expect(client.readUntilClosed(for: 2).closed)
    }
}
