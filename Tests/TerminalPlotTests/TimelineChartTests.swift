import Testing

@testable import TerminalPlot

@Suite struct TimelineChartTests {
    @Test func barsStartAtTheirDelays() {
        let items = TimelineItem.staggered(count: 5, delay: 0.05, duration: 0.3)
        let chart = TimelineChart(items: items, showsLegend: false)
        let area = asciiPlotArea(chart.render(width: 60, height: 12, canvas: .ascii, color: .none))
        #expect(area.count == 5)
        let span = 0.5  // last item ends at 4 × 0.05 + 0.3
        var previous = -1
        for (row, item) in items.enumerated() {
            let cells = area[row]
            let first = cells.firstIndex(of: "=")!
            let expected = Int((item.start / span * Double(cells.count)).rounded())
            #expect(first == expected, "row \(row)")
            #expect(first > previous || row == 0)
            #expect(cells[..<first].allSatisfy { $0 == "." })
            previous = first
        }
        #expect(area[0].first == "=", "row 0 starts at time 0")
        #expect(area[4].last == "=", "the last bar ends at the right edge")
    }

    @Test func waitsAreDrawnFromWhenTheyBegan() throws {
        // A row displayed at 1 s that waits 1 s, next to one animating at once from 0.
        let items = [
            TimelineItem(label: "a", start: 0, duration: 1),
            TimelineItem(label: "b", start: 2, duration: 1, waitsFrom: 1)
        ]
        let area = asciiPlotArea(
            TimelineChart(items: items, showsLegend: false).render(width: 60, height: 8, canvas: .ascii, color: .none))
        let row = area[1]
        let waitStart = try #require(row.firstIndex(of: "."))
        let barStart = try #require(row.firstIndex(of: "="))
        #expect(abs(waitStart - row.count / 3) <= 1 && abs(barStart - 2 * row.count / 3) <= 1, "\(String(row))")
        #expect(row[..<waitStart].allSatisfy { $0 == " " } && row[waitStart..<barStart].allSatisfy { $0 == "." })
        #expect(row[barStart...].allSatisfy { $0 == "=" })
    }

    @Test(arguments: CanvasKind.allCases, ColorMode.allCases)
    func everyLineHasTheFigureWidth(canvas: CanvasKind, color: ColorMode) {
        for (w, h) in LinePlotTests.sizes {
            let text = Fixtures.stagger().render(width: w, height: h, canvas: canvas, color: color)
            let widths = lineWidths(text)
            #expect(widths.count == max(h, TimelineChart.minimumHeight))
            #expect(widths.allSatisfy { $0 == max(w, TimelineChart.minimumWidth) }, "\(w)x\(h): \(widths)")
        }
    }

    @Test func tooManyItemsAreSummarised() {
        let chart = TimelineChart(items: TimelineItem.staggered(count: 30, delay: 0.01, duration: 0.1))
        let text = chart.render(width: 50, height: 10, canvas: .ascii, color: .none)
        #expect(text.contains("+25 more"))
        #expect(text.split(separator: "\n").count == 10)
    }

    @Test func zeroDurationAndEmptyChartsRender() {
        let chart = TimelineChart(items: [TimelineItem(label: "tick", start: 0.2, duration: 0)], timeRange: 0...1)
        let area = asciiPlotArea(chart.render(width: 40, height: 8, canvas: .ascii, color: .none))
        #expect(area[0].filter { $0 == "=" }.count == 1)
        #expect(Set(lineWidths(TimelineChart(items: []).render(width: 30, height: 7))) == [30])
    }

    @Test func axisUsesSecondsForLongTimelines() {
        let chart = TimelineChart(items: TimelineItem.staggered(count: 3, delay: 1, duration: 2))
        let text = chart.render(width: 60, height: 10, canvas: .ascii, color: .none)
        #expect(text.contains("0 s"))
        #expect(text.contains("4 s"))
        #expect(!text.contains("ms"))
    }
}
