/// Makes text safe to print: control characters, escape sequences and bidirectional controls become
/// visible, never raw.
public enum TerminalText {
    /// Replaces C0/C1 controls, DEL, the bidirectional controls (U+061C, U+200E/F, U+202A–U+202E,
    /// U+2066–U+2069, which reorder the rest of a line: "Trojan Source") and the line and paragraph
    /// separators U+2028/9 with visible escapes (`\e`, `\t`, `\u{7F}`, `\u{202E}`…), keeping the rest.
    public static func sanitized(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x1B: out.append(contentsOf: "\\e".unicodeScalars)
            case 0x09: out.append(contentsOf: "\\t".unicodeScalars)
            case 0x0A: out.append(contentsOf: "\\n".unicodeScalars)
            case 0x0D: out.append(contentsOf: "\\r".unicodeScalars)
            case 0x00..<0x20, 0x7F, 0x80..<0xA0, 0x2028, 0x2029: out.append(contentsOf: escape(scalar))
            case _ where scalar.properties.isBidiControl: out.append(contentsOf: escape(scalar))
            default: out.append(scalar)
            }
        }
        return String(out)
    }

    /// `\u{202E}`: a character shown by its code point.
    private static func escape(_ scalar: Unicode.Scalar) -> String.UnicodeScalarView {
        "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars
    }
}
