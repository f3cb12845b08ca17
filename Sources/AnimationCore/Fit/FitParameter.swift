import RealModule

/// One number a fit may move: its name as the timing expression spells it and the range searched.
public struct FitParameter: Sendable, Equatable {
    public let name: String
    public let range: ClosedRange<Double>
    /// The value `fit` holds it at when the targets do not need it moved: together, a kind's typical
    /// values make a plain half-second animation without bounce (ease-in-out for a Bézier).
    public let typical: Double
    /// Searched evenly in its logarithm (stiffness, durations), when the range spans orders of magnitude.
    public let logarithmic: Bool

    /// When the tool represents only a grid of values, how many grid steps make one unit: 1000 for a
    /// duration in seconds that the tool keeps in whole milliseconds (Flutter's `Duration.inMilliseconds`).
    /// `fit` searches and reports only values on the grid; nil for a number the tool keeps as a double.
    public let stepsPerUnit: Double?

    public init(
        _ name: String, _ range: ClosedRange<Double>, typical: Double, logarithmic: Bool = false,
        stepsPerUnit: Double? = nil
    ) {
        self.name = name
        self.range = range
        self.typical = typical
        self.logarithmic = logarithmic
        self.stepsPerUnit = stepsPerUnit
    }

    /// `value` on the tool's grid: the nearest grid value inside the range (the Double nearest
    /// n / ``stepsPerUnit``, which reads back as exactly n steps); `value` itself without a grid.
    public func onGrid(_ value: Double) -> Double {
        guard let steps = stepsPerUnit else { return value }
        let low = (range.lowerBound * steps).rounded(.up)
        let high = (range.upperBound * steps).rounded(.down)
        return min(max((value * steps).rounded(), low), high) / steps
    }

    /// The grid values `count` steps either side of `value`'s, inside the range, in increasing order;
    /// just `value` without a grid.
    func gridNeighbours(of value: Double, count: Int) -> [Double] {
        guard let steps = stepsPerUnit else { return [value] }
        let centre = (onGrid(value) * steps).rounded()
        var seen: [Double] = []
        for offset in -count...count {
            let candidate = onGrid((centre + Double(offset)) / steps)
            if seen.last != candidate { seen.append(candidate) }
        }
        return seen
    }

    /// The value at `unit` ∈ [0, 1] along the searched range (clamped to it).
    func value(at unit: Double) -> Double {
        let u = min(max(unit, 0), 1)
        if logarithmic {
            let low = Double.log(range.lowerBound)
            return min(
                max(Double.exp(low + u * (Double.log(range.upperBound) - low)), range.lowerBound), range.upperBound)
        }
        return range.lowerBound + u * (range.upperBound - range.lowerBound)
    }

    /// Where `value` lies along the searched range, 0 at its lower end and 1 at its upper.
    func unit(of value: Double) -> Double {
        let clamped = min(max(value, range.lowerBound), range.upperBound)
        if logarithmic {
            let low = Double.log(range.lowerBound)
            return (Double.log(clamped) - low) / (Double.log(range.upperBound) - low)
        }
        return (clamped - range.lowerBound) / (range.upperBound - range.lowerBound)
    }
}
