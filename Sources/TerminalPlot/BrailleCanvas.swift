/// Canvas of Unicode braille patterns: 2×4 dots per cell, the highest
/// resolution a monospace terminal offers.
struct BrailleCanvas: Canvas {
    static let kind = CanvasKind.braille
    static let dotsPerCellX = 2
    static let dotsPerCellY = 4
    /// Row 1 gives ⠒, a line through the middle of the cell.
    static let legendDotRow = 1
    static let legendSampleCells = 3
    static let usesSeriesPatterns = true

    var storage: CanvasStorage

    init(columns: Int, rows: Int) {
        storage = CanvasStorage(columns: columns, rows: rows)
    }

    /// Unicode's braille dot numbering: dots 1-3 and 4-6 run down the left
    /// and right columns, dots 7 and 8 were added later for the bottom row.
    private static let bits: [UInt8] = [
        0x01, 0x08,
        0x02, 0x10,
        0x04, 0x20,
        0x40, 0x80
    ]

    static func bit(subX: Int, subY: Int) -> UInt8 {
        bits[subY * 2 + subX]
    }

    static func seriesGlyph(bits: UInt8, series: Int) -> UInt32 {
        0x2800 + UInt32(bits)
    }

    static func annotationGlyph(bits: UInt8, vertical: Bool) -> UInt32 {
        0x2800 + UInt32(bits)
    }

    static func annotationPattern(vertical: Bool) -> LinePattern {
        .dotted
    }
}
