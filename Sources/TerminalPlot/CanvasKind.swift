/// Which character set a plot area is rasterised with.
///
/// The kinds trade resolution for portability: braille packs 2×4 dots into a
/// cell, block quadrants 2×2, and ASCII one mark per cell (but works on any
/// terminal, log file or font).
public enum CanvasKind: Sendable, Hashable, CaseIterable {
    /// Unicode braille patterns (U+2800 block): 2×4 dots per cell.
    case braille
    /// Unicode quadrant block elements (▘▝▀▖▌▞▛▗▚▐▜▄▙▟█): 2×2 dots per cell.
    case block
    /// Plain 7-bit ASCII: one mark per cell, a distinct glyph per series.
    case ascii
}
