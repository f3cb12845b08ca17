/// A typed value with where it was typed, for errors found after parsing (a scroll step that
/// cannot run, a template that has no such property) to point at it.
public struct Located<Value: Sendable>: Sendable {
    public let value: Value
    /// The value as typed.
    public let source: ArgumentValue

    init(_ value: Value, _ source: ArgumentValue) {
        self.value = value
        self.source = source
    }

    public var text: String { source.text }
    var token: Token { source.token }
}
