/// A positional given several times (`CURVE…`, `PARAM VALUE …`); `arguments[key]` is every value
/// in order, as many as its count allows.
public struct RepeatedArgument<Value: Sendable>: PositionalKey {
    public let declaration: Positional
    let convert: @Sendable (ArgumentValue) -> Value?

    init(_ name: String, _ kind: ValueKind, count: ClosedRange<Int>, shownAs: String? = nil, allowsOne: Bool = false)
    where Value == ArgumentValue {
        declaration = Positional(name, kind, count: count, shownAs: shownAs, allowsOne: allowsOne)
        convert = Conversion.located
    }
}
