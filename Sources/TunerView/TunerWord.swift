/// A word of a line typed in place, as the command language reads it: its text (quotes removed) and
/// where it stands in the line, in Unicode scalars, so an error can put a caret under it.
public struct TunerWord: Equatable, Sendable {
    public let text: String
    public let offset: Int
    public let length: Int
    /// Written in quotes (a caret inside it starts after the opening quote).
    public let quoted: Bool

    public init(_ text: String, offset: Int, length: Int, quoted: Bool = false) {
        self.text = text
        self.offset = offset
        self.length = length
        self.quoted = quoted
    }

    /// Splits a typed line into words, the command language's way (the loop passes the studio's own
    /// lexer, so a typed value reads as `set` reads it); a line it cannot read is refused with its
    /// message and where.
    public typealias Reader = @Sendable (String) -> Result<[TunerWord], TunerLineError>
}

/// Why a typed line was refused: the message and the scalars of the line it points at.
public struct TunerLineError: Error, Equatable, Sendable {
    public let message: String
    public let offset: Int?
    public let length: Int

    public init(_ message: String, offset: Int? = nil, length: Int = 1) {
        self.message = message
        self.offset = offset
        self.length = max(1, length)
    }
}
