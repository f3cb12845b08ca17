/// One named curve: a sequence of (x, y) points drawn as a connected line.
///
/// Points are kept in two parallel arrays (the shape the rasteriser reads).
/// Non-finite values are allowed: such a point is skipped and breaks the
/// line, which is how a caller marks a gap.
public struct PlotSeries: Sendable {
    /// Legend name; an empty name is shown as "series N".
    public var name: String
    public var xs: [Double]
    public var ys: [Double]
    /// Colour in colour modes; nil picks `PlotColor.seriesPalette` by position.
    public var color: PlotColor?

    /// A series from parallel coordinate arrays; extra elements of the
    /// longer array are ignored.
    public init(name: String = "", x: [Double], y: [Double], color: PlotColor? = nil) {
        let count = min(x.count, y.count)
        self.name = name
        self.xs = Array(x.prefix(count))
        self.ys = Array(y.prefix(count))
        self.color = color
    }

    /// A series from (x, y) pairs.
    public init(name: String = "", points: [(x: Double, y: Double)], color: PlotColor? = nil) {
        self.init(name: name, x: points.map(\.x), y: points.map(\.y), color: color)
    }

    /// A series sampling `function` at `count` evenly spaced x values
    /// across `domain` (ends included).
    public init(
        name: String = "",
        sampling function: (Double) -> Double,
        over domain: ClosedRange<Double>,
        count: Int,
        color: PlotColor? = nil
    ) {
        let n = max(0, count)
        let span = domain.upperBound - domain.lowerBound
        let x = (0..<n).map { i in
            n == 1 ? domain.lowerBound : domain.lowerBound + span * Double(i) / Double(n - 1)
        }
        self.init(name: name, x: x, y: x.map(function), color: color)
    }

    /// Number of points.
    public var count: Int { xs.count }
}
