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
    init(_ name: String, _ kind: ValueKind) {
        self.init(Positional(name, kind), convert: Conversion.located)
    }
}

extension RequiredArgument where Value == String {
    /// One word of `words`.
    static func choice(_ name: String, _ words: [String]) -> RequiredArgument {
        RequiredArgument(Positional(name, .choice(words)), convert: Conversion.text)
    }
}
