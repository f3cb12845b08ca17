/// A value picked by name from a fixed set (`--format json`, `--as swiftui`, `import lottie`): the
/// declaration lists its words (for `help`, the reference, Tab and the agent's tool schema), the
/// parser refuses any other word with "… must be one of a, b, c", and the handler receives the
/// typed case and switches over it. A word is compared with the set only here, where it was typed.
public protocol ArgumentChoice: Sendable {
    /// Every value, in the order `help` lists them.
    static var choices: [Self] { get }
    /// The word that picks it.
    var argument: String { get }
}

extension ArgumentChoice {
    /// The words, in order.
    static var words: [String] { choices.map(\.argument) }

    /// The value `word` picks, if any.
    init?(argument word: String) {
        guard let value = Self.choices.first(where: { $0.argument == word }) else { return nil }
        self = value
    }

    /// How a key converts the parser's checked word into the value.
    static func converted(_ value: ArgumentValue) -> Self? { Self(argument: value.text) }
}

extension ArgumentChoice where Self: CaseIterable & RawRepresentable, RawValue == String {
    public static var choices: [Self] { Array(allCases) }
    public var argument: String { rawValue }
}
