import AnimationCore

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

    /// The most rows a layout may show at once: beyond it a row is a sliver no screen draws, and the
    /// per-row work of one frame would be unbounded (a 1e-320 pt row makes 8e322 visible rows).
    public static let maximumVisibleRows = 100_000

    /// Why this layout cannot be simulated, in one line naming the value and what is allowed; nil
    /// when it can. The simulation checks it itself rather than trusting every caller to.
    public var problem: String? {
        guard rowHeight.isFinite, rowHeight > 0 else {
            return "the row height must be a finite number greater than 0, got \(NumberFormat.shortest(rowHeight))"
        }
        guard visibleHeight.isFinite, visibleHeight >= 0 else {
            return "the table height must be a finite number of at least 0, got \(NumberFormat.shortest(visibleHeight))"
        }
        guard visibleHeight / rowHeight <= Double(Self.maximumVisibleRows) else {
            return
                "a \(NumberFormat.shortest(rowHeight)) pt row in a \(NumberFormat.shortest(visibleHeight)) pt table shows more than \(Self.maximumVisibleRows) rows at once; the row height must be at least \(NumberFormat.shortest(visibleHeight / Double(Self.maximumVisibleRows))) pt"
        }
        return nil
    }

    /// The largest content offset for `rowCount` rows: the last row's bottom at the visible area's
    /// bottom, or 0 when the rows fit.
    public func maximumOffset(rowCount: Int) -> Double {
        max(0, Double(rowCount) * rowHeight - visibleHeight)
    }

    /// The rows whose frame overlaps the visible area by more than nothing at `offset`; a row whose
    /// edge only touches the area's edge is not visible (it has no pixel on screen).
    public func visibleRows(offset: Double, rowCount: Int) -> ClosedRange<Int>? {
        guard rowCount > 0, problem == nil, offset.isFinite else { return nil }
        // Row r spans [r·h, (r+1)·h): visible when r·h < offset + H and (r+1)·h > offset.
        let first = max(0, Self.clampedRow((offset / rowHeight).rounded(.down), rowCount: rowCount))
        let last = min(
            rowCount - 1, Self.clampedRow(((offset + visibleHeight) / rowHeight).rounded(.up), rowCount: rowCount) - 1)
        return first <= last ? first...last : nil
    }

    /// A whole row position as an Int, held to [-1, rowCount + 1] so that no offset, however far
    /// out, can overflow the conversion.
    private static func clampedRow(_ position: Double, rowCount: Int) -> Int {
        guard position.isFinite else { return position > 0 ? rowCount + 1 : -1 }
        return Int(min(max(position, -1), Double(min(rowCount, 1 << 52) + 1)))
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
