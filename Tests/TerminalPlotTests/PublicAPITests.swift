import Foundation
import TerminalPlot  // deliberately not @testable: only the public API
import Testing

/// The calls the app makes, compiled against the public surface only.
@Suite struct PublicAPITests {
    @Test func twoSeriesWithReferenceLineAndMarker() {
        let t = (0..<200).map { Double($0) / 199 * 1.5 }
        let plot = LinePlot(
            series: [
                PlotSeries(name: "spring", x: t, y: t.map { 1 - exp(-5 * $0) * cos(12 * $0) }),
                PlotSeries(name: "linear", x: t, y: t.map { min($0 / 0.8, 1) }, color: .indexed(208))
            ],
            title: "Curves", xLabel: "time", xFormat: .seconds,
            referenceLines: [ReferenceLine(y: 1, label: "target")],
            markers: [VerticalMarker(x: 0.8, label: "settle", color: .magenta)])
        let text = plot.render(width: 80, height: 20, canvas: .braille, color: .ansi256)
        #expect(text.split(separator: "\n").count == 20)
        for word in ["Curves", "time", "target", "settle", "spring", "linear", "0 ms", "1500 ms"] {
            #expect(text.contains(word), "missing \(word)")
        }
    }

    @Test func timelineOfStaggeredCells() {
        let chart = TimelineChart(
            items: TimelineItem.staggered(count: 4, delay: 0.05, duration: 0.25) { "row \($0)" },
            title: "Stagger", timeFormat: .seconds(millisecondsBelow: 1))
        let text = chart.render(width: 50, height: 10, canvas: .block, color: .none)
        #expect(text.contains("row 3"))
        #expect(text.contains("0 ms"))
        #expect(text.split(separator: "\n").allSatisfy { $0.count == 50 })
    }
}
