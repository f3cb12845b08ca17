/// Makes text safe to print: control characters and escape sequences become visible, never raw.
public enum TerminalText {
    /// Replaces C0/C1 controls and DEL with visible escapes (`\e`, `\t`, `\u{7F}`…), keeping the rest.
    public static func sanitized(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x1B: out.append(contentsOf: "\\e".unicodeScalars)
            case 0x09: out.append(contentsOf: "\\t".unicodeScalars)
            case 0x0A: out.append(contentsOf: "\\n".unicodeScalars)
            case 0x0D: out.append(contentsOf: "\\r".unicodeScalars)
            case 0x00..<0x20, 0x7F, 0x80..<0xA0:
                out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            default: out.append(scalar)
            }
        }
        return String(out)
    }
}
