/// A plain-style table's geometry: fixed-height rows stacked from y = 0, seen through a
/// visible area of fixed height whose top is the content offset.
public struct TableLayout: Equatable, Sendable {
    /// Every row's height in points.
    public let rowHeight: Double
    /// The visible area's height in points (an iPhone 14 screen is 844 pt).
    public let visibleHeight: Double

    public init(rowHeight: Double, visibleHeight: Double) {
        self.rowHeight = rowHeight
        self.visibleHeight = visibleHeight
    }

    /// The largest content offset for `rowCount` rows: the last row's bottom at the visible area's
    /// bottom, or 0 when the rows fit.
    public func maximumOffset(rowCount: Int) -> Double {
        max(0, Double(rowCount) * rowHeight - visibleHeight)
    }

    /// The rows whose frame overlaps the visible area by more than nothing at `offset`; a row whose
    /// edge only touches the area's edge is not visible (it has no pixel on screen).
    public func visibleRows(offset: Double, rowCount: Int) -> ClosedRange<Int>? {
        guard rowCount > 0 else { return nil }
        // Row r spans [r·h, (r+1)·h): visible when r·h < offset + H and (r+1)·h > offset.
        let first = max(0, Int((offset / rowHeight).rounded(.down)))
        let last = min(rowCount - 1, Int(((offset + visibleHeight) / rowHeight).rounded(.up)) - 1)
        return first <= last ? first...last : nil
    }

    /// The offset that brings `row` to the top, clamped to the scrollable range.
    public func offset(toTopOf row: Int, rowCount: Int) -> Double {
        min(Double(row) * rowHeight, maximumOffset(rowCount: rowCount))
    }

    /// The offset at which `row` starts to be visible while the content moves: when scrolling
    /// down it enters at the bottom once the offset passes `row·h − H`; when scrolling up it
    /// enters at the top once the offset falls below `(row+1)·h`.
    func entryOffset(of row: Int, scrollingDown: Bool) -> Double {
        scrollingDown ? Double(row) * rowHeight - visibleHeight : Double(row + 1) * rowHeight
    }
}
