/// Characters for the plot frame and the tick stubs on its borders.
///
/// Tick stubs point outward, towards their labels: ┤ on the left border
/// (y ticks), ┬ on the bottom (x ticks), ┴ on top (markers), ├ on the
/// right (reference-line labels).
struct FrameStyle {
    let horizontal: UInt32
    let vertical: UInt32
    let topLeft: UInt32
    let topRight: UInt32
    let bottomLeft: UInt32
    let bottomRight: UInt32
    let leftTick: UInt32
    let rightTick: UInt32
    let topTick: UInt32
    let bottomTick: UInt32

    static let unicode = FrameStyle(
        horizontal: 0x2500, vertical: 0x2502,
        topLeft: 0x250C, topRight: 0x2510, bottomLeft: 0x2514, bottomRight: 0x2518,
        leftTick: 0x2524, rightTick: 0x251C, topTick: 0x2534, bottomTick: 0x252C
    )

    static let ascii = FrameStyle(
        horizontal: 0x2D, vertical: 0x7C,
        topLeft: 0x2B, topRight: 0x2B, bottomLeft: 0x2B, bottomRight: 0x2B,
        leftTick: 0x2B, rightTick: 0x2B, topTick: 0x2B, bottomTick: 0x2B
    )

    static func forKind(_ kind: CanvasKind) -> FrameStyle {
        kind == .ascii ? .ascii : .unicode
    }

    /// Draws a box whose border runs along columns `left`, `right` and
    /// rows `top`, `bottom` (the inside is left untouched).
    func drawBox(into grid: inout CellGrid, left: Int, top: Int, right: Int, bottom: Int) {
        for column in (left + 1)..<right {
            grid.set(column, top, horizontal)
            grid.set(column, bottom, horizontal)
        }
        for row in (top + 1)..<bottom {
            grid.set(left, row, vertical)
            grid.set(right, row, vertical)
        }
        grid.set(left, top, topLeft)
        grid.set(right, top, topRight)
        grid.set(left, bottom, bottomLeft)
        grid.set(right, bottom, bottomRight)
    }
}
