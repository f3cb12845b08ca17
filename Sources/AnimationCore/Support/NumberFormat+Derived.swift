/// One rule for every number the studio works out itself (a converted spring's stiffness, a settling
/// time, an angle after a rotation, a duration a conversion chose), wherever a person reads it.
extension NumberFormat {
    /// The most significant digits ``derived(_:)`` prints.
    public static let derivedDigits = 12
    /// How close, relative to the value, ``derived(_:)``'s text reads back.
    public static let derivedTolerance = 1e-12

    /// A derived number as a person reads it: `0.45`, not `0.44999999999999996`.
    ///
    /// The shortest text that reads back within ``derivedTolerance`` of `value`, relative to it, with
    /// at most ``derivedDigits`` significant digits. Where even 12 digits are not that close (half a
    /// unit of the 12th digit is up to 5e-12 of the value), the 12 digits: the cap wins. What the user
    /// typed is echoed with ``shortest(_:)``, as typed; machine formats (`--format csv|json`) keep the
    /// exact value, as does generated code wherever the value must reproduce the curve.
    public static func derived(_ value: Double) -> String { shortest(readable(value)) }

    /// `value` rounded as ``derived(_:)`` prints it: to the fewest significant digits (at most
    /// ``derivedDigits``) that stay within ``derivedTolerance`` of it, for a derived value that is
    /// kept (a converted timing the tuner saves). Zero, infinities and NaN stay as they are.
    public static func readable(_ value: Double) -> Double {
        guard value.isFinite, value != 0 else { return value }
        let decimal = ShortestDigits(value)
        var closest = value
        for digits in 1...derivedDigits {
            guard let candidate = decimal.rounded(to: digits) else { continue }
            closest = candidate
            if abs(candidate - value) <= derivedTolerance * abs(value) { return candidate }
        }
        return closest
    }
}

/// The decimal digits of a double's shortest round-trip text, `0.d₁d₂…dₙ × 10^exponent`, rounded
/// in decimal (scaling by powers of ten in binary would add the very noise being removed).
private struct ShortestDigits {
    let negative: Bool
    /// Significant digits, the first not 0, no trailing 0.
    let digits: [Int]
    let exponent: Int

    /// From Swift's shortest round-trip `description` (`0.44999999999999996`, `4.5e-05`, `1e+20`).
    init(_ value: Double) {
        let text = abs(value).description
        var mantissa = Substring(text)
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            mantissa = text[..<e]
            exponent = Int(text[text.index(after: e)...]) ?? 0
        }
        var all: [Int] = []
        var beforePoint = 0
        var seenPoint = false
        for character in mantissa {
            if character == "." {
                seenPoint = true
            } else if let digit = character.wholeNumberValue {
                all.append(digit)
                if !seenPoint { beforePoint += 1 }
            }
        }
        var point = beforePoint + exponent
        while let first = all.first, first == 0 {
            all.removeFirst()
            point -= 1
        }
        while let last = all.last, last == 0 { all.removeLast() }
        negative = value < 0
        digits = all
        self.exponent = point
    }

    /// The value at `count` significant digits (rounded half up), nil when it is not a finite double.
    func rounded(to count: Int) -> Double? {
        var kept = Array(digits.prefix(count))
        var point = exponent
        if digits.count > count, digits[count] >= 5 {
            var index = kept.count - 1
            while index >= 0 {
                if kept[index] < 9 {
                    kept[index] += 1
                    break
                }
                kept[index] = 0
                index -= 1
            }
            if index < 0 {
                kept.insert(1, at: 0)
                kept.removeLast()
                point += 1
            }
        }
        guard !kept.isEmpty else { return 0 }
        let text = (negative ? "-" : "") + "0." + kept.map(String.init).joined() + "e\(point)"
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
