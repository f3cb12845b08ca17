import AnimationCore

/// A range in interval notation, short enough for a column: `[0, 1]`, `(0, ∞)`, `(-1, 1)`. A side
/// at Float's largest value stands for no bound (``TimingError/Range/unbounded``): `[0, ∞)`,
/// `(-∞, 1]`, and `any` when neither side has one, as for any finite number.
enum RangeText {
    static func compact(_ range: TimingError.Range, unicode: Bool) -> String {
        let infinity = unicode ? "∞" : "inf"
        switch range {
        case .finite: return "any"
        case .positive: return "(0, \(infinity))"
        case .nonNegative: return "[0, \(infinity))"
        case .unitInterval: return "[0, 1]"
        case .closed(let low, let high): return interval(low, high, "[", "]", infinity)
        case .open(let low, let high): return interval(low, high, "(", ")", infinity)
        case .positiveUpTo(let high): return "(0, \(number(high))]"
        case .toggle: return "0 or 1"
        }
    }

    private static func interval(_ low: Double, _ high: Double, _ open: String, _ close: String, _ infinity: String)
        -> String
    {
        let noLow = low <= -TimingError.Range.unbounded
        let noHigh = high >= TimingError.Range.unbounded
        if noLow && noHigh { return "any" }
        let left = noLow ? "(-\(infinity)" : open + number(low)
        let right = noHigh ? "\(infinity))" : number(high) + close
        return left + ", " + right
    }

    /// Large bounds as powers of ten (`1e5`), the rest in shortest form.
    static func number(_ value: Double) -> String { NumberFormat.powerOfTen(value) }
}
