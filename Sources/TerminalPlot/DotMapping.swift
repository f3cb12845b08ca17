/// Maps data coordinates to dot coordinates of a canvas.
///
/// The data range's ends land on the centres of the first and last dots
/// (0 and `dotWidth - 1`), so a value equal to the range bound is drawn
/// on the frame's edge rather than falling off it. Dot y grows downwards.
struct DotMapping {
    let xRange: ClosedRange<Double>
    let yRange: ClosedRange<Double>
    let dotWidth: Int
    let dotHeight: Int

    func x(_ value: Double) -> Double {
        let span = xRange.upperBound - xRange.lowerBound
        return (value - xRange.lowerBound) / span * Double(dotWidth - 1)
    }

    func y(_ value: Double) -> Double {
        let span = yRange.upperBound - yRange.lowerBound
        return (yRange.upperBound - value) / span * Double(dotHeight - 1)
    }

    /// Dot column of `value`, clamped to the canvas.
    func dotX(_ value: Double) -> Int {
        Self.clampedIndex(x(value), count: dotWidth)
    }

    /// Dot row of `value`, clamped to the canvas.
    func dotY(_ value: Double) -> Int {
        Self.clampedIndex(y(value), count: dotHeight)
    }

    private static func clampedIndex(_ position: Double, count: Int) -> Int {
        guard position.isFinite else { return position > 0 ? count - 1 : 0 }
        return Int(min(max(position.roundedNearest, 0), Double(count - 1)))
    }
}
