public import TerminalPlot

/// A drawn tuner screen and what its places mean, for the pointer: which row is which parameter,
/// where the plot's data lies and where a cubic's control points are drawn.
public struct TunerScreen: Sendable {
    public var grid: ScreenGrid
    /// Screen row → index in the parameter list.
    public var parameterRows: [Int: Int] = [:]
    /// The columns the parameter list takes.
    public var listColumns: Range<Int> = 0..<0
    /// The plot's data area in screen cells.
    public var plotArea: PlotArea?
    /// A cubic's control points (1 and 2) in screen cells.
    public var controlPoints: [(point: Int, column: Int, row: Int)] = []
    /// Where the terminal's cursor goes (a prompt being typed), or nil to hide it.
    public var cursor: (column: Int, row: Int)?

    init(grid: ScreenGrid) { self.grid = grid }

    /// The parameter under a cell, if any.
    public func parameter(column: Int, row: Int) -> Int? {
        listColumns.contains(column) ? parameterRows[row] : nil
    }

    /// The control point drawn at or next to a cell (within one cell), if any.
    public func controlPoint(column: Int, row: Int) -> Int? {
        controlPoints.min { abs($0.column - column) + abs($0.row - row) < abs($1.column - column) + abs($1.row - row) }
            .flatMap { abs($0.column - column) <= 1 && abs($0.row - row) <= 1 ? $0.point : nil }
    }
}
