import Testing

@testable import TerminalPlot

@Suite struct LinePlotTests {
    static let sizes: [(Int, Int)] = [(20, 6), (37, 9), (60, 16), (80, 20), (160, 48), (5, 2)]

    @Test(arguments: CanvasKind.allCases, ColorMode.allCases)
    func everyLineHasTheFigureWidth(canvas: CanvasKind, color: ColorMode) {
        for (w, h) in Self.sizes {
            let text = Fixtures.springOverlay().render(width: w, height: h, canvas: canvas, color: color)
            let widths = lineWidths(text)
            #expect(widths.count == max(h, LinePlot.minimumHeight), "\(w)x\(h)")
            #expect(widths.allSatisfy { $0 == max(w, LinePlot.minimumWidth) }, "\(w)x\(h): \(widths)")
            #expect(!text.hasSuffix("\n"))
        }
    }

    @Test func identityRisesMonotonicallyAcrossThePlotArea() {
        let plot = LinePlot(series: [Fixtures.identity], showsLegend: false)
        let area = asciiPlotArea(plot.render(width: 60, height: 16, canvas: .ascii, color: .none))
        #expect(!area.isEmpty)
        let columns = area[0].count
        var marked: [(column: Int, top: Int, bottom: Int)] = []
        for c in 0..<columns {
            let rows = area.indices.filter { area[$0][c] == "*" }
            if let top = rows.first, let bottom = rows.last { marked.append((c, top, bottom)) }
        }
        #expect(marked.first?.column == 0)
        #expect(marked.last?.column == columns - 1)
        #expect(marked.first?.bottom == area.count - 1, "starts in the bottom row")
        #expect(marked.last?.top == 0, "ends in the top row")
        #expect(marked.count == columns, "a mark in every column: the line is continuous")
        for (a, b) in zip(marked, marked.dropFirst()) {
            #expect(b.top <= a.top, "column \(b.column) is lower than column \(a.column)")
            #expect(b.bottom <= a.bottom)
        }
    }

    @Test func asciiOverlayShowsBothSeriesGlyphs() {
        let plot = LinePlot(series: [
            PlotSeries(name: "up", sampling: { $0 }, over: 0...1, count: 50),
            PlotSeries(name: "down", sampling: { 1 - $0 * $0 }, over: 0...1, count: 50)
        ])
        let text = plot.render(width: 60, height: 16, canvas: .ascii, color: .none)
        let area = asciiPlotArea(text).flatMap { $0 }
        #expect(area.contains("*"))
        #expect(area.contains("o"))
        #expect(text.contains("* up"))
        #expect(text.contains("o down"))
    }

    @Test(arguments: CanvasKind.allCases)
    func noColorOutputHasNoEscapes(canvas: CanvasKind) {
        var plot = Fixtures.springOverlay()
        plot.series[0].color = .indexed(208)
        plot.title = "evil \u{1B}[31m title"
        let text = plot.render(width: 60, height: 16, canvas: canvas, color: .none)
        #expect(!text.contains("\u{1B}"))
        #expect(!Fixtures.stagger().render(width: 60, height: 12, canvas: canvas, color: .none).contains("\u{1B}"))
    }

    @Test(arguments: CanvasKind.allCases)
    func colorOutputHasEscapes(canvas: CanvasKind) {
        var plot = Fixtures.springOverlay()
        plot.series[1].color = .indexed(208)
        let ansi = plot.render(width: 60, height: 16, canvas: canvas, color: .ansi)
        let ansi256 = plot.render(width: 60, height: 16, canvas: canvas, color: .ansi256)
        #expect(ansi.contains("\u{1B}[36m"))
        #expect(!ansi.contains("38;5;"))
        #expect(ansi256.contains("\u{1B}[38;5;208m"))
        // Each line ends uncoloured: its last escape sequence is a reset.
        for line in ansi.split(separator: "\n") {
            if let last = line.ranges(of: "\u{1B}[").last {
                #expect(line[last.lowerBound...].hasPrefix("\u{1B}[0m"))
            }
        }
        #expect(Fixtures.stagger().render(width: 60, height: 12, canvas: canvas, color: .ansi).contains("\u{1B}["))
    }

    @Test(arguments: CanvasKind.allCases)
    func nonFinitePointsAreSkipped(canvas: CanvasKind) {
        let xs: [Double] = [0, 0.1, 0.2, .nan, 0.4, 0.5, 0.6, 0.7, .infinity, 1]
        let ys: [Double] = [0, .nan, 0.2, 0.3, .infinity, -.infinity, 0.6, 0.7, 0.8, 1]
        let plot = LinePlot(series: [PlotSeries(x: xs, y: ys), PlotSeries(x: [.nan], y: [.nan])])
        for color in ColorMode.allCases {
            let widths = lineWidths(plot.render(width: 50, height: 12, canvas: canvas, color: color))
            #expect(Set(widths) == [50])
        }
    }

    @Test func nonFinitePointBreaksTheLine() {
        let plot = LinePlot(series: [PlotSeries(x: [0, 1, 2], y: [0, .nan, 0])], yRange: -1...1, showsLegend: false)
        let area = asciiPlotArea(plot.render(width: 40, height: 9, canvas: .ascii, color: .none))
        let marks = area.enumerated().flatMap { row, cells in
            cells.indices.filter { cells[$0] == "*" }.map { (row, $0) }
        }
        #expect(marks.count == 2, "only the two isolated finite points: \(marks)")
        #expect(marks.map(\.1).sorted() == [0, area[0].count - 1])
    }

    @Test(arguments: CanvasKind.allCases)
    func degenerateSeriesRender(canvas: CanvasKind) {
        let cases: [PlotSeries] = [
            PlotSeries(name: "flat", x: [0, 0.5, 1], y: [1, 1, 1]),
            PlotSeries(name: "single", x: [0.3], y: [0.7]),
            PlotSeries(name: "empty", x: [], y: [])
        ]
        for series in cases {
            for color in ColorMode.allCases {
                let text = LinePlot(series: [series]).render(width: 40, height: 10, canvas: canvas, color: color)
                #expect(Set(lineWidths(text)) == [40])
                #expect(text.contains(series.name))
            }
        }
        #expect(LinePlot().render(width: 30, height: 8, canvas: canvas).split(separator: "\n").count == 8)
    }

    @Test func flatSeriesGetsAPaddedRangeWithTicksAroundIt() {
        let plot = LinePlot(series: [PlotSeries(x: [0, 1], y: [1, 1])], showsLegend: false)
        let text = plot.render(width: 40, height: 12, canvas: .ascii, color: .none)
        let area = asciiPlotArea(text)
        let rows = area.indices.filter { area[$0].contains("*") }
        #expect(rows.count == 1)
        #expect(rows[0] > 0 && rows[0] < area.count - 1, "flat line is inside the frame, not on its edge")
        #expect(text.contains(" 1 +"))
    }

    @Test func singlePointIsOneMark() {
        let plot = LinePlot(series: [PlotSeries(x: [0.3], y: [0.7])], showsLegend: false)
        let marks = asciiPlotArea(plot.render(width: 40, height: 10, canvas: .ascii, color: .none)).flatMap { $0 }
            .filter { $0 == "*" }
        #expect(marks.count == 1)
    }

    @Test func steepSegmentsHaveNoGaps() {
        let plot = LinePlot(series: [PlotSeries(x: [0, 0.02, 1], y: [0, 1, 1])], showsLegend: false)
        let area = asciiPlotArea(plot.render(width: 60, height: 20, canvas: .ascii, color: .none))
        #expect(area.allSatisfy { $0.contains("*") }, "every row is crossed by the near-vertical segment")
    }

    @Test func explicitRangesClipFarAwayPoints() {
        let plot = LinePlot(
            series: [PlotSeries(x: [-1e6, 0.5, 1e6], y: [-1e6, 0.5, 1e6])],
            xRange: 0...1, yRange: 0...1, showsLegend: false)
        let area = asciiPlotArea(plot.render(width: 40, height: 12, canvas: .ascii, color: .none))
        #expect(area.first?.last == "*")
        #expect(area.last?.first == "*")
        // Extreme values must neither hang the rasteriser nor trap.
        let extreme = LinePlot(series: [
            PlotSeries(
                x: [-1e300, 0.5, 1e300, -.greatestFiniteMagnitude], y: [-1e300, 0.5, 1e300, .greatestFiniteMagnitude])
        ])
        for canvas in CanvasKind.allCases {
            #expect(Set(lineWidths(extreme.render(width: 40, height: 12, canvas: canvas))) == [40])
            var clipped = extreme
            clipped.xRange = 0...1
            clipped.yRange = 0...1
            #expect(Set(lineWidths(clipped.render(width: 40, height: 12, canvas: canvas))) == [40])
        }
    }

    @Test func autoRangeIncludesReferenceLines() {
        let plot = LinePlot(
            series: [PlotSeries(x: [0, 1], y: [0, 0.5])],
            referenceLines: [ReferenceLine(y: 2, label: "goal")], showsLegend: false)
        let text = plot.render(width: 50, height: 12, canvas: .ascii, color: .none)
        let area = asciiPlotArea(text)
        #expect(area[0].contains("-"), "the reference line at the top of the range is drawn")
        #expect(text.contains("+ goal"))
        #expect(text.contains(" 2 +"))
    }

    @Test func guidesDoNotHideSeries() {
        let plot = LinePlot(
            series: [PlotSeries(x: [0, 1], y: [1, 1])], yRange: 0...2,
            referenceLines: [ReferenceLine(y: 1)], markers: [VerticalMarker(x: 0.5)], showsLegend: false)
        let area = asciiPlotArea(plot.render(width: 40, height: 9, canvas: .ascii, color: .none))
        let row = area.first { $0.contains("*") }!
        #expect(row.allSatisfy { $0 == "*" }, "the series wins every cell it shares with a guide")
        #expect(area.filter { $0.contains(":") }.count == area.count - 1)
    }

    @Test func markerLabelsSitAboveTheFrameOnTheirTick() {
        let plot = LinePlot(
            series: [PlotSeries(x: [0, 1], y: [0, 1])],
            markers: [VerticalMarker(x: 0.25, label: "A"), VerticalMarker(x: 0.27, label: "B")], showsLegend: false)
        let lines = plot.render(width: 60, height: 14, canvas: .braille, color: .none).split(separator: "\n").map(
            Array.init)
        let top = lines.firstIndex { $0.contains("┌") }!
        #expect(top == 2, "two close markers need two label rows")
        let ticks = lines[top].indices.filter { lines[top][$0] == "┴" }
        #expect(ticks.count == 2)
        #expect(lines[0].firstIndex(of: "A") == ticks[0])
        #expect(lines[1].firstIndex(of: "B") == ticks[1])
    }

    @Test func colorlessBrailleDistinguishesSeriesByPattern() {
        let plot = LinePlot(
            series: (0..<5).map { i in
                PlotSeries(name: "s\(i)", x: [0, 1], y: [Double(i), Double(i)])
            })
        let text = plot.render(width: 80, height: 16, canvas: .braille, color: .none)
        #expect(text.contains("⠒⠒⠒ s0"))
        #expect(text.contains("⠒ ⠒ s1"))
        #expect(text.contains("⠂⠂⠂ s2"))
        #expect(text.contains("⠒⠒⠂ s3"))
        #expect(text.contains("⠒⠂⠐ s4"))
        let colored = plot.render(width: 80, height: 16, canvas: .braille, color: .ansi)
        #expect(stripANSI(colored).contains("⠒⠒⠒ s1"), "with colour every series is solid")
    }

    @Test func tinySizesAreClampedToTheMinimum() {
        let text = Fixtures.springOverlay().render(width: 1, height: 1, canvas: .braille, color: .none)
        #expect(lineWidths(text) == Array(repeating: 20, count: 6))
        #expect(text.contains("┌"))
        let huge = LinePlot().render(width: 100_000, height: 3, canvas: .ascii)
        #expect(lineWidths(huge).first == LinePlot.maximumWidth)
    }

    @Test func wideAndControlCharactersInLabelsKeepTheGrid() {
        let plot = LinePlot(
            series: [PlotSeries(name: "曲线🙂\u{301}", x: [0, 1], y: [0, 1])], title: "tab\there", yLabel: "ü")
        let text = plot.render(width: 40, height: 10, canvas: .braille, color: .ansi)
        #expect(Set(lineWidths(text)) == [40])
        #expect(!stripANSI(text).contains("\t"))
        #expect(stripANSI(text).contains("tab\\there"))  // shown by its escape, as everywhere
        #expect(stripANSI(text).contains(" 曲线🙂\u{301}"))  // whole clusters, two columns each
    }

    @Test func asciiColorDiffersFromPlainOnlyByEscapes() {
        let plot = Fixtures.springOverlay()
        let plain = plot.render(width: 60, height: 16, canvas: .ascii, color: .none)
        #expect(stripANSI(plot.render(width: 60, height: 16, canvas: .ascii, color: .ansi)) == plain)
        #expect(stripANSI(plot.render(width: 60, height: 16, canvas: .ascii, color: .ansi256)) == plain)
    }

    @Test func renderingIsDeterministic() {
        let plot = Fixtures.springOverlay()
        #expect(
            plot.render(width: 70, height: 18, canvas: .block, color: .ansi)
                == plot.render(width: 70, height: 18, canvas: .block, color: .ansi))
    }
}
