import Foundation
import StudioTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// Another local web server, on a port of its own: it answers every request with one page (the
/// page a hostile site, or another dev server on the machine, would serve), so a test can watch
/// what that page manages against the preview.
final class ForeignPageServer: @unchecked Sendable {
    let port: Int
    private let socket: Int32
    private let page: String
    private let thread: Thread
    /// The head of every request it got (what a browser sent it: its cookies among them).
    let received: ReceivedRequests

    final class ReceivedRequests: @unchecked Sendable {
        private let lock = NSLock()
        private var heads: [String] = []
        func append(_ head: String) {
            lock.lock()
            heads.append(head)
            lock.unlock()
        }
        var all: [String] {
            lock.lock()
            defer { lock.unlock() }
            return heads
        }
    }

    init(page: String) throws {
        self.page = page
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.socket = socket
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) }
        }
        guard bound == 0, listen(socket, 16) == 0 else {
            throw RawHTTPFailure(description: "the foreign page server cannot listen")
        }
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        port = Int(UInt16(bigEndian: address.sin_port))
        let listener = socket
        let body = page
        let received = ReceivedRequests()
        self.received = received
        thread = Thread {
            while true {
                let client = accept(listener, nil, nil)
                if client < 0 { return }
                var chunk = [UInt8](repeating: 0, count: 8192)
                let count = Glibc.read(client, &chunk, chunk.count)
                received.append(String(decoding: chunk[0..<max(0, count)], as: UTF8.self))
                let bytes = Array(body.utf8)
                let response =
                    "HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: \(bytes.count)\r\nConnection: close\r\n\r\n"
                    + body
                _ = response.withCString { Glibc.write(client, $0, strlen($0)) }
                Glibc.close(client)
            }
        }
        thread.start()
    }

    func stop() {
        shutdown(socket, Int32(SHUT_RDWR))
        close(socket)
    }
}
