#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The server's listening socket on 127.0.0.1, and the options every accepted socket gets.
struct ListeningSocket {
    let descriptor: Int32
    let port: Int

    /// Room for a burst of connections (a page opening its files and streams, a test's thousand streams).
    static let backlog: Int32 = 1024

    /// Binds 127.0.0.1:`port` (0: a free one) and listens; the error names the system's reason.
    static func open(port: Int) throws(LoopbackServerError) -> ListeningSocket {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw LoopbackServerError("no socket: \(lastError())") }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        // A port left in TIME_WAIT by the previous run can be bound again; a listening one cannot.
        var on: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = in_addr_t(UInt32(0x7F00_0001).bigEndian)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
        }
        guard bound == 0 else {
            let reason = lastError()
            close(descriptor)
            throw LoopbackServerError("bind: \(reason)")
        }
        guard listen(descriptor, backlog) == 0 else {
            let reason = lastError()
            close(descriptor)
            throw LoopbackServerError("listen: \(reason)")
        }
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard named == 0 else {
            let reason = lastError()
            close(descriptor)
            throw LoopbackServerError("getsockname: \(reason)")
        }
        return ListeningSocket(descriptor: descriptor, port: Int(UInt16(bigEndian: address.sin_port)))
    }

    /// Non-blocking, closed on exec, small writes sent at once (an event is one small write), and
    /// on Darwin no SIGPIPE from a closed peer (Linux passes MSG_NOSIGNAL on each send).
    static func configure(_ client: Int32) {
        _ = fcntl(client, F_SETFD, FD_CLOEXEC)
        _ = fcntl(client, F_SETFL, fcntl(client, F_GETFL) | O_NONBLOCK)
        var on: Int32 = 1
        setsockopt(client, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        #if canImport(Darwin)
            setsockopt(client, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    /// `strerror(errno)`, e.g. "Address already in use".
    static func lastError() -> String {
        let code = errno
        return strerror(code).map { String(cString: $0) } ?? "error \(code)"
    }
}
