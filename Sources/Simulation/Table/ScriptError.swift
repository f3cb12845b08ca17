/// A scroll, gesture or event script that cannot be parsed (or a scroll that cannot run): the
/// message names the step, the value and what is allowed; `span` is where in the script text
/// (unicode scalars) the problem is. The three script languages share their words (``ScriptWord``)
/// and this error.
public struct ScriptError: Error, Equatable, Sendable {
    public let message: String
    public let span: Range<Int>

    public init(_ message: String, span: Range<Int>) {
        self.message = message
        self.span = span
    }
}
