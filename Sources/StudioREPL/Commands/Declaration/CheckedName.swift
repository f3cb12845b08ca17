import StudioStore

/// A name of a preset, tag, dataset, session or saved script, checked where it was typed by the
/// rules the store applies when it creates one (``NameKind/check(_:)``): a name that could never
/// exist is refused with a caret under it instead of by a lookup. It keeps where it was typed, so
/// a later error (no such dataset) points at it too.
protocol CheckedName: Sendable {
    static var kind: NameKind { get }
    var name: String { get }
    var source: ArgumentValue { get }
    init(unchecked name: String, source: ArgumentValue)
}

extension CheckedName {
    /// The name in `value` when the parser checked it as this kind; nil otherwise.
    init?(checked value: ArgumentValue) {
        guard case .name(let kind) = value.typed, kind == Self.kind else { return nil }
        self.init(unchecked: value.text, source: value)
    }

    /// Checks a value whose kind of name is known only in the handler (`import KIND FILE --as
    /// NAME`), with the same rules, message and caret the parser gives.
    static func parse(_ value: ArgumentValue) throws(CommandError) -> Self {
        try CommandParser.checkName(value.token, kind)
        return Self(unchecked: value.text, source: value)
    }

    var token: Token { source.token }
}
