import TerminalText

/// Where every part of a line plot goes for one figure size.
///
/// The parts depend on each other in a loop (legend lines depend on the
/// left margin, which depends on the y tick labels, which depend on the
/// plot height, which depends on the legend), so `make` repeats the pass
/// until it settles; in practice the second pass already agrees.
struct LinePlotLayout {
    /// Plot rows kept before optional rows (x label, title, marker labels,
    /// legend — dropped in that order) give way.
    static let minimumPlotRows = 3
    /// Plot columns kept before the y label and reference labels give way.
    static let minimumPlotColumns = 8
    /// Reference-line labels are cut to this many cells.
    static let maximumReferenceLabelWidth = 12
    /// Marker labels use at most this many rows above the frame; labels
    /// that still collide are dropped (their ┴ tick stays).
    static let maximumMarkerRows = 2

    var titleRow: Int?
    var markerRow: Int
    var markerRows: Int
    var frameTop: Int
    var plotRows: Int
    var xLabelRow: Int?
    var legendRow: Int
    var legendRows: Int
    /// Cells for the y label (0 when hidden).
    var yLabelWidth: Int
    /// Column of the left frame border.
    var left: Int
    var plotColumns: Int
    var referenceLabelWidth: Int
    var xRange: ClosedRange<Double>
    var yRange: ClosedRange<Double>
    var xTicks: AxisTicks
    var yTicks: AxisTicks
    var mapping: DotMapping
    var markerLabels: [(marker: Int, column: Int, row: Int, text: [Glyph])]
    var markerOverflow: Bool

    var frameBottom: Int { frameTop + plotRows + 1 }
    var xTickRow: Int { frameBottom + 1 }
    /// Column of the right frame border.
    var right: Int { left + plotColumns + 1 }

    static func make(
        plot: LinePlot, width: Int, height: Int, dotsX: Int, dotsY: Int, legend: Legend
    ) -> LinePlotLayout {
        let xRange = xDataRange(plot)
        let (yData, yExplicit) = yDataRange(plot, xRange: xRange)
        let labeled = plot.markers.indices
            .filter { !plot.markers[$0].label.isEmpty && xRange.contains(plot.markers[$0].x) }
            .sorted { plot.markers[$0].x < plot.markers[$1].x }
        var pass = Pass(
            plot: plot, width: width, height: height, dotsX: dotsX, dotsY: dotsY, legend: legend,
            xRange: xRange, yData: yData, yExplicit: yExplicit, labeledMarkers: labeled,
            markerRows: labeled.isEmpty ? 0 : 1, leftGuess: 0)
        var layout = pass.run()
        for _ in 0..<4 {
            var again = false
            if layout.left != pass.leftGuess {
                pass.leftGuess = layout.left
                again = true
            }
            if layout.markerOverflow, pass.markerRows < maximumMarkerRows {
                pass.markerRows += 1
                again = true
            }
            guard again else { break }
            layout = pass.run()
        }
        return layout
    }

    /// Auto x range: finite points and markers, exactly (no widening, so
    /// a time axis starts and ends where the animation does).
    static func xDataRange(_ plot: LinePlot) -> ClosedRange<Double> {
        if let r = plot.xRange, r.lowerBound.isFinite, r.upperBound.isFinite { return padded(r) }
        var lo = Double.infinity
        var hi = -Double.infinity
        for s in plot.series {
            for i in 0..<s.count where s.xs[i].isFinite && s.ys[i].isFinite {
                lo = min(lo, s.xs[i])
                hi = max(hi, s.xs[i])
            }
        }
        for m in plot.markers where m.x.isFinite {
            lo = min(lo, m.x)
            hi = max(hi, m.x)
        }
        return lo <= hi ? padded(lo...hi) : 0...1
    }

    /// Auto y range: finite points inside the x range and reference lines.
    static func yDataRange(_ plot: LinePlot, xRange: ClosedRange<Double>) -> (ClosedRange<Double>, explicit: Bool) {
        if let r = plot.yRange, r.lowerBound.isFinite, r.upperBound.isFinite { return (padded(r), true) }
        var lo = Double.infinity
        var hi = -Double.infinity
        for s in plot.series {
            for i in 0..<s.count where s.xs[i].isFinite && s.ys[i].isFinite && xRange.contains(s.xs[i]) {
                lo = min(lo, s.ys[i])
                hi = max(hi, s.ys[i])
            }
        }
        for r in plot.referenceLines where r.y.isFinite {
            lo = min(lo, r.y)
            hi = max(hi, r.y)
        }
        return (lo <= hi ? padded(lo...hi) : 0...1, false)
    }

    /// A zero-width range widened by half its value (±1 around zero), so a
    /// flat series sits mid-plot with ticks around it.
    static func padded(_ r: ClosedRange<Double>) -> ClosedRange<Double> {
        guard r.upperBound <= r.lowerBound else { return r }
        let pad = r.lowerBound == 0 ? 1 : abs(r.lowerBound) * 0.5
        return (r.lowerBound - pad)...(r.upperBound + pad)
    }
}

/// One layout pass with fixed guesses for the left margin and marker rows.
private struct Pass {
    let plot: LinePlot
    let width: Int
    let height: Int
    let dotsX: Int
    let dotsY: Int
    let legend: Legend
    let xRange: ClosedRange<Double>
    let yData: ClosedRange<Double>
    let yExplicit: Bool
    let labeledMarkers: [Int]
    var markerRows: Int
    var leftGuess: Int

    func run() -> LinePlotLayout {
        // Vertical budget.
        var hasTitle = !plot.title.isEmpty
        var hasXLabel = !plot.xLabel.isEmpty
        var markerRows = self.markerRows
        let legendLines =
            plot.showsLegend && !legend.entries.isEmpty
            ? legend.lines(width: max(1, width - leftGuess)).count : 0
        var legendRows = min(legendLines, max(1, height / 6))
        func plotRows() -> Int {
            height - 3 - (hasTitle ? 1 : 0) - markerRows - (hasXLabel ? 1 : 0) - legendRows
        }
        while plotRows() < LinePlotLayout.minimumPlotRows {
            if hasXLabel {
                hasXLabel = false
            } else if hasTitle {
                hasTitle = false
            } else if markerRows > 0 {
                markerRows -= 1
            } else if legendRows > 0 {
                legendRows -= 1
            } else {
                break
            }
        }
        let rows = max(1, plotRows())
        let frameTop = (hasTitle ? 1 : 0) + markerRows
        let dotHeight = rows * dotsY

        // Vertical axis first: its label width decides the left margin.
        let dotsY = self.dotsY
        let yAxis = Axis.vertical(
            data: yData, extend: !yExplicit, format: plot.yFormat, maxTicks: min(11, rows / 2 + 1)
        ) { range, value in
            frameTop + 1 + DotMapping(xRange: 0...1, yRange: range, dotWidth: 1, dotHeight: dotHeight).dotY(value)
                / dotsY
        }
        let yRange = yAxis.range

        // Horizontal budget.
        var yLabelWidth = plot.yLabel.isEmpty ? 0 : min(DisplayText.width(plot.yLabel), width / 4)
        let referenceLabels = plot.referenceLines.filter { !$0.label.isEmpty && $0.y.isFinite && yRange.contains($0.y) }
        var referenceWidth = min(
            LinePlotLayout.maximumReferenceLabelWidth,
            referenceLabels.map { DisplayText.width($0.label) }.max() ?? 0)
        let yTickWidth = yAxis.ticks.labelWidth
        func leftColumn() -> Int { (yLabelWidth > 0 ? yLabelWidth + 1 : 0) + yTickWidth + 1 }
        func rightPart() -> Int { referenceWidth > 0 ? referenceWidth + 1 : 0 }
        while width - leftColumn() - 2 - rightPart() < LinePlotLayout.minimumPlotColumns {
            if yLabelWidth > 0 {
                yLabelWidth = 0
            } else if referenceWidth > 3 {
                referenceWidth = 3
            } else if referenceWidth > 0 {
                referenceWidth = 0
            } else {
                break
            }
        }
        let left = leftColumn()
        var columns = max(1, width - left - 2 - rightPart())
        var xTicks = horizontalTicks(left: left, columns: columns)
        // Keep the last tick label centred on its tick instead of shoved
        // left by the figure edge: reserve its right half beyond the frame.
        let overhang =
            zip(xTicks.labels, xTicks.positions)
            .map { $1 + (Glyph.width($0) - 1) - Glyph.width($0) / 2 - (left + columns + 1) }.max() ?? 0
        let extra = overhang - rightPart()
        if extra > 0, columns - extra >= LinePlotLayout.minimumPlotColumns {
            columns -= extra
            xTicks = horizontalTicks(left: left, columns: columns)
        }
        let mapping = DotMapping(xRange: xRange, yRange: yRange, dotWidth: columns * dotsX, dotHeight: dotHeight)

        // Marker labels: first row where they fit without touching another.
        var placements: [(marker: Int, column: Int, row: Int, text: [Glyph])] = []
        var occupied = Array(repeating: [(Int, Int)](), count: markerRows)
        var overflow = false
        for index in labeledMarkers {
            let column = left + 1 + mapping.dotX(plot.markers[index].x) / dotsX
            let text = DisplayText.glyphs(plot.markers[index].label, limit: columns)
            var start = column
            let textWidth = Glyph.width(text)
            if start + textWidth > width { start = max(0, column - textWidth + 1) }
            let end = start + textWidth - 1
            let free = (0..<markerRows).first { row in
                occupied[row].allSatisfy { end + 1 < $0.0 || start > $0.1 + 1 }
            }
            if let row = free {
                occupied[row].append((start, end))
                placements.append((index, start, (hasTitle ? 1 : 0) + row, text))
            } else {
                overflow = true
            }
        }

        return LinePlotLayout(
            titleRow: hasTitle ? 0 : nil,
            markerRow: hasTitle ? 1 : 0,
            markerRows: markerRows,
            frameTop: frameTop,
            plotRows: rows,
            xLabelRow: hasXLabel ? frameTop + rows + 3 : nil,
            legendRow: frameTop + rows + 3 + (hasXLabel ? 1 : 0),
            legendRows: legendRows,
            yLabelWidth: yLabelWidth,
            left: left,
            plotColumns: columns,
            referenceLabelWidth: referenceWidth,
            xRange: xRange,
            yRange: yRange,
            xTicks: xTicks,
            yTicks: yAxis.ticks,
            mapping: mapping,
            markerLabels: placements,
            markerOverflow: overflow)
    }

    private func horizontalTicks(left: Int, columns: Int) -> AxisTicks {
        let mapping = DotMapping(xRange: xRange, yRange: 0...1, dotWidth: columns * dotsX, dotHeight: 1)
        let dotsX = self.dotsX
        return Axis.horizontal(
            range: xRange, format: plot.xFormat, maxTicks: min(11, max(2, columns / 8)), figureWidth: width
        ) { left + 1 + mapping.dotX($0) / dotsX }
    }
}
