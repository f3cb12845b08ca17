/// How strongly a card shows at its opacity: terminals have no alpha, so fading is drawn with
/// lighter and lighter shading glyphs.
enum CardShade: Int, Sendable {
    /// Opacity ≥ 0.75: drawn normally.
    case solid = -1
    /// 0.5 ≤ opacity < 0.75: outline in ▓ (ascii "#"), text still shown.
    case heavy = 0
    /// 0.25 ≤ opacity < 0.5: outline in ▒ (ascii "+"), no text.
    case medium = 1
    /// 0 < opacity < 0.25: outline in ░ (ascii "."), no text.
    case light = 2

    /// The shade for `opacity`, or nil when the card is invisible (opacity ≤ 0).
    init?(opacity: Double) {
        if opacity >= 0.75 {
            self = .solid
        } else if opacity >= 0.5 {
            self = .heavy
        } else if opacity >= 0.25 {
            self = .medium
        } else if opacity > 0 {
            self = .light
        } else {
            return nil
        }
    }

    /// Text is legible from half opacity up; below that only its shape shows (compact rows) or
    /// nothing (outlined cards).
    var showsText: Bool { self == .solid || self == .heavy }

    /// A mostly opaque card hides what it covers, as an opaque cell's background does; a faint one
    /// lets the cards below show through.
    var hidesCardsBelow: Bool { showsText }

    /// The outline glyph in place of every box-drawing character, or nil to draw the box normally.
    func outlineGlyph(_ glyphs: FrameGlyphs) -> UInt32? {
        self == .solid ? nil : glyphs.shades[rawValue]
    }
}
