import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A minimal HTTP/1.1 client over a POSIX socket, so tests can send any `Host` header and read a
/// stream of server-sent events with a deadline (the benchmarks hold event streams open with it).
public final class RawHTTP {
    private let socket: Int32
    private var buffer = Data()

    /// Connects to 127.0.0.1:`port`; throws when nothing listens there.
    public init(port: Int) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(socket)
            throw RawHTTPFailure(description: "cannot connect to 127.0.0.1:\(port)")
        }
    }

    deinit { close(socket) }

    /// Sends a request with exactly these header lines.
    public func send(_ method: String, _ path: String, host: String) {
        let request = "\(method) \(path) HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\nContent-Length: 0\r\n\r\n"
        _ = request.withCString { write(socket, $0, strlen($0)) }
    }

    /// Sends `text` as it is: half a request, or bytes that are no request at all.
    public func sendRaw(_ text: String) {
        _ = text.withCString { write(socket, $0, strlen($0)) }
    }

    /// Sends `bytes` as they are (NUL bytes too).
    public func sendBytes(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { write(socket, $0.baseAddress, $0.count) }
    }

    /// Closes the sending side only (a half-closed connection): the server reads the end, and can still answer.
    public func finishSending() {
        shutdown(socket, Int32(SHUT_WR))
    }

    /// Makes closing (when this client is released) reset the connection rather than end it:
    /// `SO_LINGER` with no time, as a client killed in the middle of a transfer does.
    public func resetOnClose() {
        var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
        _ = setsockopt(socket, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
    }

    /// Reads until the server closes the connection or `seconds` pass; returns the text and whether it closed.
    public func readUntilClosed(for seconds: Double) -> (text: String, closed: Bool) {
        let deadline = Date().addingTimeInterval(seconds)
        var chunk = [UInt8](repeating: 0, count: 65536)
        while Date() < deadline {
            var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 50) >= 0 else { break }
            if poller.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                let count = Glibc.read(socket, &chunk, chunk.count)
                if count <= 0 { return (String(decoding: buffer, as: UTF8.self), true) }
                buffer.append(contentsOf: chunk[0..<count])
            }
        }
        return (String(decoding: buffer, as: UTF8.self), false)
    }

    /// Reads until `done` holds for what arrived so far, or until `seconds` pass; returns the text.
    public func read(for seconds: Double, until done: (String) -> Bool = { _ in false }) -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var chunk = [UInt8](repeating: 0, count: 65536)
        while Date() < deadline {
            var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            let remaining = Int32(max(1, deadline.timeIntervalSinceNow * 1000))
            guard poll(&poller, 1, min(remaining, 50)) >= 0 else { break }
            if poller.revents & Int16(POLLIN) != 0 {
                let count = Glibc.read(socket, &chunk, chunk.count)
                if count <= 0 { break }
                buffer.append(contentsOf: chunk[0..<count])
                if done(String(decoding: buffer, as: UTF8.self)) { break }
            }
        }
        return String(decoding: buffer, as: UTF8.self)
    }

    /// One whole response to a request that closes the connection.
    public static func get(_ path: String, port: Int, host: String? = nil, method: String = "GET") throws -> String {
        let client = try RawHTTP(port: port)
        client.send(method, path, host: host ?? "127.0.0.1:\(port)")
        return client.read(for: 5)
    }
}

public struct RawHTTPFailure: Error, CustomStringConvertible {
    public let description: String
    public init(description: String) { self.description = description }
}
