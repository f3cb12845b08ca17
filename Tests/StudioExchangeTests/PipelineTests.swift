import StudioExchange
import Testing

/// The two-thread pipeline under a consumer that fails while the buffer is full (a disk that fills
/// during `import members`): one error, no trap.
@Suite struct PipelineTests {
    struct Full: Error {}

    @Test func aConsumerThatFailsWithAFullBufferStopsCleanly() throws {
        for _ in 0..<50 {
            var consumed = 0
            #expect(throws: Full.self) {
                try Pipeline.run(
                    depth: 8,
                    produce: { send in
                        for item in 0..<10_000 { guard send(item) else { return } }
                    },
                    consume: { (_: Int) in
                        consumed += 1
                        // Let the producer fill the buffer, then fail as a full disk does.
                        if consumed == 1 { for _ in 0..<200_000 { blackHole(consumed) } }
                        if consumed == 2 { throw Full() }
                    })
            }
        }
    }

    @Test func everythingSentArrivesInOrder() throws {
        var received: [Int] = []
        try Pipeline.run(
            depth: 3, produce: { send in for item in 0..<1000 { _ = send(item) } }, consume: { received.append($0) })
        #expect(received == Array(0..<1000))
    }
}

@inline(never) func blackHole<T>(_ value: T) {}
