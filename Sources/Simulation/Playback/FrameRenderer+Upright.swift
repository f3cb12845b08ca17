/// Upright cards: boxes for tall cards, one line for short ones.
extension FrameRenderer {
    func drawBox(_ box: UprightCard, card: CardAppearance, shade: CardShade, into grid: inout CharacterGrid) {
        let glyphs = frameGlyphs
        let inner = visibleRange(box.left + 1, box.right - 1, limit: columns)
        if shade.hidesCardsBelow {
            for line in visibleRange(box.top + 1, box.bottom - 1, limit: lines) {
                for column in inner { grid.put(CharacterGrid.space, column: column, line: line) }
            }
        }
        let shading = shade.outlineGlyph(glyphs)
        for column in inner {
            grid.put(shading ?? glyphs.horizontal, column: column, line: box.top)
            grid.put(shading ?? glyphs.horizontal, column: column, line: box.bottom)
        }
        for line in visibleRange(box.top + 1, box.bottom - 1, limit: lines) {
            grid.put(shading ?? glyphs.vertical, column: box.left, line: line)
            grid.put(shading ?? glyphs.vertical, column: box.right, line: line)
        }
        grid.put(shading ?? glyphs.topLeft, column: box.left, line: box.top)
        grid.put(shading ?? glyphs.topRight, column: box.right, line: box.top)
        grid.put(shading ?? glyphs.bottomLeft, column: box.left, line: box.bottom)
        grid.put(shading ?? glyphs.bottomRight, column: box.right, line: box.bottom)

        guard shade.showsText else { return }
        // One space of padding on both sides, inside the border.
        let width = box.right - box.left - 3
        if box.bottom - box.top - 1 == 1 {
            let text = joinedText(card, width: width)
            grid.write(text, column: box.left + 2, line: box.top + 1)
        } else {
            let title = TextGlyph.fitted(TextGlyph.glyphs(card.title), width: width, ellipsis: glyphs.ellipsis)
            let detail = TextGlyph.fitted(TextGlyph.glyphs(card.detail), width: width, ellipsis: glyphs.ellipsis)
            grid.write(title, column: box.left + 2, line: box.top + 1)
            grid.write(detail, column: box.left + 2, line: box.top + 2)
        }
    }

    func drawRow(_ row: UprightCard, card: CardAppearance, shade: CardShade, into grid: inout CharacterGrid) {
        guard row.right >= row.left else { return }  // narrower than one column
        let glyphs = frameGlyphs
        let line = row.middleLine
        if shade.hidesCardsBelow {
            for column in visibleRange(row.left, row.right, limit: columns) {
                grid.put(CharacterGrid.space, column: column, line: line)
            }
        }
        let shading = shade.outlineGlyph(glyphs)
        grid.put(shading ?? glyphs.compactLeft, column: row.left, line: line)
        grid.put(shading ?? glyphs.compactRight, column: row.right, line: line)

        let text = joinedText(card, width: row.right - row.left - 3)
        if shade.showsText {
            grid.write(text, column: row.left + 2, line: line)
        } else if let shading {
            // The text's shape, so a fading row is more than two specks at its ends.
            var column = row.left + 2
            for glyph in text {
                if glyph.scalar != CharacterGrid.space {
                    for offset in 0..<glyph.width { grid.put(shading, column: column + offset, line: line) }
                }
                column += glyph.width
            }
        }
    }

    /// `low...high` cut to the grid's `0..<limit` (empty when none of it is visible).
    func visibleRange(_ low: Int, _ high: Int, limit: Int) -> Range<Int> {
        let first = max(low, 0)
        let last = min(high, limit - 1)
        return first <= last ? first..<(last + 1) : 0..<0
    }
}
