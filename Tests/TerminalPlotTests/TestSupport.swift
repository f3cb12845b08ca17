import Foundation
import TerminalText

@testable import TerminalPlot

/// Curves and parsing helpers shared by the test suites.
enum Fixtures {
    static func spring(_ t: Double) -> Double { 1 - exp(-5 * t) * cos(12 * t) }
    static func critical(_ t: Double) -> Double { 1 - (1 + 8 * t) * exp(-8 * t) }

    /// y = x on [0, 1], 100 points.
    static let identity = PlotSeries(name: "y = x", sampling: { $0 }, over: 0...1, count: 100)

    /// The spring overshoot curve and a critically damped one, with the
    /// target line and a settle marker: the product's main use.
    static func springOverlay() -> LinePlot {
        LinePlot(
            series: [
                PlotSeries(name: "spring", sampling: spring, over: 0...1.5, count: 200),
                PlotSeries(name: "critical", sampling: critical, over: 0...1.5, count: 200)
            ],
            title: "Spring response",
            xLabel: "time",
            xFormat: .seconds,
            referenceLines: [ReferenceLine(y: 1, label: "target")],
            markers: [VerticalMarker(x: 0.62, label: "settle")])
    }

    static func stagger() -> TimelineChart {
        TimelineChart(items: TimelineItem.staggered(count: 5, delay: 0.05, duration: 0.3), title: "Cell stagger")
    }
}

/// Removes SGR escape sequences (ESC [ ... m).
func stripANSI(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    var scalars = text.unicodeScalars.makeIterator()
    while let s = scalars.next() {
        if s == "\u{1B}" {
            while let t = scalars.next(), t != "m" {}
        } else {
            out.append(s)
        }
    }
    return String(out)
}

/// Display width of each line (every glyph the module emits is one cell).
func lineWidths(_ text: String) -> [Int] {
    stripANSI(text).split(separator: "\n", omittingEmptySubsequences: false).map { TerminalText.width($0) }
}

/// The inside of the frame of an ASCII rendering, as rows of characters.
///
/// The borders are the first and last lines made only of "+" and "-"
/// (corners, tick stubs and edges); the corners give the side columns.
func asciiPlotArea(_ text: String) -> [[Character]] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
    let borders = lines.indices.filter { i in
        let body = lines[i].drop { $0 == " " }.reversed().drop { $0 == " " }
        return body.count >= 3 && body.allSatisfy { $0 == "+" || $0 == "-" } && body.contains("-")
    }
    guard let top = borders.first, let bottom = borders.last, bottom > top + 1,
        let left = lines[top].firstIndex(of: "+"), let right = lines[top].lastIndex(of: "+")
    else { return [] }
    return lines[(top + 1)..<bottom].map { Array($0[(left + 1)..<right]) }
}
