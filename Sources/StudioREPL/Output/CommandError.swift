import AnimationCore

/// Why a command failed: one clear line, optionally pointing at the offending text.
public struct CommandError: Error, Equatable, Sendable {
    /// The one-line message: what was wrong, the value, what is allowed.
    public let message: String
    /// Where in the source line the problem is, for a caret.
    public let offset: Int?
    public let length: Int
    /// The source line and its number, once known.
    public var sourceLine: String?
    public var lineNumber: Int?

    public init(_ message: String, offset: Int? = nil, length: Int = 1) {
        self.message = message
        self.offset = offset
        self.length = max(1, length)
    }

    /// A syntax error at a position.
    public static func syntax(_ message: String, offset: Int, length: Int) -> CommandError {
        CommandError(message, offset: offset, length: length)
    }

    /// Wraps a timing error, moving syntax positions by `offset` (the token's place in the line).
    public static func timing(_ error: TimingError, at token: Token? = nil) -> CommandError {
        let base = token.map { $0.offset + ($0.quoted ? 1 : 0) } ?? 0
        switch error {
        case .syntax(let message, let offset, let length):
            return CommandError(message, offset: token == nil ? nil : base + offset, length: length)
        default:
            return CommandError(error.message)
        }
    }

    /// The same error with its source line attached.
    public func located(line: String, number: Int) -> CommandError {
        var copy = self
        copy.sourceLine = line
        copy.lineNumber = number
        return copy
    }
}
