/// A fixed-size grid of single-width characters with an optional colour per
/// cell, onto which a whole figure is composed.
///
/// Composition writes plain integers; the grid becomes a `String` exactly
/// once in `render(color:)`, which keeps rendering free of String
/// concatenation in the inner loops.
struct CellGrid {
    let width: Int
    let height: Int
    /// Unicode scalar values, row-major.
    private(set) var scalars: [UInt32]
    /// Style code per cell (`PlotColor.styleCode`, 0 = uncoloured).
    private(set) var styles: [UInt16]

    static let space: UInt32 = 0x20

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
        scalars[row * width + column] = scalar
        styles[row * width + column] = style
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

    /// Writes `text` centred in `columns` (cut to fit).
    mutating func writeCentered(_ text: String, in columns: Range<Int>, row: Int, style: UInt16 = 0) {
        let glyphs = DisplayText.scalars(text, limit: columns.count)
        let start = columns.lowerBound + (columns.count - glyphs.count) / 2
        write(glyphs, column: start, row: row, style: style)
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
                Self.appendUTF8(scalars[index], to: &bytes)
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
