import TerminalText

/// Lays out and draws a `TimelineChart` onto a `CellGrid`.
struct TimelineRenderer {
    let chart: TimelineChart
    let width: Int
    let height: Int
    let kind: CanvasKind

    /// Item labels are cut to this share of the figure width.
    static let maximumLabelShare = 3

    /// Glyphs per canvas kind: bar cells by which half is active, and the
    /// delay glyph.
    private var dotsPerCell: Int { kind == .ascii ? 1 : 2 }

    private func barGlyph(left: Bool, right: Bool) -> UInt32 {
        switch kind {
        case .braille: return left && right ? 0x28FF : left ? 0x2847 : 0x28B8  // ⣿ ⡇ ⢸
        case .block: return left && right ? 0x2588 : left ? 0x258C : 0x2590  // █ ▌ ▐
        case .ascii: return 0x3D  // =
        }
    }

    private var delayGlyph: UInt32 {
        switch kind {
        case .braille: return 0xB7  // ·
        case .block: return 0x2591  // ░
        case .ascii: return 0x2E  // .
        }
    }

    /// Time span shown: explicit, or from min(0, first start) to the last end.
    func timeRange() -> ClosedRange<Double> {
        if let r = chart.timeRange, r.lowerBound.isFinite, r.upperBound.isFinite {
            return r.upperBound > r.lowerBound ? r : r.lowerBound...(r.lowerBound + 1)
        }
        var lo = 0.0
        var hi = -Double.infinity
        for item in chart.items where item.start.isFinite && item.end.isFinite {
            lo = min(lo, item.start, item.end, item.waitsFrom ?? item.start)
            hi = max(hi, item.start, item.end)
        }
        return hi > lo ? lo...hi : lo...(lo + 1)
    }

    func render() -> CellGrid {
        var grid = CellGrid(width: width, height: height)
        let frame = FrameStyle.forKind(kind)
        let range = timeRange()
        let hasDelays = chart.items.contains { $0.start.isFinite && $0.start > ($0.waitsFrom ?? range.lowerBound) }

        // Vertical budget: optional rows give way until three item rows fit.
        var hasTitle = !chart.title.isEmpty
        var hasXLabel = !chart.xLabel.isEmpty
        var hasLegend = chart.showsLegend && !chart.items.isEmpty
        func itemRows() -> Int { height - 3 - (hasTitle ? 1 : 0) - (hasXLabel ? 1 : 0) - (hasLegend ? 1 : 0) }
        while itemRows() < min(max(chart.items.count, 1), 3) {
            if hasLegend {
                hasLegend = false
            } else if hasXLabel {
                hasXLabel = false
            } else if hasTitle {
                hasTitle = false
            } else {
                break
            }
        }
        let available = max(1, itemRows())
        let overflow = chart.items.count > available
        let shownItems = overflow ? available - 1 : chart.items.count
        let rows = max(1, overflow ? available : chart.items.count)

        // Horizontal budget: labels, frame, and room for the last tick label.
        var labels = chart.items.prefix(shownItems).map {
            DisplayText.glyphs($0.label, limit: width / Self.maximumLabelShare)
        }
        if overflow {
            labels.append(
                DisplayText.glyphs("+\(chart.items.count - shownItems) more", limit: width / Self.maximumLabelShare))
        }
        let left = (labels.map(Glyph.width).max() ?? 0) + 1
        var columns = max(1, width - left - 2)
        var ticks = axisTicks(range: range, left: left, columns: columns)
        let overhang =
            zip(ticks.labels, ticks.positions)
            .map { $1 + (Glyph.width($0) - 1) - Glyph.width($0) / 2 - (left + columns + 1) }.max() ?? 0
        if overhang > 0, columns - overhang >= 8 {
            columns -= overhang
            ticks = axisTicks(range: range, left: left, columns: columns)
        }
        let right = left + columns + 1

        let top = hasTitle ? 1 : 0
        let bottom = top + rows + 1
        if hasTitle { grid.writeCentered(chart.title, in: left..<(right + 1), row: 0) }
        frame.drawBox(into: &grid, left: left, top: top, right: right, bottom: bottom)
        for (index, label) in labels.enumerated() {
            grid.write(label, column: 0, row: top + 1 + index)
        }
        for (index, item) in chart.items.prefix(shownItems).enumerated() {
            drawBar(item, range: range, row: top + 1 + index, left: left, columns: columns, into: &grid)
        }
        for column in ticks.positions { grid.set(column, bottom, frame.bottomTick) }
        Axis.drawHorizontalLabels(ticks, row: bottom + 1, into: &grid)
        var row = bottom + 2
        if hasXLabel {
            grid.writeCentered(chart.xLabel, in: (left + 1)..<right, row: row)
            row += 1
        }
        if hasLegend {
            var entries: [Legend.Entry] = []
            if hasDelays {
                entries.append(
                    Legend.Entry(
                        sample: Array(repeating: delayGlyph, count: 3), style: PlotColor.guide.styleCode, name: "delay")
                )
            }
            entries.append(
                Legend.Entry(
                    sample: Array(repeating: barGlyph(left: true, right: true), count: 3),
                    style: PlotColor.seriesPalette[0].styleCode, name: "active"))
            Legend(entries: entries).draw(into: &grid, column: left, row: row, width: width - left, maxRows: 1)
        }
        return grid
    }

    /// Dot index of time `t` on a row of `dots` dots (boundary convention:
    /// the range start is dot 0's left edge, the end is the last dot's right edge).
    private func dot(_ t: Double, range: ClosedRange<Double>, dots: Int) -> Int {
        let position = (t - range.lowerBound) / (range.upperBound - range.lowerBound) * Double(dots)
        guard position.isFinite else { return position > 0 ? dots : 0 }
        return Int(min(max(position.roundedNearest, 0), Double(dots)))
    }

    private func axisTicks(range: ClosedRange<Double>, left: Int, columns: Int) -> AxisTicks {
        let dots = columns * dotsPerCell
        let perCell = dotsPerCell
        return Axis.horizontal(
            range: range, format: chart.timeFormat, maxTicks: min(11, max(2, columns / 8)), figureWidth: width
        ) { t in
            left + 1 + min(dots - 1, dot(t, range: range, dots: dots)) / perCell
        }
    }

    private func drawBar(
        _ item: TimelineItem, range: ClosedRange<Double>, row: Int, left: Int, columns: Int, into grid: inout CellGrid
    ) {
        guard item.start.isFinite, item.end.isFinite else { return }
        let dots = columns * dotsPerCell
        let start = dot(min(item.start, item.end), range: range, dots: dots)
        var end = dot(max(item.start, item.end), range: range, dots: dots)
        if end <= start { end = min(dots, start + 1) }
        let waitStart = item.waitsFrom.flatMap { $0.isFinite ? dot($0, range: range, dots: dots) : nil } ?? 0
        let barStyle = (item.color ?? PlotColor.seriesPalette[0]).styleCode
        for column in 0..<columns {
            let first = column * dotsPerCell
            let last = first + dotsPerCell - 1
            let leftActive = first >= start && first < end
            let rightActive = last >= start && last < end
            if leftActive || rightActive {
                grid.set(left + 1 + column, row, barGlyph(left: leftActive, right: rightActive), style: barStyle)
            } else if last < start, last >= waitStart {
                grid.set(left + 1 + column, row, delayGlyph, style: PlotColor.guide.styleCode)
            }
        }
    }
}
