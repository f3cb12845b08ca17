import AnimationCore

/// Prints derived numbers with the fewest significant digits that keep an exported curve close
/// enough to the studio's, in the numeric type the target API takes.
public enum DecimalDigits {
    /// The numeric type of the emitting API.
    public enum Precision: Sendable { case double, float }

    /// `value` rounded to `digits` significant decimal digits (exactly representable text).
    public static func rounded(_ value: Double, significantDigits digits: Int) -> Double {
        guard value.isFinite, value != 0 else { return value }
        var exponent = 0
        var magnitude = abs(value)
        while magnitude >= 10 && exponent < 400 {
            magnitude /= 10
            exponent += 1
        }
        while magnitude < 1 && exponent > -400 {
            magnitude *= 10
            exponent -= 1
        }
        let shift = digits - 1 - exponent
        if shift >= 0 {
            let scale = powerOfTen(min(shift, 300))
            let result = (value * scale).rounded() / scale
            return result.isFinite ? result : value
        }
        let scale = powerOfTen(-shift)
        return (value / scale).rounded() * scale
    }

    /// 10^n by repeated multiplication: exact up to 10^22, which covers every digit count used.
    private static func powerOfTen(_ n: Int) -> Double {
        var result = 1.0
        for _ in 0..<n { result *= 10 }
        return result
    }

    /// Shortest text for `value` in `precision` (`0.4`, or a Float's shortest form).
    public static func text(_ value: Double, _ precision: Precision) -> String {
        switch precision {
        case .double: return NumberFormat.shortest(value)
        case .float:
            let single = Float(value)
            if single == single.rounded(), abs(single) < 1e7 { return String(Int(single)) }
            return single.description
        }
    }

    /// The value the API sees when it is given `value` in `precision`.
    public static func stored(_ value: Double, _ precision: Precision) -> Double {
        precision == .float ? Double(Float(value)) : value
    }

    /// The fewest significant digits (1…17, all values alike) for which `error(rounded values)` is at
    /// most `limit`; returns the rounded values as the API stores them, and their texts.
    public static func fewest(
        _ values: [Double], precision: Precision, limit: Double = 1e-6, error: ([Double]) -> Double
    ) -> (values: [Double], texts: [String]) {
        for digits in 1...17 {
            let candidate = values.map { stored(rounded($0, significantDigits: digits), precision) }
            if error(candidate) <= limit {
                return (candidate, candidate.map { text($0, precision) })
            }
        }
        let exact = values.map { stored($0, precision) }
        return (exact, exact.map { text($0, precision) })
    }
}
