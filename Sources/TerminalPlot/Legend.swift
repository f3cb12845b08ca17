import TerminalText

/// A wrapped row of "sample name" entries telling series apart.
///
/// The sample is drawn with the series' own glyphs, so it shows whichever
/// distinction the output uses: colour, dash pattern (colourless braille
/// and block) or per-series glyph (ASCII).
struct Legend {
    struct Entry {
        /// Glyphs of the sample, e.g. ⠒⠒⠒, ⠒⠀⠒ or *.
        var sample: [UInt32]
        /// Style code of the sample (0 = uncoloured).
        var style: UInt16
        var name: String
    }

    var entries: [Entry]

    /// Blank cells between entries on one line.
    static let gap = 3

    /// Entry placements (entry index, column offset, name glyphs) per line,
    /// filled greedily into `width` columns; names too long for an empty
    /// line are cut.
    func lines(width: Int) -> [[(entry: Int, offset: Int, name: [Glyph])]] {
        var lines: [[(entry: Int, offset: Int, name: [Glyph])]] = []
        var current: [(entry: Int, offset: Int, name: [Glyph])] = []
        var used = 0
        for (index, entry) in entries.enumerated() {
            let room = max(0, width - entry.sample.count - 1)
            let name = DisplayText.glyphs(entry.name, limit: room)
            let entryWidth = entry.sample.count + 1 + Glyph.width(name)
            let start = current.isEmpty ? 0 : used + Self.gap
            if !current.isEmpty, start + entryWidth > width {
                lines.append(current)
                current = [(index, 0, name)]
                used = entryWidth
            } else {
                current.append((index, start, name))
                used = start + entryWidth
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// Draws at most `maxRows` lines starting at (`column`, `row`).
    func draw(into grid: inout CellGrid, column: Int, row: Int, width: Int, maxRows: Int) {
        for (lineIndex, line) in lines(width: width).prefix(maxRows).enumerated() {
            for placed in line {
                let entry = entries[placed.entry]
                let x = column + placed.offset
                grid.write(entry.sample, column: x, row: row + lineIndex, style: entry.style)
                grid.write(placed.name, column: x + entry.sample.count + 1, row: row + lineIndex)
            }
        }
    }
}
