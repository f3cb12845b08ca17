import AnimationCore

/// A range in interval notation, short enough for a column: `[0, 1]`, `(0, ∞)`, `(-1, 1)`.
enum RangeText {
    static func compact(_ range: TimingError.Range, unicode: Bool) -> String {
        let infinity = unicode ? "∞" : "inf"
        switch range {
        case .finite: return "any"
        case .positive: return "(0, \(infinity))"
        case .nonNegative: return "[0, \(infinity))"
        case .unitInterval: return "[0, 1]"
        case .closed(let low, let high): return "[\(number(low)), \(number(high))]"
        case .open(let low, let high): return "(\(number(low)), \(number(high)))"
        case .positiveUpTo(let high): return "(0, \(number(high))]"
        case .toggle: return "0 or 1"
        }
    }

    /// Large bounds as powers of ten (`1e5`, `3.4e38`), the rest in shortest form.
    static func number(_ value: Double) -> String {
        guard abs(value) >= 10_000 else { return NumberFormat.shortest(value) }
        var exponent = 0
        var mantissa = abs(value)
        while mantissa >= 10 {
            mantissa /= 10
            exponent += 1
        }
        let rounded = (mantissa * 10).rounded() / 10
        return (value < 0 ? "-" : "") + NumberFormat.shortest(rounded) + "e\(exponent)"
    }
}
