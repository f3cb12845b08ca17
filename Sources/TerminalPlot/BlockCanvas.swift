/// Canvas of quadrant block elements: 2×2 dots per cell. Coarser than
/// braille but bolder, and rendered by fonts that lack braille.
struct BlockCanvas: Canvas {
    static let kind = CanvasKind.block
    static let dotsPerCellX = 2
    static let dotsPerCellY = 2
    /// Row 1 gives ▄, a line along the lower half of the cell.
    static let legendDotRow = 1
    static let legendSampleCells = 3
    static let usesSeriesPatterns = true

    var storage: CanvasStorage

    init(columns: Int, rows: Int) {
        storage = CanvasStorage(columns: columns, rows: rows)
    }

    /// Glyph per bit mask: bit 0 ▘ upper-left, 1 ▝ upper-right,
    /// 2 ▖ lower-left, 3 ▗ lower-right.
    private static let glyphs: [UInt32] = [
        0x20, 0x2598, 0x259D, 0x2580,  // " ▘▝▀"
        0x2596, 0x258C, 0x259E, 0x259B,  // "▖▌▞▛"
        0x2597, 0x259A, 0x2590, 0x259C,  // "▗▚▐▜"
        0x2584, 0x2599, 0x259F, 0x2588  // "▄▙▟█"
    ]

    static func bit(subX: Int, subY: Int) -> UInt8 {
        UInt8(1) << UInt8(subY * 2 + subX)
    }

    static func seriesGlyph(bits: UInt8, series: Int) -> UInt32 {
        glyphs[Int(bits & 0x0F)]
    }

    static func annotationGlyph(bits: UInt8, vertical: Bool) -> UInt32 {
        glyphs[Int(bits & 0x0F)]
    }

    static func annotationPattern(vertical: Bool) -> LinePattern {
        .dotted
    }
}
