/// Turns one straight edge of a tilted card into characters on the grid.
///
/// The edge is walked along its longer axis one cell at a time (columns for a shallow edge, lines
/// for a steep one), taking the cell under the edge at each cell centre. The glyph follows the
/// edge's slope as it looks on screen, where a cell is about twice as tall as it is wide:
/// - under 0.3 lines per column (flatter than about 30°): "─", except that the first cell after
///   each step up or down is "╱" or "╲", so a slight tilt reads as a tilt rather than as a crack;
/// - over 1.4 lines per column (steeper than about 70°): "│", steps marked the same way;
/// - in between: "╱" when the edge rises to the right (y grows downward), "╲" when it falls.
enum EdgeRasterizer {
    struct Mark: Equatable {
        var column: Int
        var line: Int
        var glyph: UInt32
    }

    static let flattestDiagonal = 0.3
    static let steepestDiagonal = 1.4

    /// The marks for the edge from `a` to `b`, limited to `columns` × `lines` (plus one cell
    /// around, which only serves to notice a step at the grid's edge).
    static func marks(
        from a: (x: Double, y: Double), to b: (x: Double, y: Double), glyphs: FrameGlyphs, columns: Int, lines: Int
    ) -> [Mark] {
        let dx = b.x - a.x
        let dy = b.y - a.y
        guard dx != 0 || dy != 0 else {
            return [Mark(column: CardPlacement.cell(a.x), line: CardPlacement.cell(a.y), glyph: glyphs.horizontal)]
        }
        let diagonal = (dx < 0) == (dy < 0) ? glyphs.falling : glyphs.rising
        if dx.magnitude >= dy.magnitude {
            let slope = (dy / dx).magnitude
            let straight = slope < flattestDiagonal ? glyphs.horizontal : nil
            return walk(
                from: min(a.x, b.x), to: max(a.x, b.x), limit: columns, straight: straight, diagonal: diagonal
            ) { column in
                let y = a.y + (Double(column) + 0.5 - a.x) * dy / dx
                return (column, CardPlacement.cell(y))
            }
        } else {
            let slope = (dy / dx).magnitude  // infinite for a vertical edge
            let straight = slope > steepestDiagonal ? glyphs.vertical : nil
            return walk(
                from: min(a.y, b.y), to: max(a.y, b.y), limit: lines, straight: straight, diagonal: diagonal
            ) { line in
                let x = a.x + (Double(line) + 0.5 - a.y) * dx / dy
                return (CardPlacement.cell(x), line)
            }
        }
    }

    /// Visits the cells whose centres lie between `low` and `high` on the walking axis (at least the
    /// one at the middle, for an edge shorter than a cell). `straight` is the glyph for a nearly
    /// axis-parallel edge, which switches to `diagonal` where the other coordinate steps.
    private static func walk(
        from low: Double, to high: Double, limit: Int, straight: UInt32?, diagonal: UInt32,
        cellAt: (Int) -> (column: Int, line: Int)
    ) -> [Mark] {
        var first = -CardPlacement.cell(0.5 - low)  // ceil(low − 0.5)
        var last = CardPlacement.cell(high - 0.5)
        if first > last {
            first = CardPlacement.cell((low + high) / 2)
            last = first
        }
        first = max(first, -1)
        last = min(last, limit)
        guard first <= last else { return [] }
        var marks: [Mark] = []
        marks.reserveCapacity(last - first + 1)
        var previous: (column: Int, line: Int)?
        for step in first...last {
            let cell = cellAt(step)
            var glyph = straight ?? diagonal
            if straight != nil, let previous, previous.column != cell.column && previous.line != cell.line {
                glyph = diagonal
            }
            marks.append(Mark(column: cell.column, line: cell.line, glyph: glyph))
            previous = cell
        }
        return marks
    }
}
