import RealModule

/// Where one card lands on the character grid, in cell coordinates (x in columns, y in lines).
enum CardPlacement {
    /// Not visibly rotated: an upright rectangle of whole cells.
    case upright(UprightCard)
    /// Rotated enough to show at this resolution: the outline's four corners.
    case tilted(ConvexQuad)

    /// Places `card` on a grid with `columnsPerPoint` × `linesPerPoint`, or returns nil when it has
    /// no extent or any of its numbers is not finite (such a card is skipped, not guessed at).
    ///
    /// The drawn outline runs through the centres of the outermost cells inside the card's frame,
    /// i.e. the frame inset by half a cell on every side, so two cards that touch never share a cell.
    init?(_ card: CardAppearance, tableWidth: Double, columnsPerPoint: Double, linesPerPoint: Double) {
        let numbers = [card.top, card.height, card.translationX, card.translationY, card.rotation, card.scale]
        guard numbers.allSatisfy(\.isFinite), card.height > 0, card.scale != 0 else { return nil }
        // A negative scale turns the card half a turn about its centre.
        let scale = card.scale.magnitude
        let rotation = card.scale < 0 ? card.rotation + Double.pi : card.rotation
        // Half extents of the scaled frame, and its centre before translation, in cells.
        let halfWidth = tableWidth / 2 * scale * columnsPerPoint
        let halfHeight = card.height / 2 * scale * linesPerPoint
        let centerX = tableWidth / 2 * columnsPerPoint
        let centerY = (card.top + card.height / 2) * linesPerPoint
        let shiftX = card.translationX * columnsPerPoint
        let shiftY = card.translationY * linesPerPoint
        guard [halfWidth, halfHeight, centerY, shiftX, shiftY].allSatisfy(\.isFinite) else { return nil }

        let cos = Double.cos(rotation)
        let sin = Double.sin(rotation)
        if Self.rotationIsInvisible(
            cos: cos, sin: sin, halfWidth: halfWidth, halfHeight: halfHeight,
            columnsPerPoint: columnsPerPoint, linesPerPoint: linesPerPoint)
        {
            // Translation moves the whole card by whole cells so its size never flickers as it moves.
            self = .upright(
                UprightCard(
                    left: Self.cell(centerX - halfWidth + 0.5) + Self.cell(shiftX + 0.5),
                    right: Self.cell(centerX + halfWidth - 0.5) + Self.cell(shiftX + 0.5),
                    top: Self.cell(centerY - halfHeight + 0.5) + Self.cell(shiftY + 0.5),
                    bottom: Self.cell(centerY + halfHeight - 0.5) + Self.cell(shiftY + 0.5),
                    middleLine: Self.cell(centerY) + Self.cell(shiftY + 0.5),
                    heightInLines: 2 * halfHeight
                ))
            return
        }
        // Rotation acts in points, where x and y have the same unit; only then convert to cells.
        let innerHalfWidth = max(0, halfWidth - 0.5) / columnsPerPoint
        let innerHalfHeight = max(0, halfHeight - 0.5) / linesPerPoint
        let w = innerHalfWidth
        let h = innerHalfHeight
        let corners = [(-w, -h), (w, -h), (w, h), (-w, h)].map { x, y in
            (
                x: centerX + shiftX + (cos * x - sin * y) * columnsPerPoint,
                y: centerY + shiftY + (sin * x + cos * y) * linesPerPoint
            )
        }
        self = .tilted(ConvexQuad(corners: corners, center: (centerX + shiftX, centerY + shiftY)))
    }

    /// True when every corner of the rotated frame lies within half a cell of where it would be
    /// unrotated: the tilt cannot be seen, so the card is drawn as a plain box (this is also what
    /// makes a finished tip-in look like a resting card). Half extents are in cells.
    private static func rotationIsInvisible(
        cos: Double, sin: Double, halfWidth: Double, halfHeight: Double, columnsPerPoint: Double, linesPerPoint: Double
    ) -> Bool {
        // A corner at (±w, ±h) points from the centre moves by (w(cos − 1) − h·sin, w·sin + h(cos − 1)).
        let w = halfWidth / columnsPerPoint
        let h = halfHeight / linesPerPoint
        let driftX = (w * (1 - cos) + h * sin.magnitude) * columnsPerPoint
        let driftY = (h * (1 - cos) + w * sin.magnitude) * linesPerPoint
        return driftX < 0.5 && driftY < 0.5
    }

    /// The cell containing coordinate `value`; clamped first so absurd but finite inputs cannot trap
    /// the conversion to Int (such cells are far off the grid either way).
    static func cell(_ value: Double) -> Int {
        Int(min(max(value, -1_000_000), 1_000_000).rounded(.down))
    }
}
