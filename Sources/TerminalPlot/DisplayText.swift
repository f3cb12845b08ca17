import TerminalText

/// Caller-supplied text (titles, labels, names) as the glyphs a figure's cells hold.
///
/// Every figure line must have the same display width and `.none` output must never contain ESC,
/// so text is shown by the studio's one policy (``TerminalText``): control, bidirectional and
/// invisible characters become visible escapes, and each glyph takes the columns Unicode gives
/// it (two for CJK and emoji), which ``CellGrid`` reserves.
enum DisplayText {
    /// The glyphs of `text`, cut to at most `limit` columns, ending in `…` when cut.
    static func glyphs(_ text: String, limit: Int = .max) -> [Glyph] {
        let glyphs = TerminalText.glyphs(text)
        guard limit < .max, Glyph.width(glyphs) > limit else { return glyphs }
        return TerminalText.glyphs(TextFit.cut(TerminalText.sanitized(text), to: limit))
    }

    /// Number of columns `text` occupies once sanitised.
    static func width(_ text: String) -> Int {
        TerminalText.width(text)
    }
}
