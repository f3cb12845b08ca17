import TerminalText

/// One character of card text as the terminal shows it: a grapheme cluster's base scalar, the
/// columns the cluster takes (1, 2 for East Asian wide characters and emoji, more for an emoji
/// sequence a terminal draws scalar by scalar), and the rest of its scalars (combining marks,
/// joiners, skin tones), which draw on top of it without taking a column.
struct TextGlyph: Equatable, Sendable {
    var scalar: UInt32
    var width: Int
    var marks: [UInt32] = []

    /// Card text sanitised into glyphs that can be placed on a character grid.
    ///
    /// Titles come from user datasets, so nothing is trusted: the studio's one policy
    /// (``TerminalText``) shows controls, bidirectional controls (U+061C, U+202E…) and invisible
    /// characters as escapes (`\u{61C}`), exactly as tables and errors show them.
    static func glyphs(_ text: String) -> [TextGlyph] {
        TerminalText.glyphs(text).map { glyph in
            let values = glyph.scalarValues
            return TextGlyph(scalar: values[0], width: glyph.width, marks: Array(values.dropFirst()))
        }
    }

    /// The glyphs of `text` cut to at most `width` columns; text that is cut ends in `ellipsis`
    /// (itself dropped when even it does not fit).
    static func fitted(_ text: [TextGlyph], width: Int, ellipsis: [TextGlyph]) -> [TextGlyph] {
        guard width > 0 else { return [] }
        if totalWidth(text) <= width { return text }
        let ellipsisWidth = totalWidth(ellipsis)
        let keep = ellipsisWidth <= width ? width - ellipsisWidth : width
        var cut: [TextGlyph] = []
        var used = 0
        for glyph in text {
            if used + glyph.width > keep { break }
            cut.append(glyph)
            used += glyph.width
        }
        // "Lisbon, Portu…" rather than "Lisbon, …".
        while cut.last?.scalar == 0x20, cut.last?.marks.isEmpty == true { cut.removeLast() }
        return ellipsisWidth <= width ? cut + ellipsis : cut
    }

    static func totalWidth(_ glyphs: [TextGlyph]) -> Int {
        glyphs.reduce(0) { $0 + $1.width }
    }
}
