/// Tilted cards: a rasterized outline with the text centred inside it.
extension FrameRenderer {
    func drawTilted(_ outline: ConvexQuad, card: CardAppearance, shade: CardShade, into grid: inout CharacterGrid) {
        let glyphs = frameGlyphs
        if shade.hidesCardsBelow {
            for line in 0..<lines {
                guard let inside = outline.columns(onLine: line) else { continue }
                for column in visibleRange(inside.lowerBound, inside.upperBound, limit: columns) {
                    grid.put(CharacterGrid.space, column: column, line: line)
                }
            }
        }
        let marks = outline.edges.flatMap { edge in
            EdgeRasterizer.marks(from: edge.from, to: edge.to, glyphs: glyphs, columns: columns, lines: lines)
        }
        let shading = shade.outlineGlyph(glyphs)
        for mark in marks {
            grid.put(shading ?? mark.glyph, column: mark.column, line: mark.line)
        }

        guard shade.showsText else { return }
        let taken = Set(marks.map { SIMD2($0.column, $0.line) })
        // Title just above the centre, detail just below: the pair is centred on the card.
        let titleLine = CardPlacement.cell(outline.center.y - 0.5)
        for (text, line) in [(card.title, titleLine), (card.detail, titleLine + 1)] {
            placeText(TextGlyph.glyphs(text), line: line, in: outline, avoiding: taken, into: &grid)
        }
    }

    /// Writes `text` on `line` centred on the card's centre column, within the run of free cells
    /// inside the outline around that column (one cell of padding kept on each side); cut with an
    /// ellipsis when the run is too short, left out when not even one character and the ellipsis fit.
    private func placeText(
        _ text: [TextGlyph], line: Int, in outline: ConvexQuad, avoiding taken: Set<SIMD2<Int>>,
        into grid: inout CharacterGrid
    ) {
        guard !text.isEmpty, line >= 0, line < lines, let inside = outline.columns(onLine: line) else { return }
        // Runs never need to reach further than a frame's width past either side of the frame.
        let lowest = max(inside.lowerBound, -columns)
        let highest = min(inside.upperBound, 2 * columns)
        let center = CardPlacement.cell(outline.center.x)
        func isFree(_ column: Int) -> Bool {
            column >= lowest && column <= highest && !taken.contains(SIMD2(column, line))
        }
        guard isFree(center) else { return }
        var low = center
        var high = center
        while isFree(low - 1) { low -= 1 }
        while isFree(high + 1) { high += 1 }
        let first = low + 1
        let last = high - 1
        let ellipsis = frameGlyphs.ellipsis
        guard last - first + 1 > TextGlyph.totalWidth(ellipsis) else { return }
        let fitted = TextGlyph.fitted(text, width: last - first + 1, ellipsis: ellipsis)
        let width = TextGlyph.totalWidth(fitted)
        let centered = CardPlacement.cell(outline.center.x - Double(width) / 2 + 0.5)
        grid.write(fitted, column: min(max(centered, first), last - width + 1), line: line)
    }
}
