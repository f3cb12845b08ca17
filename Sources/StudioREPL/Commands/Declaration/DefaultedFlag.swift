import AnimationCore

/// A flag whose default is a value, declared once here: `help` shows it and `arguments[key]`
/// returns it when the flag is left out.
public struct DefaultedFlag<Value: Sendable>: FlagKey {
    public internal(set) var declaration: Flag
    /// What a handler receives when the flag is left out.
    public let defaultValue: Value
    let convert: @Sendable (ArgumentValue) -> Value?

    init(_ declaration: Flag, defaultValue: Value, convert: @escaping @Sendable (ArgumentValue) -> Value?) {
        self.declaration = declaration
        self.defaultValue = defaultValue
        self.convert = convert
    }
}

extension DefaultedFlag where Value == Double {
    static func number(
        _ name: String, _ rule: NumberRule, _ placeholder: String? = nil, _ summary: String, default value: Double,
        note: String? = nil
    ) -> DefaultedFlag {
        DefaultedFlag(
            Flag(name, .number(rule), placeholder, summary, default: .number(value, note: note)), defaultValue: value,
            convert: Conversion.number)
    }
}

extension DefaultedFlag where Value == Int {
    static func integer(
        _ name: String, _ range: ClosedRange<Int>, _ placeholder: String? = nil, _ summary: String, default value: Int,
        note: String? = nil
    ) -> DefaultedFlag {
        DefaultedFlag(
            Flag(name, .integer(range), placeholder, summary, default: FlagDefault(shown: "\(value)", note: note)),
            defaultValue: value, convert: Conversion.integer)
    }
}

extension DefaultedFlag where Value: ArgumentChoice {
    /// One word of the choice's set, received as its typed value; `value` when left out.
    static func choice(
        _ name: String, _ placeholder: String? = nil, _ summary: String, default value: Value, note: String? = nil
    ) -> DefaultedFlag {
        DefaultedFlag(
            Flag(
                name, .choice(Value.words), placeholder, summary,
                default: FlagDefault(shown: value.argument, note: note)),
            defaultValue: value, convert: Value.converted)
    }
}

extension DefaultedFlag where Value == String {

    /// Any text (a script); help shows the default in quotes.
    static func text(_ name: String, _ placeholder: String, _ summary: String, default value: String)
        -> DefaultedFlag
    {
        DefaultedFlag(
            Flag(name, .text, placeholder, summary, default: .quoted(value)), defaultValue: value,
            convert: Conversion.text)
    }
}
