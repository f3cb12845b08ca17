/// A command line parsed against its verb's declaration: every value already checked and converted
/// by its kind. Handlers read it only through their declaration's typed keys
/// (`arguments[Self.file]`); there is no lookup by a name in a string, so a handler cannot ask for
/// a value its verb does not declare under another spelling.
public struct ParsedArguments: Sendable {
    public let spec: CommandSpec
    /// The verb as typed (for carets on errors about the whole command).
    public let verb: ArgumentValue
    /// Values of each declared positional, by the positional's name.
    private let positionalValues: [String: [ArgumentValue]]
    /// Values of the flags given, by long name (a flag without a value maps to its own token).
    private let flagValues: [String: ArgumentValue]

    init(
        spec: CommandSpec, verb: ArgumentValue, positionalValues: [String: [ArgumentValue]],
        flagValues: [String: ArgumentValue]
    ) {
        self.spec = spec
        self.verb = verb
        self.positionalValues = positionalValues
        self.flagValues = flagValues
    }

    /// A required positional's value: the parser refused the line without it.
    public subscript<Value>(key: RequiredArgument<Value>) -> Value {
        guard let value = positionalValues[key.declaration.name]?.first.flatMap(key.convert) else {
            preconditionFailure("\(spec.name) does not declare the positional \(key.declaration.name)")
        }
        return value
    }

    public subscript<Value>(key: OptionalArgument<Value>) -> Value? {
        positionalValues[key.declaration.name]?.first.flatMap(key.convert)
    }

    public subscript<Value>(key: RepeatedArgument<Value>) -> [Value] {
        (positionalValues[key.declaration.name] ?? []).compactMap(key.convert)
    }

    public subscript<Value>(key: ValueFlag<Value>) -> Value? {
        flagValues[key.declaration.name].flatMap(key.convert)
    }

    /// The flag's value, or its declared default.
    public subscript<Value>(key: DefaultedFlag<Value>) -> Value {
        flagValues[key.declaration.name].flatMap(key.convert) ?? key.defaultValue
    }

    public subscript(key: Switch) -> Bool { flagValues[key.declaration.name] != nil }

    /// The flag as typed, when it was given: for carets on errors about the flag itself (`--row
    /// applies to templates only`) and for flags refused in a context.
    public func given(_ key: any FlagKey) -> ArgumentValue? { flagValues[key.declaration.name] }
}
