/// A word of a command line, with where it came from so errors can point at it.
public struct Token: Equatable, Sendable {
    /// The text with quotes removed and escapes resolved.
    public let text: String
    /// Offset of the first character in the source line, in unicode scalars.
    public let offset: Int
    /// Length in the source line, including quotes.
    public let length: Int
    /// True when the token was quoted (so `"--x"` is a value, never a flag).
    public let quoted: Bool

    public init(text: String, offset: Int, length: Int, quoted: Bool = false) {
        self.text = text
        self.offset = offset
        self.length = length
        self.quoted = quoted
    }

    /// True for `--name` and `-x` (unquoted, not a negative number).
    public var isFlag: Bool {
        guard !quoted, text.hasPrefix("-"), text.count > 1 else { return false }
        let second = text[text.index(after: text.startIndex)]
        return !(second.isNumber || second == ".")
    }
}

/// The tokens of one command and the source line they came from.
public struct SourceCommand: Equatable, Sendable {
    public let tokens: [Token]
    /// The full source line (for carets).
    public let source: String
    /// 1-based line number within the script.
    public let lineNumber: Int
}
