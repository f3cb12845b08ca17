/// A character that is never drawn as it is, because it would change or hide what a terminal
/// shows: it is shown as an escape (`\e`, `\u{200B}`), and a name may not hold one.
public struct HiddenCharacter: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// C0 and C1 controls and DEL (ESC starts terminal commands, line feeds break lines).
        case control
        /// The line and paragraph separators U+2028 and U+2029.
        case lineSeparator
        /// Bidirectional controls (U+061C, U+200E/F, U+202A–E, U+2066–9): they reorder the text
        /// around them ("Trojan Source").
        case bidiControl
        /// Zero-width and format characters (U+200B, U+2060, U+FEFF, the soft hyphen, tags), a
        /// variation selector or joiner outside the sequence it belongs to, the Hangul fillers and
        /// the blank Braille pattern: they draw nothing, so two texts could look the same.
        case invisible
        /// A combining mark with no character to draw on (at the start of a text).
        case unattachedMark
    }

    public let scalar: Unicode.Scalar
    public let kind: Kind

    /// `U+200B ZERO WIDTH SPACE`: the code point, at least four hex digits, and its name.
    public var codePointAndName: String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return scalar.properties.name.map { code + " " + $0 } ?? code
    }

    /// The visible form printed in its place: `\e`, `\t`, `\n`, `\r`, or `\u{200B}`.
    public var escape: String {
        switch scalar {
        case "\u{1B}": return "\\e"
        case "\t": return "\\t"
        case "\n": return "\\n"
        case "\r": return "\\r"
        default: return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        }
    }
}
