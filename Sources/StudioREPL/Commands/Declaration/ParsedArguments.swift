/// A command line parsed against its verb's declaration: positionals in order and flags by their
/// long name, every value already checked and converted by its kind.
public struct ParsedArguments: Sendable {
    public let spec: CommandSpec
    /// The verb as typed (for carets on errors about the whole command).
    public let verb: ArgumentValue
    /// Values of each declared positional, by the positional's name.
    let positionalValues: [String: [ArgumentValue]]
    /// Values of the flags given, by long name (a boolean flag maps to its own token).
    let flagValues: [String: ArgumentValue]

    /// The values given for the positional called `name` (empty when left out).
    public func all(_ name: String) -> [ArgumentValue] { positionalValues[name] ?? [] }

    /// The first value of the positional called `name`, if given.
    public func positional(_ name: String) -> ArgumentValue? { positionalValues[name]?.first }

    /// The value of `--flag`, if given.
    public func flag(_ name: String) -> ArgumentValue? { flagValues[name] }

    /// True when the flag was given.
    public func has(_ name: String) -> Bool { flagValues[name] != nil }

    /// A number flag's value, or `fallback`.
    public func number(_ name: String) -> Double? { flagValues[name]?.number }

    /// An integer flag's value.
    public func integer(_ name: String) -> Int? { flagValues[name]?.integer }

    /// A text or choice flag's value.
    public func text(_ name: String) -> String? { flagValues[name]?.text }

    /// A choice flag's value, or the first choice it declares when absent.
    public func choice(_ name: String, default fallback: String) -> String { flagValues[name]?.text ?? fallback }

    /// How many values were given in all.
    public var positionalCount: Int { positionalValues.values.reduce(0) { $0 + $1.count } }
}
