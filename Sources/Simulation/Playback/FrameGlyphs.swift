/// The characters a frame is drawn with, in Unicode or plain ASCII.
struct FrameGlyphs: Sendable {
    let horizontal: UInt32
    let vertical: UInt32
    let topLeft: UInt32
    let topRight: UInt32
    let bottomLeft: UInt32
    let bottomRight: UInt32
    /// A line going up to the right on screen, and down to the right.
    let rising: UInt32
    let falling: UInt32
    /// The ends of a one-line (compact) card: thin bars hugging the card's outer edges.
    let compactLeft: UInt32
    let compactRight: UInt32
    /// Between title and detail on a one-line card.
    let separator: [TextGlyph]
    /// Ends text cut to fit.
    let ellipsis: [TextGlyph]
    /// Outline glyphs of a fading card, indexed by `CardShade` (heavy, medium, light).
    let shades: [UInt32]

    static let unicode = FrameGlyphs(
        horizontal: 0x2500, vertical: 0x2502,  // ─ │
        topLeft: 0x250C, topRight: 0x2510, bottomLeft: 0x2514, bottomRight: 0x2518,  // ┌ ┐ └ ┘
        rising: 0x2571, falling: 0x2572,  // ╱ ╲
        compactLeft: 0x2595, compactRight: 0x258F,  // ▕ ▏
        separator: TextGlyph.glyphs(" · "), ellipsis: TextGlyph.glyphs("…"),
        shades: [0x2593, 0x2592, 0x2591]  // ▓ ▒ ░
    )

    static let ascii = FrameGlyphs(
        horizontal: 0x2D, vertical: 0x7C,  // - |
        topLeft: 0x2B, topRight: 0x2B, bottomLeft: 0x2B, bottomRight: 0x2B,  // +
        rising: 0x2F, falling: 0x5C,  // / \
        compactLeft: 0x7C, compactRight: 0x7C,  // | |
        separator: TextGlyph.glyphs(" - "), ellipsis: TextGlyph.glyphs("..."),
        shades: [0x23, 0x2B, 0x2E]  // # + .
    )
}
