/// The checks a number passes, declared once with the value: finite, inside its range, in its unit.
public struct NumberRule: Equatable, Sendable {
    public let range: TimingError.Range
    /// `s`, `pt`, `°` or empty.
    public let unit: String

    public init(_ range: TimingError.Range, unit: String = "") {
        self.range = range
        self.unit = unit
    }

    /// The value, or the one-line error naming `name`, the value and the allowed range.
    public func check(_ value: Double, name: String) throws(TimingError) {
        try TimingError.require(value, name, range)
    }

    /// Seconds: greater than 0 and at most an hour.
    public static let seconds = NumberRule(.positiveUpTo(AnimationCurve.maximumDuration), unit: "s")
}
