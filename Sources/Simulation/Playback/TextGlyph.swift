/// One character of card text as the terminal shows it: a base scalar one or two columns wide, plus
/// any combining marks that draw on top of it without taking a column.
struct TextGlyph: Equatable, Sendable {
    var scalar: UInt32
    /// 1, or 2 for East Asian wide characters and emoji.
    var width: Int
    var marks: [UInt32] = []

    /// Card text sanitised into glyphs that can be placed on a character grid.
    ///
    /// Titles come from user datasets, so nothing is trusted: control characters (tabs, ESC,
    /// newlines, C1) become "?", combining marks attach to the glyph before them (or vanish when
    /// there is none), and invisible format characters (zero-width joiners, variation selectors,
    /// bidi overrides) are dropped, because terminals disagree on the width they give the sequences
    /// those build and a wrong guess would shift the rest of the line.
    static func glyphs(_ text: String) -> [TextGlyph] {
        var glyphs: [TextGlyph] = []
        glyphs.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if isDropped(value) { continue }
            if isCombiningMark(value) {
                if !glyphs.isEmpty { glyphs[glyphs.count - 1].marks.append(value) }
                continue
            }
            if isControl(value) {
                glyphs.append(TextGlyph(scalar: replacement, width: 1))
            } else {
                glyphs.append(TextGlyph(scalar: value, width: isWide(value) ? 2 : 1))
            }
        }
        return glyphs
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

    static let replacement: UInt32 = 0x3F  // "?"

    private static func isControl(_ v: UInt32) -> Bool {
        v < 0x20 || (0x7F...0x9F).contains(v) || v == 0x2028 || v == 0x2029
    }

    private static func isCombiningMark(_ v: UInt32) -> Bool {
        (0x0300...0x036F).contains(v) || (0x1AB0...0x1AFF).contains(v) || (0x1DC0...0x1DFF).contains(v)
            || (0x20D0...0x20FF).contains(v) || (0xFE20...0xFE2F).contains(v)
    }

    private static func isDropped(_ v: UInt32) -> Bool {
        (0x200B...0x200F).contains(v) || (0x202A...0x202E).contains(v) || (0x2060...0x2069).contains(v)
            || (0xFE00...0xFE0F).contains(v) || v == 0xFEFF || (0xE0000...0xE0FFF).contains(v)
    }

    /// A simple wide-character table (no Unicode data without Foundation): the CJK, Hangul,
    /// full-width and emoji blocks that terminals draw two columns wide.
    private static func isWide(_ v: UInt32) -> Bool {
        (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
            || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v)
            || (0xFFE0...0xFFE6).contains(v) || (0x1F300...0x1FAFF).contains(v) || (0x20000...0x3FFFD).contains(v)
    }
}
