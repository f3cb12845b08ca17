import TerminalText

/// A screen's worth of cells: what the tuner shows, built without any I/O and compared cell by cell
/// to write only what changed.
///
/// Text is laid out by TerminalText, the studio's one policy for widths and hidden characters: a
/// wide glyph takes two cells, its first scalar then a continuation cell (scalar 0) that is never
/// written itself; a glyph of several scalars (an accent, a skin tone) keeps the rest beside it.
public struct ScreenGrid: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public private(set) var scalars: [UInt32]
    public private(set) var styles: [ScreenStyle]
    /// The scalars after the first of a glyph's grapheme cluster, by cell index; rare, so kept apart.
    private var clusterTails: [Int: [UInt32]] = [:]
    /// What ends a text cut at its limit (`~` where the terminal shows ASCII only).
    public var ellipsis: Unicode.Scalar = "…"

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        scalars = Array(repeating: 0x20, count: self.width * self.height)
        styles = Array(repeating: .plain, count: self.width * self.height)
    }

    public func scalar(_ column: Int, _ row: Int) -> UInt32 {
        guard contains(column, row) else { return 0x20 }
        return scalars[row * width + column]
    }

    public func style(_ column: Int, _ row: Int) -> ScreenStyle {
        guard contains(column, row) else { return .plain }
        return styles[row * width + column]
    }

    func contains(_ column: Int, _ row: Int) -> Bool { column >= 0 && column < width && row >= 0 && row < height }

    /// Sets one cell; outside the grid nothing happens.
    public mutating func set(_ column: Int, _ row: Int, _ scalar: UInt32, _ style: ScreenStyle = .plain) {
        guard contains(column, row) else { return }
        let index = row * width + column
        if !clusterTails.isEmpty { clusterTails[index] = nil }
        scalars[index] = scalar
        styles[index] = style
    }

    /// Every scalar of the glyph whose first cell is at `column`: what the terminal is sent.
    public func cluster(_ column: Int, _ row: Int) -> [UInt32] {
        guard contains(column, row) else { return [0x20] }
        let index = row * width + column
        return [scalars[index]] + (clusterTails[index] ?? [])
    }

    /// Writes `text` from `column`, at most `limit` cells (the grid's edge otherwise); a text cut
    /// there ends in ``ellipsis``; hidden characters show as TerminalText's escapes. Returns the
    /// cells used.
    @discardableResult
    public mutating func write(
        _ text: String, _ column: Int, _ row: Int, _ style: ScreenStyle = .plain, limit: Int? = nil
    ) -> Int {
        let end = min(width, limit.map { column + max(0, $0) } ?? width)
        guard end > column else { return 0 }
        let glyphs = TerminalText.glyphs(text)
        let cut = column + Glyph.width(glyphs) > end
        let room = cut ? end - 1 : end
        var at = column
        for glyph in glyphs {
            guard at + glyph.width <= room else { break }
            let values = glyph.scalarValues
            set(at, row, values[0], style)
            if values.count > 1, contains(at, row) { clusterTails[row * width + at] = Array(values.dropFirst()) }
            for continuation in (at + 1)..<(at + glyph.width) { set(continuation, row, 0, style) }
            at += glyph.width
        }
        if cut {
            set(at, row, ellipsis.value, style)
            at += 1
        }
        return at - column
    }

    /// Paints `count` cells from `column` with `style`, keeping their characters.
    public mutating func paint(_ column: Int, _ row: Int, count: Int, _ style: ScreenStyle) {
        for at in column..<max(column, column + count) where contains(at, row) { styles[row * width + at] = style }
    }

    /// Blanks a rectangle.
    public mutating func clear(columns: Range<Int>, rows: Range<Int>, _ style: ScreenStyle = .plain) {
        for row in rows { for column in columns { set(column, row, 0x20, style) } }
    }

    /// One row's characters, trailing spaces kept (tests and fixtures read rows as text).
    public func line(_ row: Int) -> String {
        var text = String.UnicodeScalarView()
        for column in 0..<width where scalar(column, row) != 0 {
            for value in cluster(column, row) { if let scalar = Unicode.Scalar(value) { text.append(scalar) } }
        }
        return String(text)
    }

    /// Every row, trailing spaces removed, joined by newlines.
    public var text: String {
        (0..<height).map { row in
            var line = line(row)
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }
}
