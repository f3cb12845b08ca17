/// A positional argument of a verb: its name in usage lines, its kind and how many it takes.
public struct Positional: Sendable {
    /// How usage lines show it (`REF`, `DATASET`, `on`).
    public let name: String
    public let kind: ValueKind
    /// Fewest and most values it takes (`1...1` once, `0...1` optional, `1...8` one or more).
    public let count: ClosedRange<Int>

    /// How usage lines show it, when not the name with brackets (`PARAM VALUE [PARAM VALUE …]`).
    let shownAs: String?

    public init(_ name: String, _ kind: ValueKind, count: ClosedRange<Int> = 1...1, shownAs: String? = nil) {
        self.name = name
        self.kind = kind
        self.count = count
        self.shownAs = shownAs
    }

    /// An optional positional.
    public static func optional(_ name: String, _ kind: ValueKind) -> Positional {
        Positional(name, kind, count: 0...1)
    }

    /// The literal word `word` (`on`, `from`).
    public static func keyword(_ word: String) -> Positional { Positional(word, .keyword(word)) }

    /// `NAME`, `[NAME]`, `NAME…` or `[NAME…]`.
    var usage: String {
        if let shownAs { return shownAs }
        let many = count.upperBound > 1 ? "…" : ""
        return count.lowerBound == 0 ? "[\(name)\(many)]" : name + many
    }
}

/// A `--flag` of a verb: boolean, or taking one typed value.
public struct Flag: Sendable {
    /// `--duration`.
    public let name: String
    /// `-o` for `--output`, if any.
    public let short: String?
    /// The value's kind; nil for a flag that takes none.
    public let value: ValueKind?
    /// How usage lines name the value (`S`, `FILE`).
    public let placeholder: String
    /// One line for `help VERB`, with the default when there is one.
    public let summary: String

    public init(
        _ name: String, short: String? = nil, _ value: ValueKind?, _ placeholder: String? = nil, _ summary: String
    ) {
        self.name = name
        self.short = short
        self.value = value
        self.placeholder = placeholder ?? value?.placeholder ?? ""
        self.summary = summary
    }

    /// A flag without a value.
    public static func toggle(_ name: String, short: String? = nil, _ summary: String) -> Flag {
        Flag(name, short: short, nil, nil, summary)
    }

    /// `[--duration S]` or `[--force]`.
    var usage: String {
        let spelled = short.map { "\($0)|\(name)" } ?? name
        return value == nil ? "[\(spelled)]" : "[\(spelled) \(placeholder)]"
    }
}
