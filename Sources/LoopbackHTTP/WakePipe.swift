#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A one-shot event any number of threads can wait for beside their sockets: a pipe whose read
/// end becomes readable, for good, once ``signal()`` writes its byte (it is never drained, so one
/// byte wakes every waiter, now and later). The server stops all its threads with one; a stream
/// waits for its source's next event with another (``ResponseStream/wait(for:)``), so it notices
/// its client hanging up in the same wait. Closed when the last thread holding it is gone (so no
/// thread ever polls a descriptor number reused by someone else).
public final class WakePipe: Sendable {
    let readEnd: Int32
    private let writeEnd: Int32

    /// Nil when the process has no descriptors (or memory) left for a pipe.
    public init?() {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        readEnd = ends[0]
        writeEnd = ends[1]
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    }

    /// Wakes every thread waiting for this pipe, and every one that waits for it later.
    public func signal() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }
}
