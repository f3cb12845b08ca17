import RealModule

/// One number a fit may move: its name as the timing expression spells it and the range searched.
public struct FitParameter: Sendable, Equatable {
    public let name: String
    public let range: ClosedRange<Double>
    /// Searched evenly in its logarithm (stiffness, durations), when the range spans orders of magnitude.
    public let logarithmic: Bool

    public init(_ name: String, _ range: ClosedRange<Double>, logarithmic: Bool = false) {
        self.name = name
        self.range = range
        self.logarithmic = logarithmic
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
