/// Decimal formatting of tick values without Foundation.
///
/// Tick values are multiples of a nice step, so they only ever need as many
/// decimals as the step itself; trailing zeros are trimmed ("0.5", "1",
/// "0.25") so labels stay short in narrow terminals.
enum NumberFormat {
    /// Most decimals ever printed; finer steps than 1e-10 are not plotted
    /// meaningfully in a terminal anyway.
    static let maxDecimals = 10

    /// Decimals needed so that every multiple of `step` prints exactly.
    static func decimals(forStep step: Double) -> Int {
        let magnitude = abs(step)
        guard magnitude.isFinite, magnitude > 0 else { return 0 }
        for d in 0...maxDecimals {
            let scaled = magnitude * NiceTicks.powerOfTen(d)
            if abs(scaled - scaled.roundedNearest) <= 1e-6 * max(1, scaled) { return d }
        }
        return maxDecimals
    }

    /// `value` rounded to `decimals` places, trailing zeros trimmed, never "-0".
    static func string(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        let places = max(0, min(decimals, maxDecimals))
        let scaled = (abs(value) * NiceTicks.powerOfTen(places)).roundedNearest
        // Beyond 2^53 integer digits are not exact; Swift's shortest
        // round-trip description is the honest fallback.
        guard scaled < 9.0e15 else { return String(describing: value) }
        var digits = Array(String(UInt64(scaled)).utf8)
        if places > 0 {
            if digits.count <= places {
                digits = Array(repeating: UInt8(ascii: "0"), count: places + 1 - digits.count) + digits
            }
            digits.insert(UInt8(ascii: "."), at: digits.count - places)
            while digits.last == UInt8(ascii: "0") { digits.removeLast() }
            if digits.last == UInt8(ascii: ".") { digits.removeLast() }
        }
        let negative = value < 0 && digits.contains { $0 != UInt8(ascii: "0") && $0 != UInt8(ascii: ".") }
        return (negative ? "-" : "") + String(decoding: digits, as: UTF8.self)
    }
}
