/// Draws one instant of a table-view playback as terminal text: the `play` command's frames.
///
/// The table's visible area (`tableWidth` × `visibleHeight` points) fills the frame, so a point is
/// `columns / tableWidth` columns wide and `lines / visibleHeight` lines tall. Cards are drawn in
/// the order given, later ones on top, and clipped to the frame.
///
/// ## Where a card goes
/// A card's frame is x ∈ [0, tableWidth], y ∈ [top, top + height], transformed about its centre
/// (scale, then rotation, then translation, as UIKit applies a layer transform). Its outline runs
/// through the centres of the outermost cells inside that frame, i.e. half a cell in from every
/// side, so cards that touch keep a border each and never share a cell.
///
/// ## Upright cards
/// When no corner of the rotated frame drifts half a cell or more from where it would be unrotated
/// (any scale), the card is upright and moved by its translation rounded to whole cells:
/// - at least 3 lines tall (scale included): a box `┌─┐ │ │ └─┘` (ascii `+-+ | | +-+`) with the
///   title on the first line inside and the detail on the next, after one space of padding; a box
///   with a single line inside shows `title · detail` there;
/// - shorter, such as a 44 pt row: one line through the card's centre, `▕ title · detail ▏`
///   (ascii `| title - detail |`) with the bars on the card's outermost columns. Consecutive rows
///   land on their own lines (rows 1.25 lines tall leave one blank line per four rows). The title
///   has priority: the detail is cut first, and left out if not even one character of it fits.
///
/// ## Tilted cards
/// Otherwise the four edges between the transformed corners are rasterized one cell per column
/// (per line for steep edges), the glyph chosen by the edge's slope on screen, cells being about
/// twice as tall as wide: "─" under 0.3 lines per column, "│" over 1.4, else "╱" (rising to the
/// right) or "╲" (falling); ascii - | / \. On a "─" or "│" edge the first cell after each step is
/// the diagonal, so a slight tilt reads as one (see `EdgeRasterizer`). The title goes on the line
/// just above the card's centre and the detail on the line below, each centred on the centre's
/// column within the run of free cells inside the outline on that line, a space from the outline,
/// and cut with the ellipsis to fit.
///
/// ## Text
/// Text is cut to fit with "…" (ascii "..."). Control characters and tabs show as "?", wide
/// characters (CJK, emoji) take two columns and are never split across the edge of a card or frame,
/// combining marks stay on their base, invisible format characters are dropped.
///
/// ## Opacity
/// See `CardShade`: ≥ 0.75 normal; below, the outline (box, bars and edges) is drawn in ▓ (≥ 0.5),
/// ▒ (≥ 0.25) or ░ (> 0), ascii `#` `+` `.`. Text shows from 0.5 up; below that a one-line card
/// shows its text's shape in the shading glyph (it has no other outline to fade), a box or tilted
/// card shows no text. Cards from 0.5 up hide what is under them; fainter ones let it show through.
/// Opacity 0 or less draws nothing.
///
/// ## Robustness
/// A card with any non-finite number, a height ≤ 0 or a scale of 0 is skipped, as is an upright
/// card narrower than one column. The frame is clamped to 10…1000 columns × 3…500 lines; a table
/// size that is not a positive finite number gives an empty frame. Every line is exactly `columns`
/// display columns wide.
public struct FrameRenderer: Sendable {
    public enum Glyphs: Sendable { case unicode, ascii }

    public let columns: Int
    public let lines: Int
    public let tableWidth: Double
    public let visibleHeight: Double
    public let glyphs: Glyphs

    static let columnLimits = 10...1000
    static let lineLimits = 3...500

    /// columns × lines of output; tableWidth/visibleHeight: the simulated table's size in points
    /// (e.g. 375 × 844).
    public init(columns: Int, lines: Int, tableWidth: Double, visibleHeight: Double, glyphs: Glyphs = .unicode) {
        self.columns = min(max(columns, Self.columnLimits.lowerBound), Self.columnLimits.upperBound)
        self.lines = min(max(lines, Self.lineLimits.lowerBound), Self.lineLimits.upperBound)
        self.tableWidth = tableWidth
        self.visibleHeight = visibleHeight
        self.glyphs = glyphs
    }

    /// Exactly `lines` lines joined by "\n" (no trailing newline), each exactly `columns` display
    /// columns wide. Cards are drawn in the given order (later ones on top), clipped to the frame.
    public func render(_ cards: [CardAppearance]) -> String {
        var grid = CharacterGrid(columns: columns, lines: lines)
        let sizes = [tableWidth, visibleHeight]
        guard sizes.allSatisfy({ $0.isFinite && $0 > 0 }) else { return grid.rendered() }
        let columnsPerPoint = Double(columns) / tableWidth
        let linesPerPoint = Double(lines) / visibleHeight
        for card in cards {
            guard card.opacity.isFinite, let shade = CardShade(opacity: card.opacity),
                let placement = CardPlacement(
                    card, tableWidth: tableWidth, columnsPerPoint: columnsPerPoint, linesPerPoint: linesPerPoint)
            else { continue }
            switch placement {
            case .upright(let box) where box.isBox:
                drawBox(box, card: card, shade: shade, into: &grid)
            case .upright(let row):
                drawRow(row, card: card, shade: shade, into: &grid)
            case .tilted(let outline):
                drawTilted(outline, card: card, shade: shade, into: &grid)
            }
        }
        return grid.rendered()
    }

    /// How many points of a `visibleHeight`-point table a frame of `lines` lines shows so that a row
    /// of `rowHeight` points gets at least one line: the whole table when it fits, else its top.
    /// Drawn shorter than a line, consecutive rows would land on the same line and overwrite each
    /// other (row 0 under row 1 first).
    public static func shownHeight(visibleHeight: Double, rowHeight: Double, lines: Int) -> Double {
        let lines = Double(min(max(lines, lineLimits.lowerBound), lineLimits.upperBound))
        guard rowHeight.isFinite, rowHeight > 0, visibleHeight.isFinite else { return visibleHeight }
        return min(visibleHeight, lines * rowHeight)
    }

    var frameGlyphs: FrameGlyphs {
        glyphs == .ascii ? .ascii : .unicode
    }

    /// "title · detail" cut to `width` columns. The title has priority: the separator and the
    /// detail only appear when the whole detail, or its first character and the ellipsis, fit.
    func joinedText(_ card: CardAppearance, width: Int) -> [TextGlyph] {
        let ellipsis = frameGlyphs.ellipsis
        let title = TextGlyph.fitted(TextGlyph.glyphs(card.title), width: width, ellipsis: ellipsis)
        let detail = TextGlyph.glyphs(card.detail)
        if title.isEmpty { return TextGlyph.fitted(detail, width: width, ellipsis: ellipsis) }
        let room = width - TextGlyph.totalWidth(title) - TextGlyph.totalWidth(frameGlyphs.separator)
        guard let first = detail.first,
            TextGlyph.totalWidth(detail) <= room || first.width + TextGlyph.totalWidth(ellipsis) <= room
        else { return title }
        return title + frameGlyphs.separator + TextGlyph.fitted(detail, width: room, ellipsis: ellipsis)
    }
}
