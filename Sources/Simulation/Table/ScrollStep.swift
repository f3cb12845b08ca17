import AnimationCore

/// One step of a scroll script.
public enum ScrollStep: Equatable, Sendable {
    /// Bring `row` to the top (clamped to the scrollable range), instantly or over `seconds`.
    case toRow(Int, over: Double?)
    /// Move the content by `points` (positive scrolls down), instantly or over `seconds`.
    case byPoints(Double, over: Double?)
    /// Let time pass.
    case wait(Double)
    /// `reloadData()`: every visible row gets `willDisplay` again.
    case refresh
    /// The data reloads in reverse order, then `reloadData()`.
    case reverse
    /// `insertRows(at:)`: `count` new items at `row`; the visible ones among them get `willDisplay`.
    case insert(count: Int, at: Int)
}

extension ScrollStep: CustomStringConvertible {
    public var description: String {
        switch self {
        case .toRow(let row, let over): "to \(row)" + Self.over(over)
        case .byPoints(let points, let over): "by \(Self.number(points))" + Self.over(over)
        case .wait(let seconds): "wait \(Self.number(seconds))"
        case .refresh: "refresh"
        case .reverse: "reverse"
        case .insert(let count, let row): "insert \(count) at \(row)"
        }
    }

    private static func over(_ seconds: Double?) -> String { seconds.map { " over \(number($0))" } ?? "" }

    private static func number(_ value: Double) -> String { NumberFormat.shortest(value) }
}
