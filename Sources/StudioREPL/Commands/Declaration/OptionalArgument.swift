import AnimationCore

/// A positional a verb may leave out; `arguments[key]` is nil when it was.
public struct OptionalArgument<Value: Sendable>: PositionalKey {
    public let declaration: Positional
    let convert: @Sendable (ArgumentValue) -> Value?

    init(_ declaration: Positional, convert: @escaping @Sendable (ArgumentValue) -> Value?) {
        self.declaration = declaration
        self.convert = convert
    }
}

extension OptionalArgument where Value == ArgumentValue {
    init(_ name: String, _ kind: ValueKind, shownAs: String? = nil) {
        self.init(Positional(name, kind, count: 0...1, shownAs: shownAs), convert: Conversion.located)
    }

    /// The literal word `word` (`on`), remembered where it was typed.
    static func keyword(_ word: String, shownAs: String? = nil) -> OptionalArgument {
        OptionalArgument(Positional(word, .keyword(word), count: 0...1, shownAs: shownAs), convert: Conversion.located)
    }
}

extension OptionalArgument where Value: ArgumentChoice {
    static func choice(_ name: String) -> OptionalArgument {
        OptionalArgument(Positional(name, .choice(Value.words), count: 0...1), convert: Value.converted)
    }
}

extension OptionalArgument where Value == Located<Template> {
    /// A built-in template, looked up when the line is parsed.
    static func template(_ name: String) -> OptionalArgument {
        OptionalArgument(Positional(name, .template(entrances: false), count: 0...1)) { value in
            value.template.map { Located($0, value) }
        }
    }
}

extension OptionalArgument where Value: CheckedName {
    /// A name checked by the store's rules where typed (see ``RequiredArgument``).
    static func named(_ name: String, _ kind: ValueKind, shownAs: String? = nil) -> OptionalArgument {
        OptionalArgument(Positional(name, kind, count: 0...1, shownAs: shownAs), convert: Value.init(checked:))
    }
}
