import TerminalText

/// A fixed-size grid of terminal cells with an optional colour per cell, onto
/// which a whole figure is composed.
///
/// Composition writes plain integers; the grid becomes a `String` exactly
/// once in `render(color:)`, which keeps rendering free of String
/// concatenation in the inner loops. A glyph of text two columns wide (CJK,
/// emoji) takes two cells, the second holding `continuation`; overwriting
/// either part blanks the rest, so every line renders exactly `width` columns.
struct CellGrid {
    let width: Int
    let height: Int
    /// Unicode scalar values, row-major.
    private(set) var scalars: [UInt32]
    /// Style code per cell (`PlotColor.styleCode`, 0 = uncoloured).
    private(set) var styles: [UInt16]
    /// The scalars after the first of a glyph's grapheme cluster (a combining accent, an emoji's
    /// skin tone), by cell index; rare, so kept apart.
    private var clusterTails: [Int: [UInt32]] = [:]
    /// Whether any glyph wider than one cell was written (only then must overwrites look around).
    private var hasWideGlyphs = false

    static let space: UInt32 = 0x20
    /// The cells a wide glyph covers after its first: rendered as nothing.
    private static let continuation: UInt32 = 0

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        scalars = Array(repeating: Self.space, count: width * height)
        styles = Array(repeating: 0, count: width * height)
    }

    /// Sets one cell; positions outside the grid are ignored so callers can
    /// place labels without re-checking every edge.
    mutating func set(_ column: Int, _ row: Int, _ scalar: UInt32, style: UInt16 = 0) {
        guard column >= 0, column < width, row >= 0, row < height else { return }
        let index = row * width + column
        if hasWideGlyphs || !clusterTails.isEmpty { release(index) }
        scalars[index] = scalar
        styles[index] = style
    }

    func scalar(_ column: Int, _ row: Int) -> UInt32 {
        guard column >= 0, column < width, row >= 0, row < height else { return Self.space }
        return scalars[row * width + column]
    }

    /// Writes already-sanitised scalars from `column`, clipped to the grid.
    mutating func write(_ text: [UInt32], column: Int, row: Int, style: UInt16 = 0) {
        for (i, scalar) in text.enumerated() {
            set(column + i, row, scalar, style: style)
        }
    }

    /// Writes glyphs of text from `column`, each taking its width in cells; a glyph cut by the
    /// grid's edge leaves blanks, since half a character cannot be drawn.
    mutating func write(_ text: [Glyph], column: Int, row: Int, style: UInt16 = 0) {
        var at = column
        for glyph in text {
            let values = glyph.scalarValues
            if glyph.width == 1 && values.count == 1 {
                set(at, row, values[0], style: style)
            } else if at >= 0, at + glyph.width <= width, row >= 0, row < height {
                for cell in at..<(at + glyph.width) { set(cell, row, Self.space) }  // frees what was there
                let index = row * width + at
                scalars[index] = values[0]
                styles[index] = style
                if values.count > 1 { clusterTails[index] = Array(values.dropFirst()) }
                for cell in (index + 1)..<(index + glyph.width) {
                    scalars[cell] = Self.continuation
                    styles[cell] = style
                }
                hasWideGlyphs = hasWideGlyphs || glyph.width > 1
            } else {
                for cell in at..<(at + glyph.width) { set(cell, row, Self.space) }
            }
            at += glyph.width
        }
    }

    /// Writes `text` centred in `columns` (cut to fit).
    mutating func writeCentered(_ text: String, in columns: Range<Int>, row: Int, style: UInt16 = 0) {
        let glyphs = DisplayText.glyphs(text, limit: columns.count)
        let start = columns.lowerBound + (columns.count - Glyph.width(glyphs)) / 2
        write(glyphs, column: start, row: row, style: style)
    }

    /// Frees the cell at `index` before it is overwritten: drops its cluster's other scalars and
    /// blanks the other cells of a wide glyph it belongs to.
    private mutating func release(_ index: Int) {
        clusterTails[index] = nil
        let lineStart = index - index % width
        var start = index
        while start > lineStart, scalars[start] == Self.continuation { start -= 1 }
        guard start != index || (index + 1 < lineStart + width && scalars[index + 1] == Self.continuation) else {
            return
        }
        clusterTails[start] = nil
        if start != index { scalars[start] = Self.space }
        var cell = start + 1
        while cell < lineStart + width, scalars[cell] == Self.continuation {
            if cell != index { scalars[cell] = Self.space }
            cell += 1
        }
    }

    /// Converts the grid to text: rows joined by "\n", no trailing newline.
    ///
    /// Colour changes emit one SGR sequence; each line that ends coloured is
    /// reset so every line is self-contained (safe to print one by one).
    /// With `.none` styles are ignored, so no escape byte is ever written.
    func render(color: ColorMode) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height * 3 + height)
        var sgrCache: [UInt16: [UInt8]] = [:]
        let reset: [UInt8] = [0x1B, 0x5B, 0x30, 0x6D]  // ESC [ 0 m
        for row in 0..<height {
            if row > 0 { bytes.append(0x0A) }
            var current: UInt16 = 0
            for column in 0..<width {
                let index = row * width + column
                // A space looks the same in any foreground colour, so it
                // keeps the current style instead of toggling it ("- - -").
                let style = !color.isColored ? 0 : scalars[index] == Self.space ? current : styles[index]
                if style != current {
                    // Only foreground colours are ever set, so one colour can
                    // replace another directly; reset only to go uncoloured.
                    if style == 0 {
                        bytes.append(contentsOf: reset)
                    } else {
                        if let cached = sgrCache[style] {
                            bytes.append(contentsOf: cached)
                        } else {
                            let sequence = Self.sgrBytes(color.sgrParameters(forStyle: style) ?? "0")
                            sgrCache[style] = sequence
                            bytes.append(contentsOf: sequence)
                        }
                    }
                    current = style
                }
                if scalars[index] == Self.continuation { continue }
                Self.appendUTF8(scalars[index], to: &bytes)
                for tail in clusterTails[index] ?? [] { Self.appendUTF8(tail, to: &bytes) }
            }
            if current != 0 { bytes.append(contentsOf: reset) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func sgrBytes(_ parameters: String) -> [UInt8] {
        [0x1B, 0x5B] + Array(parameters.utf8) + [0x6D]
    }

    /// Manual UTF-8 encoding: avoids creating a Character per cell.
    private static func appendUTF8(_ v: UInt32, to bytes: inout [UInt8]) {
        switch v {
        case ..<0x80:
            bytes.append(UInt8(v))
        case ..<0x800:
            bytes.append(UInt8(0xC0 | (v >> 6)))
            bytes.append(UInt8(0x80 | (v & 0x3F)))
        case ..<0x10000:
            bytes.append(UInt8(0xE0 | (v >> 12)))
            bytes.append(UInt8(0x80 | ((v >> 6) & 0x3F)))
            bytes.append(UInt8(0x80 | (v & 0x3F)))
        default:
            bytes.append(UInt8(0xF0 | (v >> 18)))
            bytes.append(UInt8(0x80 | ((v >> 12) & 0x3F)))
            bytes.append(UInt8(0x80 | ((v >> 6) & 0x3F)))
            bytes.append(UInt8(0x80 | (v & 0x3F)))
        }
    }
}
