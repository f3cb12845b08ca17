import AnimationCore
import Simulation
import Testing

/// The table's row → item order as runs, against a plain array doing the same reverses and inserts.
@Suite struct ItemOrderTests {
    @Test func matchesAnArrayOverRandomReversesAndInserts() {
        var generator = SeededGenerator(seed: 20)
        for _ in 0..<50 {
            let start = Int.random(in: 0...40, using: &generator)
            var order = ItemOrder(itemCount: start)
            var array = Array(0..<start)
            var next = start
            for _ in 0..<60 {
                if Bool.random(using: &generator) {
                    order.reverse()
                    array.reverse()
                } else {
                    let count = Int.random(in: 1...7, using: &generator)
                    let row = Int.random(in: 0...array.count, using: &generator)
                    order.insert(contentsOf: next..<next + count, at: row)
                    array.insert(contentsOf: next..<next + count, at: row)
                    next += count
                }
                #expect(Array(order) == array)
                #expect(order.count == array.count)
            }
        }
    }

    @Test func aDatasetInOrderIsOneRunAndReadsByRow() {
        var order = ItemOrder(itemCount: 5)
        #expect(Array(order) == [0, 1, 2, 3, 4])
        order.insert(contentsOf: 5..<7, at: 2)
        #expect(Array(order) == [0, 1, 5, 6, 2, 3, 4])
        order.reverse()
        #expect(Array(order) == [4, 3, 2, 6, 5, 1, 0])
        #expect(order[3] == 6)
        order.insert(contentsOf: 7..<8, at: 7)
        #expect(order.last == 7)
        #expect(ItemOrder(itemCount: 0).isEmpty)
        #expect(order == order)
        #expect(order != ItemOrder(itemCount: 8))
    }

    /// A run's every willDisplay is kept; past the cap the script is refused at the step that crossed it.
    @Test func aRunMakesAtMostFourMillionWillDisplayCalls() throws {
        let simulator = TableSimulator(
            layout: TableLayout(rowHeight: 1, visibleHeight: 100_000), policy: .always, stagger: .none, delayFactor: 0,
            animationDuration: 0.3)
        let script = try ScrollScript(parsing: Array(repeating: "refresh", count: 45).joined(separator: ", "))
        #expect(
            throws: ScriptError(
                "the scroll script makes 4100000 willDisplay calls by step “refresh”; a run makes at most 4000000 (scroll over fewer rows, or show fewer at once)",
                span: script.spans[39])
        ) {
            try simulator.run(itemCount: 100_000, script: script, memory: .fresh(itemCount: 100_000))
        }
    }
}

/// A small deterministic generator (SplitMix64), so a failure repeats.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
