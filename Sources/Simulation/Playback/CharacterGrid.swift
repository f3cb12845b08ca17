/// A fixed-size grid of terminal cells onto which a frame is drawn, one card after another.
///
/// Every write is clipped to the grid, so cards partly out of view need no checks of their own.
/// A wide glyph takes two cells or more (the others hold `continuation`); overwriting either half blanks
/// the other, so a line always renders exactly `columns` wide.
struct CharacterGrid {
    let columns: Int
    let lines: Int
    /// Unicode scalar values, line by line.
    private var cells: [UInt32]
    /// Combining marks drawn on a cell, by cell index; rare, so kept apart from `cells`.
    private var marks: [Int: [UInt32]] = [:]

    static let space: UInt32 = 0x20
    /// The right half of a wide glyph: renders as nothing, since the glyph already covers it.
    private static let continuation: UInt32 = 0

    init(columns: Int, lines: Int) {
        self.columns = columns
        self.lines = lines
        cells = Array(repeating: Self.space, count: columns * lines)
    }

    func contains(column: Int, line: Int) -> Bool {
        column >= 0 && column < columns && line >= 0 && line < lines
    }

    /// Puts one single-width scalar; positions outside the grid are ignored.
    mutating func put(_ scalar: UInt32, column: Int, line: Int) {
        guard contains(column: column, line: line) else { return }
        let index = line * columns + column
        release(index)
        cells[index] = scalar
    }

    /// Puts one text glyph. A wide glyph cut by the grid's left or right edge leaves spaces in the
    /// part that is visible, since part of a character cannot be drawn.
    mutating func put(_ glyph: TextGlyph, column: Int, line: Int) {
        if glyph.width > 1 {
            guard contains(column: column, line: line), contains(column: column + glyph.width - 1, line: line) else {
                for cell in column..<(column + glyph.width) { put(Self.space, column: cell, line: line) }
                return
            }
            // Frees what was there.
            for cell in column..<(column + glyph.width) { put(Self.space, column: cell, line: line) }
            put(glyph.scalar, column: column, line: line)
            let index = line * columns + column
            for cell in (index + 1)..<(index + glyph.width) { cells[cell] = Self.continuation }
        } else {
            put(glyph.scalar, column: column, line: line)
        }
        if !glyph.marks.isEmpty, contains(column: column, line: line) {
            marks[line * columns + column] = glyph.marks
        }
    }

    /// Writes glyphs left to right from `column`.
    mutating func write(_ glyphs: [TextGlyph], column: Int, line: Int) {
        var at = column
        for glyph in glyphs {
            put(glyph, column: at, line: line)
            at += glyph.width
        }
    }

    /// The grid as text: lines joined by "\n", no trailing newline.
    func rendered() -> String {
        var text = String.UnicodeScalarView()
        for line in 0..<lines {
            if line > 0 { text.append("\n") }
            for column in 0..<columns {
                let index = line * columns + column
                let value = cells[index]
                if value == Self.continuation { continue }
                text.append(Unicode.Scalar(value) ?? "?")
                for mark in marks[index] ?? [] {
                    text.append(Unicode.Scalar(mark) ?? "?")
                }
            }
        }
        return String(text)
    }

    /// Frees the cell at `index` before it is overwritten: drops its marks and blanks the other
    /// cells of a wide glyph it belongs to.
    private mutating func release(_ index: Int) {
        if !marks.isEmpty { marks[index] = nil }
        let lineStart = index - index % columns
        var start = index
        while start > lineStart, cells[start] == Self.continuation { start -= 1 }
        guard start != index || (index + 1 < lineStart + columns && cells[index + 1] == Self.continuation) else {
            return
        }
        if start != index {
            cells[start] = Self.space
            if !marks.isEmpty { marks[start] = nil }
        }
        var cell = start + 1
        while cell < lineStart + columns, cells[cell] == Self.continuation {
            if cell != index { cells[cell] = Self.space }
            cell += 1
        }
    }
}
