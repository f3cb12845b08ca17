/// Canvas of plain ASCII: one dot per cell, each series drawn with its own
/// glyph so curves stay distinguishable without colour or Unicode.
struct AsciiCanvas: Canvas {
    static let kind = CanvasKind.ascii
    static let dotsPerCellX = 1
    static let dotsPerCellY = 1
    static let legendDotRow = 0
    /// One glyph is the whole sample: "* spring".
    static let legendSampleCells = 1
    /// The glyph already tells series apart; dashing 1-dot-per-cell lines
    /// would only tear them.
    static let usesSeriesPatterns = false

    var storage: CanvasStorage

    init(columns: Int, rows: Int) {
        storage = CanvasStorage(columns: columns, rows: rows)
    }

    /// Series glyphs in order: * o x + # @ (then repeating). "+" is not
    /// second because the ASCII frame uses "+" for corners and tick stubs,
    /// and the second series often starts at a corner.
    static let seriesGlyphs: [UInt32] = [0x2A, 0x6F, 0x78, 0x2B, 0x23, 0x40]

    static func bit(subX: Int, subY: Int) -> UInt8 {
        1
    }

    /// Where series overlap, the later series' glyph wins (it is on top).
    static func seriesGlyph(bits: UInt8, series: Int) -> UInt32 {
        seriesGlyphs[series % seriesGlyphs.count]
    }

    /// "-" every other column for reference lines, ":" for markers.
    static func annotationGlyph(bits: UInt8, vertical: Bool) -> UInt32 {
        vertical ? 0x3A : 0x2D
    }

    /// Horizontal guides skip every other cell ("- - -") to read as
    /// dashed; ":" already looks dotted, so markers are drawn solid.
    static func annotationPattern(vertical: Bool) -> LinePattern {
        vertical ? .solid : .dotted
    }
}
