/// A rotated card's outline in cell coordinates (x in columns, y in lines, both growing away from
/// the grid's top-left corner); a cell (c, l) is the square [c, c + 1) × [l, l + 1).
struct ConvexQuad {
    /// In order around the outline: top-left, top-right, bottom-right, bottom-left of the card.
    var corners: [(x: Double, y: Double)]
    /// The card's centre, where its text is centred.
    var center: (x: Double, y: Double)

    /// The edges in drawing order, each from one corner to the next.
    var edges: [(from: (x: Double, y: Double), to: (x: Double, y: Double))] {
        corners.indices.map { (corners[$0], corners[($0 + 1) % corners.count]) }
    }

    /// The x interval where the horizontal line at `y` crosses the outline, or nil if it misses.
    func span(atY y: Double) -> ClosedRange<Double>? {
        var low = Double.infinity
        var high = -Double.infinity
        for (a, b) in edges where min(a.y, b.y) <= y && y <= max(a.y, b.y) {
            if a.y == b.y {
                low = min(low, a.x, b.x)
                high = max(high, a.x, b.x)
            } else {
                let x = a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x)
                low = min(low, x)
                high = max(high, x)
            }
        }
        return low <= high ? low...high : nil
    }

    /// The columns whose cells on `line` have their centre inside the outline.
    func columns(onLine line: Int) -> ClosedRange<Int>? {
        guard let span = span(atY: Double(line) + 0.5) else { return nil }
        let first = -CardPlacement.cell(0.5 - span.lowerBound)  // ceil(lower − 0.5)
        let last = CardPlacement.cell(span.upperBound - 0.5)
        return first <= last ? first...last : nil
    }
}
