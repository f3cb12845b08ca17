import TerminalText

/// Draws a `LinePlot` onto a `CellGrid` using canvas type `C`.
///
/// Generic over the canvas so the rasteriser is specialised per kind
/// instead of dispatching per dot.
struct LinePlotRenderer<C: Canvas> {
    let plot: LinePlot
    let width: Int
    let height: Int
    let color: ColorMode

    func render() -> String {
        draw().grid.render(color: color)
    }

    /// The figure's cells and the layout they were drawn with.
    func draw() -> (grid: CellGrid, layout: LinePlotLayout) {
        let legend = makeLegend()
        let layout = LinePlotLayout.make(
            plot: plot, width: width, height: height,
            dotsX: C.dotsPerCellX, dotsY: C.dotsPerCellY, legend: legend)
        var grid = CellGrid(width: width, height: height)
        let frame = FrameStyle.forKind(C.kind)

        if let row = layout.titleRow {
            grid.writeCentered(plot.title, in: layout.left..<(layout.right + 1), row: row)
        }
        frame.drawBox(
            into: &grid, left: layout.left, top: layout.frameTop, right: layout.right, bottom: layout.frameBottom)
        drawPlotArea(layout, into: &grid)
        drawAxes(layout, frame: frame, into: &grid)
        drawGuideLabels(layout, frame: frame, into: &grid)
        if layout.legendRows > 0 {
            legend.draw(
                into: &grid, column: layout.left, row: layout.legendRow,
                width: width - layout.left, maxRows: layout.legendRows)
        }
        return (grid, layout)
    }

    /// Colour of series `index`: its own, else the palette by position.
    private func seriesColor(_ index: Int) -> PlotColor {
        plot.series[index].color ?? PlotColor.seriesPalette[index % PlotColor.seriesPalette.count]
    }

    /// Overlay strategy: with colour every series is solid and told apart
    /// by colour; without colour, braille and block series 2+ are dashed,
    /// dotted, ... (ASCII instead gives each series its own glyph).
    private func pattern(_ index: Int) -> LinePattern {
        !color.isColored && C.usesSeriesPatterns ? LinePattern.forSeries(index) : .solid
    }

    private func makeLegend() -> Legend {
        Legend(
            entries: plot.series.indices.map { i in
                Legend.Entry(
                    sample: C.legendSample(series: i, pattern: pattern(i)),
                    style: seriesColor(i).styleCode,
                    name: plot.series[i].name.isEmpty ? "series \(i + 1)" : plot.series[i].name)
            })
    }

    /// Rasterises guides, then series, and copies the cells into the frame.
    /// Guides are a separate layer shown only in cells no series touches.
    private func drawPlotArea(_ layout: LinePlotLayout, into grid: inout CellGrid) {
        var canvas = C(columns: layout.plotColumns, rows: layout.plotRows)
        let mapping = layout.mapping
        var guideStyles: [UInt16] = []
        var guideVertical: [Bool] = []
        for line in plot.referenceLines where line.y.isFinite && layout.yRange.contains(line.y) {
            canvas.drawHorizontalAnnotation(y: mapping.dotY(line.y), annotation: guideStyles.count)
            guideStyles.append(line.color.styleCode)
            guideVertical.append(false)
        }
        for marker in plot.markers where marker.x.isFinite && layout.xRange.contains(marker.x) {
            canvas.drawVerticalAnnotation(x: mapping.dotX(marker.x), annotation: guideStyles.count)
            guideStyles.append(marker.color.styleCode)
            guideVertical.append(true)
        }
        for (index, series) in plot.series.enumerated() {
            canvas.drawSeries(xs: series.xs, ys: series.ys, mapping: mapping, series: index, pattern: pattern(index))
        }

        let seriesStyles = plot.series.indices.map { seriesColor($0).styleCode }
        let storage = canvas.storage
        for row in 0..<layout.plotRows {
            for column in 0..<layout.plotColumns {
                let cell = row * layout.plotColumns + column
                let x = layout.left + 1 + column
                let y = layout.frameTop + 1 + row
                let bits = storage.seriesBits[cell]
                if bits != 0 {
                    let top = Int(storage.topSeries[cell])
                    grid.set(x, y, C.seriesGlyph(bits: bits, series: top), style: seriesStyles[top])
                } else if storage.annotationBits[cell] != 0 {
                    let guide = Int(storage.annotationIndex[cell])
                    let glyph = C.annotationGlyph(bits: storage.annotationBits[cell], vertical: guideVertical[guide])
                    grid.set(x, y, glyph, style: guideStyles[guide])
                }
            }
        }
    }

    private func drawAxes(_ layout: LinePlotLayout, frame: FrameStyle, into grid: inout CellGrid) {
        var lastRow = Int.min
        for (label, row) in zip(layout.yTicks.labels, layout.yTicks.positions).reversed() where row != lastRow {
            grid.write(label, column: layout.left - 1 - Glyph.width(label), row: row)
            grid.set(layout.left, row, frame.leftTick)
            lastRow = row
        }
        if layout.yLabelWidth > 0 {
            let label = DisplayText.glyphs(plot.yLabel, limit: layout.yLabelWidth)
            grid.write(label, column: 0, row: layout.frameTop + 1 + (layout.plotRows - 1) / 2)
        }
        for column in layout.xTicks.positions {
            grid.set(column, layout.frameBottom, frame.bottomTick)
        }
        Axis.drawHorizontalLabels(layout.xTicks, row: layout.xTickRow, into: &grid)
        if let row = layout.xLabelRow {
            grid.writeCentered(plot.xLabel, in: (layout.left + 1)..<layout.right, row: row)
        }
    }

    private func drawGuideLabels(_ layout: LinePlotLayout, frame: FrameStyle, into grid: inout CellGrid) {
        if layout.referenceLabelWidth > 0 {
            var usedRows = Set<Int>()
            for line in plot.referenceLines
            where !line.label.isEmpty && line.y.isFinite && layout.yRange.contains(line.y) {
                let row = layout.frameTop + 1 + layout.mapping.dotY(line.y) / C.dotsPerCellY
                guard usedRows.insert(row).inserted else { continue }
                grid.set(layout.right, row, frame.rightTick)
                let text = DisplayText.glyphs(line.label, limit: layout.referenceLabelWidth)
                grid.write(text, column: layout.right + 2, row: row, style: line.color.styleCode)
            }
        }
        for marker in plot.markers where marker.x.isFinite && layout.xRange.contains(marker.x) {
            grid.set(layout.left + 1 + layout.mapping.dotX(marker.x) / C.dotsPerCellX, layout.frameTop, frame.topTick)
        }
        for placed in layout.markerLabels {
            grid.write(
                placed.text, column: placed.column, row: placed.row, style: plot.markers[placed.marker].color.styleCode)
        }
    }
}
