/// A rendered line plot as cells rather than text, with where its plot area lies: for a caller that
/// composes the figure into a larger screen (the tuner) and maps pointer positions back to data.
public struct PlotFigure: Sendable {
    public let width: Int
    public let height: Int
    /// Unicode scalar values, row-major, `width × height`.
    public let scalars: [UInt32]
    /// The colour of each cell, nil for uncoloured (the series' colour even when rendering without
    /// colour: the caller decides whether to show it).
    public let colors: [PlotColor?]
    /// The cells inside the frame where data is drawn.
    public let area: PlotArea

    /// The scalar at a cell (a space outside the figure).
    public func scalar(column: Int, row: Int) -> UInt32 {
        guard column >= 0, column < width, row >= 0, row < height else { return 0x20 }
        return scalars[row * width + column]
    }

    /// The colour at a cell (nil outside the figure).
    public func color(column: Int, row: Int) -> PlotColor? {
        guard column >= 0, column < width, row >= 0, row < height else { return nil }
        return colors[row * width + column]
    }
}

/// The data area of a rendered plot: its cells and the data ranges they span.
public struct PlotArea: Sendable, Equatable {
    /// The first cell column and row inside the frame.
    public let column: Int
    public let row: Int
    public let columns: Int
    public let rows: Int
    public let xRange: ClosedRange<Double>
    public let yRange: ClosedRange<Double>

    /// The data point at the centre of a cell of the figure (columns and rows may lie outside the
    /// area: the values then lie outside the ranges).
    public func value(column: Int, row: Int) -> (x: Double, y: Double) {
        let fx = (Double(column - self.column) + 0.5) / Double(max(1, columns))
        let fy = (Double(row - self.row) + 0.5) / Double(max(1, rows))
        return (
            xRange.lowerBound + fx * (xRange.upperBound - xRange.lowerBound),
            yRange.upperBound - fy * (yRange.upperBound - yRange.lowerBound)
        )
    }

    /// The cell showing a data point, or nil when it lies outside the area.
    public func cell(x: Double, y: Double) -> (column: Int, row: Int)? {
        guard x.isFinite, y.isFinite, xRange.contains(x), yRange.contains(y) else { return nil }
        let fx = (x - xRange.lowerBound) / (xRange.upperBound - xRange.lowerBound)
        let fy = (yRange.upperBound - y) / (yRange.upperBound - yRange.lowerBound)
        return (
            column + min(columns - 1, Int(fx * Double(columns))),
            row + min(rows - 1, Int(fy * Double(rows)))
        )
    }
}

extension LinePlot {
    /// Renders the figure as cells, exactly as ``render(width:height:canvas:color:)`` draws it (without
    /// colour, overlaid series are dashed and dotted), plus the plot area's place and ranges.
    public func figure(width: Int = 80, height: Int = 20, canvas: CanvasKind = .braille, color: ColorMode = .none)
        -> PlotFigure
    {
        let w = min(max(width, Self.minimumWidth), Self.maximumWidth)
        let h = min(max(height, Self.minimumHeight), Self.maximumHeight)
        let (grid, layout): (CellGrid, LinePlotLayout)
        switch canvas {
        case .braille:
            (grid, layout) = LinePlotRenderer<BrailleCanvas>(plot: self, width: w, height: h, color: color).draw()
        case .block:
            (grid, layout) = LinePlotRenderer<BlockCanvas>(plot: self, width: w, height: h, color: color).draw()
        case .ascii:
            (grid, layout) = LinePlotRenderer<AsciiCanvas>(plot: self, width: w, height: h, color: color).draw()
        }
        return PlotFigure(
            width: w, height: h, scalars: grid.scalars, colors: grid.styles.map(PlotColor.init(styleCode:)),
            area: PlotArea(
                column: layout.left + 1, row: layout.frameTop + 1, columns: layout.plotColumns, rows: layout.plotRows,
                xRange: layout.xRange, yRange: layout.yRange))
    }
}

extension PlotColor {
    /// The colour of a cell style code (nil for 0, uncoloured).
    init?(styleCode code: UInt16) {
        switch code {
        case 0: return nil
        case 1...16:
            let named: [PlotColor] = [
                .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white, .brightBlack, .brightRed, .brightGreen,
                .brightYellow, .brightBlue, .brightMagenta, .brightCyan, .brightWhite
            ]
            self = named[Int(code) - 1]
        default: self = .indexed(UInt8(truncatingIfNeeded: Int(code) - 17))
        }
    }
}

extension PlotArea {
    /// The same area with its cells moved, for a figure placed at (`columns`, `rows`) on a screen.
    public func offset(columns: Int, rows: Int) -> PlotArea {
        PlotArea(
            column: column + columns, row: row + rows, columns: self.columns, rows: self.rows, xRange: xRange,
            yRange: yRange)
    }
}
