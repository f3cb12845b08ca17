/// Draws the card scene at an instant on a character grid for `play`: the carousel's cards with
/// the city's name and description, the selected card growing to the screen, its neighbours
/// sliding away, square or rounded corners (╭╮╰╯ when the corner radius is at least
/// ``roundedCornerRadius``), and opacity as shading (``CardShade``).
///
/// The screen is scaled to the grid: `columns` cells across the screen width and `lines` down
/// its height. Cards are drawn from the farthest from the selected one to the selected one, which
/// is on top. The close button shows as ✕ (ascii `x`) in the expanded card's top-right corner once
/// its alpha reaches 0.5.
public struct CardFrameRenderer: Sendable {
    /// The smallest corner radius drawn rounded, in points.
    public static let roundedCornerRadius = 0.5
    public let columns: Int
    public let lines: Int
    public let ascii: Bool

    /// A renderer for a grid of `columns` × `lines` cells (each clamped to 8…1000).
    public init(columns: Int, lines: Int, ascii: Bool = false) {
        self.columns = min(max(columns, 8), 1000)
        self.lines = min(max(lines, 8), 1000)
        self.ascii = ascii
    }

    /// The scene at t as `lines` lines of `columns` cells, joined by "\n".
    public func render(_ result: CardSceneResult, at t: Double) -> String {
        let scene = result.scene
        let frame = result.frame(at: t)
        let layout = scene.layout
        let sx = Double(columns) / layout.screenWidth
        let sy = Double(lines) / layout.screenHeight
        var grid = CharacterGrid(columns: columns, lines: lines)
        // Only cards that can reach the screen: two pages beyond either edge, and the selected one.
        let first = max(0, Int(((frame.carouselOffset - 2 * layout.pageWidth) / layout.pageWidth).rounded(.down)))
        let last = min(
            layout.count - 1,
            Int(((frame.carouselOffset + layout.screenWidth + 2 * layout.pageWidth) / layout.pageWidth).rounded(.up)))
        let nearby = first <= last ? Array(first...last) : []
        let order =
            nearby.filter { $0 != scene.selected }
            .sorted { abs($0 - scene.selected) > abs($1 - scene.selected) } + [scene.selected]
        for index in order {
            let layoutCentre = Double(index) * layout.pageWidth + layout.cardWidth / 2
            let (scale, alpha) = layout.scaleAndAlpha(centreX: layoutCentre, offset: frame.carouselOffset)
            var x: Double
            var y: Double
            var width: Double
            var height: Double
            var radius = scene.cardRadius
            var detailAlpha = 0.0
            var closeAlpha = 0.0
            if index == scene.selected {
                (x, y, width, height) = (frame.cardX, frame.cardY, frame.cardWidth, frame.cardHeight)
                radius = frame.cornerRadius
                detailAlpha = frame.descriptionAlpha
                closeAlpha = frame.closeAlpha
            } else {
                var centre = layoutCentre - frame.carouselOffset
                if index == scene.selected - 1, let moved = frame.leftCentreX { centre = moved }
                if index == scene.selected + 1, let moved = frame.rightCentreX { centre = moved }
                width = layout.cardWidth * scale
                height = layout.cardHeight * scale
                x = centre - width / 2
                y = layout.screenHeight / 2 - height / 2
            }
            guard let shade = CardShade(opacity: alpha),
                [x, y, width, height].allSatisfy({ $0.isFinite && abs($0) < 1e7 })
            else { continue }
            let box = (
                left: Int((x * sx).rounded(.down)), right: Int(((x + width) * sx).rounded(.up)) - 1,
                top: Int((y * sy).rounded(.down)), bottom: Int(((y + height) * sy).rounded(.up)) - 1
            )
            guard box.right - box.left >= 2, box.bottom - box.top >= 2, box.right >= 0, box.left < columns else {
                continue
            }
            let city = scene.cities[index]
            draw(
                box, title: city.name, detail: detailAlpha >= 0.5 ? city.description : "",
                close: closeAlpha >= 0.5, rounded: radius >= Self.roundedCornerRadius, shade: shade, into: &grid)
        }
        return grid.rendered()
    }

    func draw(
        _ box: (left: Int, right: Int, top: Int, bottom: Int), title: String, detail: String, close: Bool,
        rounded: Bool, shade: CardShade, into grid: inout CharacterGrid
    ) {
        let glyphs: FrameGlyphs = ascii ? .ascii : .unicode
        let shading = shade.outlineGlyph(glyphs)
        if shade.hidesCardsBelow {
            for line in max(box.top + 1, 0)..<max(min(box.bottom, lines), max(box.top + 1, 0)) {
                for column in max(box.left + 1, 0)..<max(min(box.right, columns), max(box.left + 1, 0)) {
                    grid.put(CharacterGrid.space, column: column, line: line)
                }
            }
        }
        for column in (box.left + 1)..<box.right {
            grid.put(shading ?? glyphs.horizontal, column: column, line: box.top)
            grid.put(shading ?? glyphs.horizontal, column: column, line: box.bottom)
        }
        for line in (box.top + 1)..<box.bottom {
            grid.put(shading ?? glyphs.vertical, column: box.left, line: line)
            grid.put(shading ?? glyphs.vertical, column: box.right, line: line)
        }
        let corners: [UInt32] =
            rounded
            ? (ascii ? [0x2E, 0x2E, 0x27, 0x27] : [0x256D, 0x256E, 0x2570, 0x256F])  // . . ' '  or ╭ ╮ ╰ ╯
            : [glyphs.topLeft, glyphs.topRight, glyphs.bottomLeft, glyphs.bottomRight]
        grid.put(shading ?? corners[0], column: box.left, line: box.top)
        grid.put(shading ?? corners[1], column: box.right, line: box.top)
        grid.put(shading ?? corners[2], column: box.left, line: box.bottom)
        grid.put(shading ?? corners[3], column: box.right, line: box.bottom)
        guard shade.showsText else { return }
        let width = box.right - box.left - 3
        guard width > 0 else { return }
        let closeWidth = close ? 2 : 0
        grid.write(
            TextGlyph.fitted(TextGlyph.glyphs(title), width: width - closeWidth, ellipsis: glyphs.ellipsis),
            column: box.left + 2, line: box.top + 1)
        if close { grid.put(ascii ? 0x78 : 0x2715, column: box.right - 2, line: box.top + 1) }
        if !detail.isEmpty, box.bottom - box.top > 3 {
            grid.write(
                TextGlyph.fitted(TextGlyph.glyphs(detail), width: width, ellipsis: glyphs.ellipsis),
                column: box.left + 2, line: box.top + 2)
        }
    }
}
