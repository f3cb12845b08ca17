/// Why a preset, tag, dataset or session name was refused.
///
/// Names are 1...64 characters (Unicode scalars, the unit SQLite's
/// `length()` counts, so the database CHECK agrees with this validation)
/// without tabs, line breaks, leading or trailing spaces, control characters or `@` (which separates a preset
/// from a version in `bounce@3`), without bidirectional controls (which reorder what a terminal shows
/// around them) and without invisible characters (U+200B, a lone variation selector, a combining mark
/// with nothing to draw on: anything the terminal shows as an escape, ``TerminalText``), so two
/// names never look the same. Tags also may not be all ASCII digits
/// (they would read as version numbers) nor `draft` or `latest` in any case
/// (those words are reserved for the draft and the latest version).
public enum NameProblem: Sendable, Equatable {
    case empty
    case tooLong(length: Int)
    case whitespace
    case controlCharacter
    case bidiControl(Unicode.Scalar)
    case invisibleCharacter(Unicode.Scalar)
    case unattachedMark(Unicode.Scalar)
    case atSign
    case allDigits
    case reserved

    /// The longest name allowed, in Unicode scalars.
    public static let maximumLength = 64

    /// The rules, phrased once so every message states what is allowed.
    static let rules =
        "use 1-\(maximumLength) characters without tabs, line breaks, leading or trailing spaces, control or invisible characters or “@”"

    func message(kind: NameKind, value: String) -> String {
        let subject = kind == .tag ? "tag \(quoted(value))" : "\(kind.rawValue) name \(quoted(value))"
        switch self {
        case .empty:
            return "\(kind.rawValue) name must not be empty; \(Self.rules)"
        case .tooLong(let length):
            return "\(subject) is \(length) characters long; the limit is \(Self.maximumLength)"
        case .whitespace:
            return "\(subject) contains whitespace; \(Self.rules)"
        case .controlCharacter:
            return "\(subject) contains a control character; \(Self.rules)"
        case .bidiControl(let scalar):
            return
                "\(subject) contains the bidirectional control \(Self.code(scalar)), which reorders the text around it; \(Self.rules)"
        case .invisibleCharacter(let scalar):
            return
                "\(subject) contains the invisible character \(Self.code(scalar)), so it could look like another name; \(Self.rules)"
        case .unattachedMark(let scalar):
            return
                "\(subject) starts with the combining mark \(Self.code(scalar)), which has no character to draw on; \(Self.rules)"
        case .atSign:
            return "\(subject) contains “@”, which separates a preset from a version; \(Self.rules)"
        case .allDigits:
            return "\(subject) is all digits and would read as a version number; include a non-digit"
        case .reserved:
            return "\(subject) is reserved; choose a tag other than draft or latest"
        }
    }

    /// `U+200B` (at least four hex digits), with the character's name when it has one.
    private static func code(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return scalar.properties.name.map { "\(code) \($0)" } ?? code
    }
}
