/// A positional argument of a verb: its name in usage lines, its kind and how many it takes.
public struct Positional: Sendable {
    /// How usage lines show it (`REF`, `DATASET`, `on`).
    public let name: String
    public let kind: ValueKind
    /// Fewest and most values it takes (`1...1` once, `0...1` optional, `1...8` one or more).
    public let count: ClosedRange<Int>

    /// How usage lines show it, when not the name with brackets (`PARAM VALUE [PARAM VALUE …]`).
    let shownAs: String?
    /// True when a single value also passes the parser, for the handler to judge (`compare REF`
    /// compares a preset's draft with its last version; a lone timing is still too few).
    public let allowsOne: Bool

    public init(
        _ name: String, _ kind: ValueKind, count: ClosedRange<Int> = 1...1, shownAs: String? = nil,
        allowsOne: Bool = false
    ) {
        self.name = name
        self.kind = kind
        self.count = count
        self.shownAs = shownAs
        self.allowsOne = allowsOne
    }

    /// `NAME`, `[NAME]`, `NAME…`, `[NAME…]`, or `CURVE CURVE…` for two or more: as many names as it
    /// needs, the last with `…` when it takes more.
    var usage: String {
        if let shownAs { return shownAs }
        let many = count.upperBound > count.lowerBound && count.upperBound > 1 ? "…" : ""
        if count.lowerBound == 0 { return "[\(name)\(many)]" }
        return Array(repeating: name, count: count.lowerBound).joined(separator: " ") + many
    }

    /// `2 to 8 CURVEs`, `a REF`, `at least 1 PARAM`: how many it takes, for count errors.
    var needed: String {
        let plural = count.upperBound == 1 ? name : name + "s"
        if count.lowerBound == count.upperBound { return "\(count.lowerBound) \(plural)" }
        return "\(count.lowerBound) to \(count.upperBound) \(plural)"
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
    /// What it does, as declared (without its default).
    public let about: String
    /// What it does when left out, declared once with the flag.
    public let defaultValue: FlagDefault?
    /// For an output format (`--format`), the word that asks for JSON; nil for any other flag.
    public internal(set) var jsonChoice: String?

    public init(
        _ name: String, short: String? = nil, _ value: ValueKind?, _ placeholder: String? = nil, _ about: String,
        default defaultValue: FlagDefault? = nil
    ) {
        self.name = name
        self.short = short
        self.value = value
        self.placeholder = placeholder ?? value?.placeholder ?? ""
        self.about = about
        self.defaultValue = defaultValue
    }

    /// One line for `help VERB`, the reference and the manual page: what it does, then its default
    /// generated from the declaration.
    public var summary: String {
        guard let defaultValue else { return about }
        return about + " " + defaultValue.text
    }

    /// `[--duration S]` or `[--force]`.
    var usage: String {
        let spelled = short.map { "\($0)|\(name)" } ?? name
        return value == nil ? "[\(spelled)]" : "[\(spelled) \(placeholder)]"
    }
}
