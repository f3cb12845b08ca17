/// Draws the bottom of the bars scene's screen at one instant on a character grid: `play`'s frames.
///
/// The frame shows the lowest `visibleHeight` points of the screen (three bar heights unless
/// given) across the full `screenWidth`. From back to front, as UIKit stacks them:
/// - the collection view's grid of the sample app's seven colour cells (cyan, orange, yellow,
///   magenta, red, blue, purple; two a row, 10 pt insets and spacing, 5 pt top inset, square), from
///   ``gridTop`` with the grid scrolled to the top. Each cell is a box (┌─┐, ascii +-+) filled with
///   its gradient from its colour to white by thirds of its inside: ▒, ░, blank (ascii + . blank),
///   its colour's name on the middle line of its visible part;
/// - the tool bar (the view controller's own subview, opaque), from its presentation y down by the
///   bar height: a top edge ─ and "Action" 16 pt from the left, on the line 22 pt below its top;
/// - the tab bar (the tab bar controller's, above the child's views, so it covers the tool bar while
///   it shows), from screen height − bar height: a top edge and the items "Favorites" and
///   "Contacts" centred in each half, 22 pt below its top. Its visibility (alpha, 0 while hidden)
///   is shaded as cards are: from 0.75 drawn normally; ▓ edge and text from 0.5; ▒ then ░ edge
///   only, letting what is behind show through; nothing at 0.
/// A point is `columns / screenWidth` columns wide and `lines / visibleHeight` lines tall; an edge at
/// y lands on the line y rounds to. Sizes are clamped like ``FrameRenderer``'s; non-finite values
/// skip the element they belong to.
public struct BarsFrameRenderer: Sendable {
    public let columns: Int
    public let lines: Int
    public let screenWidth: Double
    /// Points of the screen's bottom shown; nil: three bar heights.
    public let visibleHeight: Double?
    public let glyphs: FrameRenderer.Glyphs

    /// Where the collection view's content starts on screen: a 44 pt status bar and a 96 pt
    /// large-title navigation bar (the sample app sets `prefersLargeTitles`).
    public static let gridTop = 140.0
    /// The sample app's cell colours, in order.
    public static let cellColours = ["cyan", "orange", "yellow", "magenta", "red", "blue", "purple"]

    public init(
        columns: Int, lines: Int, screenWidth: Double = 375, visibleHeight: Double? = nil,
        glyphs: FrameRenderer.Glyphs = .unicode
    ) {
        self.columns = min(max(columns, FrameRenderer.columnLimits.lowerBound), FrameRenderer.columnLimits.upperBound)
        self.lines = min(max(lines, FrameRenderer.lineLimits.lowerBound), FrameRenderer.lineLimits.upperBound)
        self.screenWidth = screenWidth
        self.visibleHeight = visibleHeight
        self.glyphs = glyphs
    }

    /// Exactly `lines` lines of exactly `columns` columns, joined by "\n".
    public func render(_ frame: BarsFrame, configuration: BarsConfiguration) -> String {
        var grid = CharacterGrid(columns: columns, lines: lines)
        let height = visibleHeight ?? 3 * configuration.barHeight
        guard screenWidth.isFinite, screenWidth > 0, height.isFinite, height > 0 else { return grid.rendered() }
        let view = View(
            top: configuration.screenHeight - height, columnsPerPoint: Double(columns) / screenWidth,
            linesPerPoint: Double(lines) / height, glyphs: glyphs == .ascii ? .ascii : .unicode)
        for index in Self.cellColours.indices { view.drawCell(index, width: screenWidth, into: &grid) }
        if frame.toolBarY.isFinite, let shade = CardShade(opacity: frame.toolBarAlpha) {
            view.drawBar(top: frame.toolBarY, height: configuration.barHeight, shade: shade, into: &grid) {
                grid, line in
                guard shade.showsText else { return }
                grid.write(TextGlyph.glyphs("Action"), column: view.column(16), line: line)
            }
        }
        if frame.tabBarVisibility.isFinite, let shade = CardShade(opacity: frame.tabBarVisibility) {
            let top = configuration.screenHeight - configuration.barHeight
            view.drawBar(top: top, height: configuration.barHeight, shade: shade, into: &grid) { grid, line in
                guard shade.showsText else { return }
                for (item, centre) in [("Favorites", screenWidth / 4), ("Contacts", 3 * screenWidth / 4)] {
                    let text = TextGlyph.glyphs(item)
                    grid.write(text, column: view.column(centre) - TextGlyph.totalWidth(text) / 2, line: line)
                }
            }
        }
        return grid.rendered()
    }

    /// The mapping from screen points to cells, and the drawing of each element.
    private struct View {
        let top: Double
        let columnsPerPoint: Double
        let linesPerPoint: Double
        let glyphs: FrameGlyphs

        func column(_ x: Double) -> Int { Self.cell(x * columnsPerPoint) }
        func line(_ y: Double) -> Int { Self.cell((y - top) * linesPerPoint) }

        private static func cell(_ value: Double) -> Int {
            let rounded = value.rounded()
            return rounded > 1e6 ? 1_000_000 : rounded < -1e6 ? -1_000_000 : Int(rounded)
        }

        /// A full-width bar from `top`: cleared when it hides what is behind, its top edge, then its
        /// content on the line 22 pt below its top.
        func drawBar(
            top barTop: Double, height: Double, shade: CardShade, into grid: inout CharacterGrid,
            content: (inout CharacterGrid, Int) -> Void
        ) {
            let first = line(barTop)
            let last = line(barTop + height) - 1
            guard first <= last else { return }
            let edge = shade.outlineGlyph(glyphs) ?? glyphs.horizontal
            for row in max(first, 0)...max(first, min(last, grid.lines - 1)) {
                for column in 0..<grid.columns {
                    if row == first {
                        grid.put(edge, column: column, line: row)
                    } else if shade.hidesCardsBelow {
                        grid.put(CharacterGrid.space, column: column, line: row)
                    }
                }
            }
            let contentLine = min(max(line(barTop + 22), first + 1), last)
            if contentLine > first { content(&grid, contentLine) }
        }

        /// Cell `index` of the colour grid: a box filled with its gradient, its name in the middle
        /// of its visible part.
        func drawCell(_ index: Int, width: Double, into grid: inout CharacterGrid) {
            let size = (width - 30) / 2
            let x = 10 + Double(index % 2) * (size + 10)
            let y = BarsFrameRenderer.gridTop + 5 + Double(index / 2) * (size + 10)
            let (left, right) = (column(x), column(x + size) - 1)
            let (first, last) = (line(y), line(y + size) - 1)
            guard left < right, first < last, last >= 0, first < grid.lines else { return }
            for row in max(first, 0)...min(last, grid.lines - 1) {
                for c in left...right {
                    grid.put(glyph(row: row, column: c, box: (left, right, first, last)), column: c, line: row)
                }
            }
            let visibleFirst = max(first + 1, 0)
            let visibleLast = min(last - 1, grid.lines - 1)
            guard visibleFirst <= visibleLast else { return }
            let name = TextGlyph.fitted(
                TextGlyph.glyphs(" " + BarsFrameRenderer.cellColours[index] + " "), width: right - left - 1,
                ellipsis: [])
            let middle = (visibleFirst + visibleLast) / 2
            grid.write(name, column: (left + right + 1) / 2 - TextGlyph.totalWidth(name) / 2, line: middle)
        }

        private func glyph(row: Int, column c: Int, box: (left: Int, right: Int, first: Int, last: Int)) -> UInt32 {
            let top = row == box.first
            let bottom = row == box.last
            let side = c == box.left || c == box.right
            switch (top, bottom, side) {
            case (true, _, true): return c == box.left ? glyphs.topLeft : glyphs.topRight
            case (_, true, true): return c == box.left ? glyphs.bottomLeft : glyphs.bottomRight
            case (true, _, false), (_, true, false): return glyphs.horizontal
            case (false, false, true): return glyphs.vertical
            default:
                // The gradient: colour at the top, white at the bottom, by thirds of the inside.
                let inside = max(box.last - box.first - 1, 1)
                let third = min((row - box.first - 1) * 3 / inside, 2)
                return third == 2 ? CharacterGrid.space : glyphs.shades[third + 1]
            }
        }
    }
}
