/// A positional a verb requires exactly once; `arguments[key]` is its value (the parser has
/// already refused a line without it).
public struct RequiredArgument<Value: Sendable>: PositionalKey {
    public let declaration: Positional
    let convert: @Sendable (ArgumentValue) -> Value?

    init(_ declaration: Positional, convert: @escaping @Sendable (ArgumentValue) -> Value?) {
        self.declaration = declaration
        self.convert = convert
    }
}

extension RequiredArgument where Value == ArgumentValue {
    /// A name, reference, path or text, kept with where it was typed for later errors' carets.
    init(_ name: String, _ kind: ValueKind, shownAs: String? = nil) {
        self.init(Positional(name, kind, shownAs: shownAs), convert: Conversion.located)
    }
}

extension RequiredArgument where Value: ArgumentChoice {
    /// One word of the choice's set, received as its typed value.
    static func choice(_ name: String) -> RequiredArgument {
        RequiredArgument(Positional(name, .choice(Value.words)), convert: Value.converted)
    }
}

extension RequiredArgument where Value: CheckedName {
    /// A preset, tag, dataset, session or script name, checked by the store's rules where typed.
    /// `kind` says which (`.preset` for an existing preset, `.newName(.preset)` for a new one).
    static func named(_ name: String, _ kind: ValueKind) -> RequiredArgument {
        RequiredArgument(Positional(name, kind), convert: Value.init(checked:))
    }
}

extension RequiredArgument where Value == FilePath {
    /// A file or folder path, checked by `PathRule` where typed.
    static func path(_ name: String, _ kind: ValueKind) -> RequiredArgument {
        RequiredArgument(Positional(name, kind), convert: FilePath.init(checked:))
    }
}
