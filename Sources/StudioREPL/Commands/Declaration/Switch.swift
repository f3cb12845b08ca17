/// A flag without a value; `arguments[key]` is whether it was given.
public struct Switch: FlagKey {
    public let declaration: Flag

    init(_ name: String, short: String? = nil, _ summary: String) {
        declaration = Flag(name, short: short, nil, nil, summary)
    }
}
