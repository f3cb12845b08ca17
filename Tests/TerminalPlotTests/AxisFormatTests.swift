import Testing

@testable import TerminalPlot

@Suite struct AxisFormatTests {
    @Test func plainTrimsTrailingZeros() {
        let labels = AxisFormat.plain.labels(for: [0, 0.25, 0.5, 0.75, 1], step: 0.25, span: 1)
        #expect(labels == ["0", "0.25", "0.5", "0.75", "1"])
    }

    @Test func plainHandlesNegativesAndFloatResidue() {
        let ticks = (-2...2).map { Double($0) * 0.1 }
        #expect(AxisFormat.plain.labels(for: ticks, step: 0.1, span: 0.4) == ["-0.2", "-0.1", "0", "0.1", "0.2"])
        #expect(NumberFormat.string(-0.0000001, decimals: 2) == "0")
        #expect(NumberFormat.string(3 * 0.1, decimals: 1) == "0.3")
        #expect(NumberFormat.string(1_234_567, decimals: 0) == "1234567")
    }

    @Test func secondsUseMillisecondsForShortSpans() {
        let labels = AxisFormat.seconds.labels(for: [0, 0.2, 0.4, 0.6, 0.8], step: 0.2, span: 0.8)
        #expect(labels == ["0 ms", "200 ms", "400 ms", "600 ms", "800 ms"])
        let fine = AxisFormat.seconds.labels(for: [0, 0.05, 0.1], step: 0.05, span: 0.1)
        #expect(fine == ["0 ms", "50 ms", "100 ms"])
    }

    @Test func secondsUseSecondsForLongSpans() {
        let labels = AxisFormat.seconds.labels(for: [0, 0.5, 1, 1.5, 2, 2.5], step: 0.5, span: 2.5)
        #expect(labels == ["0 s", "0.5 s", "1 s", "1.5 s", "2 s", "2.5 s"])
    }

    @Test func thresholdIsConfigurable() {
        let format = AxisFormat.seconds(millisecondsBelow: 1)
        #expect(format.labels(for: [0, 0.5, 1, 1.5], step: 0.5, span: 1.5) == ["0 s", "0.5 s", "1 s", "1.5 s"])
    }

    @Test func scaledAndCustom() {
        #expect(
            AxisFormat.scaled(by: 100, suffix: "%").labels(for: [0, 0.5, 1], step: 0.5, span: 1) == [
                "0%", "50%", "100%"
            ])
        #expect(AxisFormat.custom { "<\(Int($0))>" }.labels(for: [1, 2], step: 1, span: 1) == ["<1>", "<2>"])
    }

    @Test func shortCustomLabelerIsPadded() {
        let format = AxisFormat { _, _, _ in ["only"] }
        #expect(format.labels(for: [0, 1, 2], step: 1, span: 2) == ["only", "", ""])
    }

    @Test func decimalsForStep() {
        #expect(NumberFormat.decimals(forStep: 5) == 0)
        #expect(NumberFormat.decimals(forStep: 0.5) == 1)
        #expect(NumberFormat.decimals(forStep: 0.25) == 2)
        #expect(NumberFormat.decimals(forStep: 2.5) == 1)
        #expect(NumberFormat.decimals(forStep: 0.2 * 1000) == 0)
    }
}
