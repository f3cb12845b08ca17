import Testing

@testable import TerminalPlot

@Suite struct NiceTicksTests {
    private func close(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 }
    }

    @Test func unitRangeWithFiveTicksUsesQuarters() {
        #expect(close(NiceTicks.ticks(in: 0...1, count: 5), [0, 0.25, 0.5, 0.75, 1]))
    }

    @Test func unitRangeWithSixTicksUsesFifths() {
        #expect(close(NiceTicks.ticks(in: 0...1, count: 6), [0, 0.2, 0.4, 0.6, 0.8, 1]))
    }

    @Test func knownRanges() {
        #expect(close(NiceTicks.ticks(in: 0...100, count: 5), [0, 25, 50, 75, 100]))
        #expect(close(NiceTicks.ticks(in: 0...1.5, count: 4), [0, 0.5, 1, 1.5]))
        #expect(close(NiceTicks.ticks(in: -1...1, count: 5), [-1, -0.5, 0, 0.5, 1]))
        #expect(close(NiceTicks.ticks(in: 0.013...0.087, count: 5), [0.02, 0.04, 0.06, 0.08]))
        #expect(close(NiceTicks.ticks(in: 0...800, count: 5), [0, 200, 400, 600, 800]))
    }

    @Test(arguments: [0.003, 0.7, 1, 1.3, 7, 42, 999, 12_345, 1e-6, 3.7e8])
    func stepsAreOneTwoTwoAndAHalfOrFiveTimesAPowerOfTen(span: Double) {
        for count in 2...12 {
            let step = NiceTicks.step(span: span, count: count)
            var mantissa = step
            while mantissa >= 10 { mantissa /= 10 }
            while mantissa < 1 { mantissa *= 10 }
            #expect([1, 2, 2.5, 5].contains { abs($0 - mantissa) < 1e-9 }, "span \(span) count \(count): step \(step)")
            let ticks = NiceTicks.ticks(in: 0.1 * span...1.1 * span, count: count)
            #expect(ticks.count <= count)
            // From 3 ticks on the step is below the span, so a tick always lands inside.
            #expect(count < 3 || ticks.count >= 1, "span \(span) count \(count)")
            for t in ticks {
                let k = t / step
                #expect(abs(k - k.rounded()) < 1e-6, "tick \(t) is not a multiple of \(step)")
            }
        }
    }

    @Test func extendWidensToStepMultiples() {
        let (lo, hi) = NiceTicks.extend(0.03, 1.27, step: 0.5)
        #expect(lo == 0)
        #expect(hi == 1.5)
        let (lo2, hi2) = NiceTicks.extend(0.3, 0.9, step: 0.1)
        #expect(abs(lo2 - 0.3) < 1e-12 && abs(hi2 - 0.9) < 1e-12)
    }

    @Test func degenerateInputsDoNotTrap() {
        #expect(NiceTicks.step(span: 0, count: 5) == 1)
        #expect(NiceTicks.step(span: .nan, count: 5) == 1)
        #expect(NiceTicks.values(from: 0, to: .infinity, step: 1).isEmpty)
        #expect(NiceTicks.values(from: 0, to: 1e300, step: 1).isEmpty)
    }
}
