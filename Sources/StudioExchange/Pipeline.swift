import Dispatch

/// Runs a producer on a background thread and hands what it sends to a consumer on the calling
/// thread, through a small bounded buffer: parsing a file and writing it to the database overlap
/// on two cores.
///
/// An error thrown by the producer is rethrown to the caller after the items sent before it were
/// consumed. An error thrown by the consumer stops the producer (its next `send` returns false),
/// and `run` returns only once the producer has finished, so nothing outlives the call.
public enum Pipeline {
    public static func run<Item: Sendable>(
        depth: Int = 8,
        produce: @escaping @Sendable (_ send: (Item) -> Bool) throws -> Void,
        consume: (Item) throws -> Void
    ) throws {
        let channel = Channel<Item>(depth: depth)
        let finished = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            var failure: (any Error)?
            do { try produce { channel.send($0) } } catch { failure = error }
            channel.finish(failure)
            finished.signal()
        }
        defer {
            channel.cancel()
            finished.wait()
        }
        while let next = channel.receive() {
            try consume(try next.get())
        }
    }
}

/// The bounded buffer between the two threads.
final class Channel<Item: Sendable>: @unchecked Sendable {
    private var buffer: [Item] = []
    private var done = false
    private var failure: (any Error)?
    private var cancelled = false
    private let lock = DispatchSemaphore(value: 1)
    /// Free places in the buffer.
    private let slots: DispatchSemaphore
    /// One signal per item sent and one for the end.
    private let ready = DispatchSemaphore(value: 0)

    init(depth: Int) {
        // Made at 0 and raised to `depth`: libdispatch traps when a semaphore is freed below the
        // value it was made with, which is what a buffer left full by a failing consumer (a full
        // disk during an import) would do.
        slots = DispatchSemaphore(value: 0)
        for _ in 0..<max(1, depth) { slots.signal() }
    }

    /// Blocks while the buffer is full; false once the consumer has stopped.
    func send(_ item: Item) -> Bool {
        slots.wait()
        lock.wait()
        if cancelled {
            lock.signal()
            slots.signal()  // let any other waiting send see the cancellation too
            return false
        }
        buffer.append(item)
        lock.signal()
        ready.signal()
        return true
    }

    /// The producer is done, with or without an error.
    func finish(_ error: (any Error)?) {
        lock.wait()
        done = true
        failure = error
        lock.signal()
        ready.signal()
    }

    /// The next item, the producer's error, or nil when everything was received.
    func receive() -> Result<Item, any Error>? {
        ready.wait()
        lock.wait()
        defer { lock.signal() }
        if !buffer.isEmpty {
            let item = buffer.removeFirst()
            slots.signal()
            return .success(item)
        }
        return failure.map { .failure($0) }
    }

    /// The consumer stops: a blocked or later `send` returns false.
    func cancel() {
        lock.wait()
        cancelled = true
        lock.signal()
        slots.signal()
    }
}
