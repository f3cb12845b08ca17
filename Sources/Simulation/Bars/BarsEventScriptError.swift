/// An event script that cannot be parsed: the message names the step, the value and what is
/// allowed; `span` is where in the script text (unicode scalars) the problem is.
public struct BarsEventScriptError: Error, Equatable, Sendable {
    public let message: String
    public let span: Range<Int>

    public init(_ message: String, span: Range<Int>) {
        self.message = message
        self.span = span
    }

    /// Offset and length of the span, as carets take them.
    public var offset: Int { span.lowerBound }
    public var length: Int { span.count }
}
