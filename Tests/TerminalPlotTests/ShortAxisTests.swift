import Foundation
import Testing

@testable import TerminalPlot

/// A short plot of a small overshoot ran its y-axis to 2 (the only round step that fitted its rows
/// was 1, and the frame was widened to whole steps), leaving half its height empty. The axis now
/// comes from the data: ticks stay round, the frame ends at a finer round value.
@Suite struct ShortAxisTests {
    /// Progress that overshoots by 5 % and settles, as a spring's does.
    static let overshoot = LinePlot(
        series: [PlotSeries(name: "spring", x: [0, 0.2, 0.4, 0.6, 1], y: [0, 0.8, 1.05, 1.01, 1])],
        showsLegend: false)

    /// The y labels of a rendered plot, top to bottom.
    static func labels(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            guard let tick = line.firstIndex(of: "+") ?? line.firstIndex(of: "┤"), tick > line.startIndex else {
                return nil
            }
            let label = line[..<tick].trimmingCharacters(in: .whitespaces)
            return label.isEmpty ? nil : label
        }
    }

    @Test(arguments: [(6, ["1", "0"]), (8, ["1", "0"]), (10, ["1", "0.5", "0"])])
    func aFivePercentOvershootKeepsItsHeight(height: Int, labels: [String]) {
        let text = Self.overshoot.render(width: 40, height: height, canvas: .ascii, color: .none)
        #expect(Self.labels(text) == labels, "\(text)")
    }

    @Test func theFrameEndsAtAFinerRoundValue() {
        let axis = Axis.vertical(data: 0...1.05, extend: true, format: .plain, maxTicks: 2) { range, value in
            Int(((range.upperBound - value) / (range.upperBound - range.lowerBound) * 4).rounded())
        }
        #expect(axis.range.lowerBound == 0 && abs(axis.range.upperBound - 1.2) < 1e-12)
        #expect(axis.ticks.values == [0, 1])
        // A taller axis keeps its whole round steps, both edges labelled.
        let tall = Axis.vertical(data: 0...1.05, extend: true, format: .plain, maxTicks: 7) { range, value in
            Int(((range.upperBound - value) / (range.upperBound - range.lowerBound) * 16).rounded())
        }
        #expect(tall.range.lowerBound == 0 && abs(tall.range.upperBound - 1.2) < 1e-12)
        #expect(tall.ticks.values.count == 7)
        #expect(tall.ticks.values.first == 0 && abs((tall.ticks.values.last ?? 0) - 1.2) < 1e-12)
    }
}
