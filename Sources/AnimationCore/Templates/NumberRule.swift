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

    /// Reads `text` as a number named `name` and checks it. A number written with its unit (`0.3s`,
    /// `300ms`, `44pt`, `15°`) is refused with the plain number to type, in this rule's unit.
    public func read(_ text: String, name: String) throws(TimingError) -> Double {
        guard let value = TypedNumber.value(text) else {
            let unitName = ["s": " of seconds", "pt": " of points", "°": " of degrees"][unit] ?? ""
            let plain =
                plainNumber(text).map { "; did you mean “\(NumberFormat.shortest($0))”?" } ?? TypedNumber.hint(text)
            throw .syntax(
                message: "\(name) must be a number\(unitName), got “\(text)”\(plain)", offset: 0,
                length: text.unicodeScalars.count)
        }
        try check(value, name: name)
        return value
    }

    /// The number `text` means when it ends in a unit this rule can take: itself in seconds, points or
    /// degrees, milliseconds as seconds.
    private func plainNumber(_ text: String) -> Double? {
        let scales: [(suffix: String, scale: Double)] =
            switch unit {
            case "s": [("ms", 0.001), ("s", 1)]
            case "pt": [("pt", 1)]
            case "°": [("°", 1), ("deg", 1)]
            default: []
            }
        for (suffix, scale) in scales where text.hasSuffix(suffix) {
            if let number = TypedNumber.value(text.dropLast(suffix.count)) { return number * scale }
        }
        return nil
    }

    /// Seconds: greater than 0 and at most an hour.
    public static let seconds = NumberRule(.positiveUpTo(AnimationCurve.maximumDuration), unit: "s")
}
