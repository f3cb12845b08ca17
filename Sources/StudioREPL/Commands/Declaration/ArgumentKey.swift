/// A typed key of a verb's declaration: the untyped declaration it contributes to the verb's
/// `CommandSpec` (for the parser, `help`, usage lines and completion) and, in the key's own type,
/// what a handler receives for it. Handlers read values only through keys:
/// `arguments[Self.file]`, never by a name in a string.
public protocol PositionalKey: Sendable {
    var declaration: Positional { get }
}

/// A flag's typed key (see ``PositionalKey``).
public protocol FlagKey: Sendable {
    var declaration: Flag { get }
}

/// How a key turns the parser's checked value into the handler's typed value. The parser has
/// already converted the text by its kind; a conversion only picks the kind's form.
enum Conversion {
    static func located(_ value: ArgumentValue) -> ArgumentValue? { value }
    static func text(_ value: ArgumentValue) -> String? { value.text }
    static func number(_ value: ArgumentValue) -> Double? { value.number }
    static func integer(_ value: ArgumentValue) -> Int? { value.integer }
}
