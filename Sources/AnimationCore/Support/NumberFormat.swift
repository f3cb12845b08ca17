/// Formats doubles for people and machines alike: the shortest text that reads back as the same value.
public enum NumberFormat {
    /// Shortest round-trip form: `1`, `0.1`, `1e-07`, `-0.25`; integral values print without `.0`.
    ///
    /// `Double(NumberFormat.shortest(x)) == x` for every finite x. Non-finite values print as
    /// `nan`, `inf` and `-inf`, which callers that emit JSON must avoid.
    public static func shortest(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        if value == 0 { return value.sign == .minus ? "-0" : "0" }
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return value.description
    }

    /// Large magnitudes (10,000 and more) as a power of ten with one decimal (`1e5`, `3.4e38`), the
    /// rest in shortest form: for bounds a person reads, never for values read back.
    public static func powerOfTen(_ value: Double) -> String {
        guard value.isFinite, abs(value) >= 10_000 else { return shortest(value) }
        var exponent = 0
        var mantissa = abs(value)
        while mantissa >= 10 {
            mantissa /= 10
            exponent += 1
        }
        let rounded = (mantissa * 10).rounded() / 10
        return (value < 0 ? "-" : "") + shortest(rounded) + "e\(exponent)"
    }

    /// Fixed decimals for human-readable tables (`fixed(0.123456, 3)` → `0.123`), never `-0.000`.
    ///
    /// A value too large for fixed digits to be exact (|value| ≥ 1e15, where a Double no longer holds
    /// every integer's neighbours) prints as a derived number (`1e+20`, `2.16398699424e+306`: at most
    /// 12 significant digits) instead of overflowing;
    /// `decimals` is held to 0...15.
    public static func fixed(_ value: Double, _ decimals: Int) -> String {
        if !value.isFinite { return shortest(value) }
        if abs(value) >= 1e15 { return derived(value) }
        let decimals = min(max(decimals, 0), 15)
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        var rounded = (value * scale).rounded() / scale
        if rounded == 0 { rounded = 0 }
        let negative = rounded < 0
        let magnitude = abs(rounded)
        var whole = Int64(magnitude.rounded(.towardZero))
        var fraction = Int64(((magnitude - Double(whole)) * scale).rounded())
        if fraction >= Int64(scale) {  // rounding carried into the whole part
            whole += 1
            fraction = 0
        }
        var fractionText = String(fraction)
        while fractionText.count < decimals { fractionText = "0" + fractionText }
        let body = decimals > 0 ? "\(whole).\(fractionText)" : "\(whole)"
        return negative ? "-" + body : body
    }
}
