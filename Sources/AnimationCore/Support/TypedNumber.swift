/// A number as a person types it: decimal digits with an optional sign, point and exponent (`16`,
/// `-0.5`, `.5`, `5.`, `+1`, `1e-3`). Swift's `Double(String)` also takes hexadecimal (`0x10`,
/// `0x1p-1`); a designer typing `0x10` for a damping made a mistake, so every typed number is read
/// here instead. `nan`, `inf` and `infinity` are read as what they are, so that the range check
/// refuses them by name as before. A NUL anywhere makes no number (C's reader behind
/// `Double(String)` stopped at it and took “0.5\u{0}9”, from an agent's JSON or a script file, as 0.5).
public enum TypedNumber {
    /// The value of `text`, or nil when it is no decimal number.
    public static func value(_ text: some StringProtocol) -> Double? {
        guard isDecimal(text) || isNonFinite(text) else { return nil }
        return Double(String(text))
    }

    /// What to add to the refusal of `text` when Swift would have read it (hexadecimal): that numbers
    /// are typed in decimal, and the decimal number it spells when that is finite; empty otherwise.
    public static func hint(_ text: some StringProtocol) -> String {
        // (C's reader behind Double(String) stops at a NUL: "0.5\u{0}9" would be "spelled" 0.5.)
        guard value(text) == nil, !text.utf8.contains(0), let spelled = Double(String(text)) else { return "" }
        let decimal = spelled.isFinite ? ": did you mean “\(NumberFormat.shortest(spelled))”?" : ""
        return "; numbers are typed in decimal digits\(decimal)"
    }

    /// `[+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?`
    private static func isDecimal(_ text: some StringProtocol) -> Bool {
        var scalars = Substring(text).unicodeScalars[...]
        func digits() -> Int {
            var count = 0
            while let c = scalars.first, ("0"..."9").contains(c) {
                scalars.removeFirst()
                count += 1
            }
            return count
        }
        func sign() { if let c = scalars.first, c == "+" || c == "-" { scalars.removeFirst() } }
        sign()
        var mantissa = digits()
        if scalars.first == "." {
            scalars.removeFirst()
            mantissa += digits()
        }
        guard mantissa > 0 else { return false }
        if let c = scalars.first, c == "e" || c == "E" {
            scalars.removeFirst()
            sign()
            guard digits() > 0 else { return false }
        }
        return scalars.isEmpty
    }

    private static func isNonFinite(_ text: some StringProtocol) -> Bool {
        var word = Substring(text).lowercased()
        if word.first == "+" || word.first == "-" { word.removeFirst() }
        return ["nan", "inf", "infinity"].contains(word)
    }
}
