/// Rounding to significant digits, so that a fitted parameter prints as a person would type it
/// (0.2727, not 0.27271834620915).
public enum SignificantDigits {
    /// `value` rounded to `digits` significant digits; 0 and non-finite values unchanged.
    public static func rounded(_ value: Double, _ digits: Int) -> Double {
        guard value.isFinite, value != 0 else { return value }
        var exponent = 0
        var magnitude = abs(value)
        while magnitude >= 10 {
            magnitude /= 10
            exponent += 1
        }
        while magnitude < 1 {
            magnitude *= 10
            exponent -= 1
        }
        let shift = digits - 1 - exponent
        // Divide or multiply by an exact power of ten so the result is the Double nearest the decimal.
        var power = 1.0
        for _ in 0..<abs(shift) { power *= 10 }
        return shift >= 0 ? (value * power).rounded() / power : (value / power).rounded() * power
    }

    /// The rounded value in shortest form.
    public static func text(_ value: Double, _ digits: Int) -> String {
        NumberFormat.shortest(rounded(value, digits))
    }
}
