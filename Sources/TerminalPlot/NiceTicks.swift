/// Chooses round tick values ("nice numbers") for an axis.
///
/// Steps are 1, 2, 2.5 or 5 × 10^k: the smallest such step that needs no
/// more than the requested number of ticks. Implemented with repeated
/// multiplication instead of `log10`/`pow` so the module needs neither
/// Foundation nor libm.
enum NiceTicks {
    /// Mantissas of acceptable steps, ascending.
    static let mantissas: [Double] = [1, 2, 2.5, 5, 10]

    /// 10^k, exact for |k| <= 22 (the range axis steps live in).
    static func powerOfTen(_ k: Int) -> Double {
        var result = 1.0
        for _ in 0..<min(abs(k), 330) { result *= 10 }
        return k >= 0 ? result : 1 / result
    }

    /// A nice step so that about `count` ticks (at most `count`) span `span`.
    static func step(span: Double, count: Int) -> Double {
        let intervals = Double(max(1, count - 1))
        let raw = abs(span) / intervals
        guard raw.isFinite, raw > 0 else { return 1 }
        var exponent = 0
        while raw >= powerOfTen(exponent + 1), exponent < 308 { exponent += 1 }
        while raw < powerOfTen(exponent), exponent > -320 { exponent -= 1 }
        let base = powerOfTen(exponent)
        let fraction = raw / base
        // Tolerance: 0.25 / 0.1 is 2.4999999999999996, which must still pick 2.5.
        let mantissa = mantissas.first { $0 >= fraction * (1 - 1e-9) } ?? 10
        return mantissa * base
    }

    /// The next nice step below `step` (2 → 1, 1 → 0.5, 0.25 → 0.2).
    static func finer(than step: Double) -> Double {
        guard step.isFinite, step > 0 else { return step }
        var exponent = 0
        while step >= powerOfTen(exponent + 1), exponent < 308 { exponent += 1 }
        while step < powerOfTen(exponent), exponent > -320 { exponent -= 1 }
        let base = powerOfTen(exponent)
        let fraction = step / base
        return (mantissas.last { $0 < fraction * (1 - 1e-9) } ?? 0.5) * base
    }

    /// Multiples of `step` inside `lo...hi` (with a little float slack).
    static func values(from lo: Double, to hi: Double, step: Double) -> [Double] {
        guard lo.isFinite, hi.isFinite, step.isFinite, step > 0, hi >= lo else { return [] }
        let first = (lo / step - 1e-9).roundedUp
        let last = (hi / step + 1e-9).roundedDown
        guard last >= first, last - first < 1000 else { return [] }
        var out: [Double] = []
        var k = first
        while k <= last {
            let v = k * step
            // Snap float residue such as 3 * 0.1 - 0.3 so "0" is exact.
            out.append(abs(v) < step * 1e-9 ? 0 : v)
            k += 1
        }
        return out
    }

    /// Nice tick values inside `range`, at most about `count` of them.
    static func ticks(in range: ClosedRange<Double>, count: Int) -> [Double] {
        let s = step(span: range.upperBound - range.lowerBound, count: count)
        return values(from: range.lowerBound, to: range.upperBound, step: s)
    }

    /// `lo...hi` widened outward to multiples of `step`, so the frame edges
    /// carry round labels.
    static func extend(_ lo: Double, _ hi: Double, step: Double) -> (Double, Double) {
        ((lo / step + 1e-9).roundedDown * step, (hi / step - 1e-9).roundedUp * step)
    }
}
