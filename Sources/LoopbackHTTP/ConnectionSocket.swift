#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A connected, non-blocking socket read and written against a deadline; every wait also ends
/// when the server's wake pipe becomes readable (the server is stopping).
struct ConnectionSocket: Sendable {
    let descriptor: Int32
    /// The read end of the server's wake pipe: readable once the server stops, never drained.
    let wake: Int32

    enum ReadResult: Equatable {
        case bytes(Int)
        /// The client sent its last byte (it closed, or half-closed its side).
        case ended
        case timedOut
        case stopped
        case failed
    }

    enum WriteResult: Equatable { case done, timedOut, stopped, failed }

    /// Appends what arrives (at most 64 KiB at a time) to `buffer`.
    func read(into buffer: inout [UInt8], deadline: ContinuousClock.Instant) -> ReadResult {
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                buffer.append(contentsOf: chunk[0..<count])
                return .bytes(count)
            }
            if count == 0 { return .ended }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK:
                switch wait(for: Int16(POLLIN), until: deadline) {
                case .ready: continue
                case .timedOut: return .timedOut
                case .stopped: return .stopped
                }
            default: return .failed
            }
        }
    }

    /// Sends every byte, or says why not.
    func writeAll(_ bytes: [UInt8], deadline: ContinuousClock.Instant) -> WriteResult {
        var sent = 0
        while sent < bytes.count {
            if isStopping { return .stopped }
            let count = bytes.withUnsafeBytes { raw in
                send(descriptor, raw.baseAddress.map { $0 + sent }, raw.count - sent, Self.sendFlags)
            }
            if count > 0 {
                sent += count
                continue
            }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK:
                switch wait(for: Int16(POLLOUT), until: deadline) {
                case .ready: continue
                case .timedOut: return .timedOut
                case .stopped: return .stopped
                }
            default: return .failed
            }
        }
        return .done
    }

    enum SignalWait: Equatable {
        case signalled
        /// The client closed its side or reset the connection.
        case hungUp
        case stopped
    }

    /// Waits, with no deadline and no CPU spent, until `signal` is readable, the client hangs up,
    /// or the server stops. Bytes the client sends meanwhile are read and dropped (a streamed
    /// response is the connection's last, so nothing after its request is answered).
    func wait(for signal: Int32) -> SignalWait {
        while true {
            var pollers = [
                pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
                pollfd(fd: signal, events: Int16(POLLIN), revents: 0)
            ]
            if poll(&pollers, 3, -1) < 0 {
                if errno == EINTR { continue }
                return .hungUp
            }
            if pollers[1].revents != 0 { return .stopped }
            if pollers[2].revents != 0 { return .signalled }
            // Readable (a byte, the end, or an error such as a reset) or POLLHUP/POLLERR/POLLNVAL.
            if pollers[0].revents != 0 && clientLeft() { return .hungUp }
        }
    }

    /// Reads what the client sent and drops it; true when that was the end or an error.
    private func clientLeft() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 4096)
        let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if count > 0 { return false }
        return count == 0 || (errno != EINTR && errno != EAGAIN && errno != EWOULDBLOCK)
    }

    /// Whether the server is stopping (its wake pipe is readable).
    var isStopping: Bool {
        var poller = pollfd(fd: wake, events: Int16(POLLIN), revents: 0)
        return poll(&poller, 1, 0) > 0
    }

    /// After a refusal: no more writes, and whatever the client still sends is read and dropped for
    /// up to a second, so closing does not reset the connection before the client read the answer.
    func closeGently() {
        shutdown(descriptor, Int32(SHUT_WR))
        var discarded: [UInt8] = []
        let deadline = ContinuousClock.now + .seconds(1)
        while discarded.count < 1 << 20, case .bytes = read(into: &discarded, deadline: deadline) {}
        close(descriptor)
    }

    private enum Readiness { case ready, timedOut, stopped }

    private func wait(for events: Int16, until deadline: ContinuousClock.Instant) -> Readiness {
        while true {
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else { return .timedOut }
            let milliseconds = Int32(
                clamping: left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1)
            var pollers = [
                pollfd(fd: descriptor, events: events, revents: 0), pollfd(fd: wake, events: Int16(POLLIN), revents: 0)
            ]
            let ready = poll(&pollers, 2, milliseconds)
            if ready < 0 && errno != EINTR { return .ready }  // the next call reports the error
            if pollers[1].revents != 0 { return .stopped }
            if pollers[0].revents != 0 { return .ready }
        }
    }

    #if canImport(Glibc)
        /// A closed peer gives EPIPE, never SIGPIPE.
        static let sendFlags = Int32(MSG_NOSIGNAL)
    #else
        /// Darwin has no MSG_NOSIGNAL: accepted sockets get SO_NOSIGPIPE instead.
        static let sendFlags: Int32 = 0
    #endif
}
