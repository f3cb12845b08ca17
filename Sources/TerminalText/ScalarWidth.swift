/// The columns a terminal gives one Unicode scalar, from Unicode's own data (``UnicodeWidthTable``):
/// 2 for East Asian Wide and Fullwidth characters and emoji presentation, 0 for combining marks,
/// format characters, joiners, variation selectors and controls, 1 for the rest.
public enum ScalarWidth {
    /// The Unicode version the widths come from.
    public static var unicodeVersion: String { UnicodeWidthTable.version }

    public static func columns(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        // Fast path for Latin text: below U+0300 everything but the controls takes one column.
        if value < 0x300 {
            return value < 0x20 || (0x7F...0x9F).contains(value) ? 0 : 1
        }
        if contains(UnicodeWidthTable.zero, value) { return 0 }
        if contains(UnicodeWidthTable.double, value) { return 2 }
        return 1
    }

    /// The columns of `text` drawn raw, scalar by scalar, as a line editor draws what is typed
    /// (libedit adds up `wcwidth`, which these widths agree with).
    public static func columns(ofScalars text: some StringProtocol) -> Int {
        text.unicodeScalars.reduce(0) { $0 + columns($1) }
    }

    /// Whether `value` lies in one of the inclusive ranges of `bounds` (low, high, low, high, …).
    private static func contains(_ bounds: [UInt32], _ value: UInt32) -> Bool {
        var low = 0
        var high = bounds.count / 2
        while low < high {
            let middle = (low + high) / 2
            if value < bounds[2 * middle] {
                high = middle
            } else if value > bounds[2 * middle + 1] {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
