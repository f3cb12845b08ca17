/// Everything the studio knows about one verb, declared once: the parser, `help`, `help VERB`, the
/// usage line in errors and Tab completion are all generated from it.
public struct CommandSpec: Sendable {
    /// The groups `help` lists verbs under, in order.
    public enum Group: String, CaseIterable, Sendable {
        case curves, presets, datasets, table, scenes, exchange, studio
    }

    /// What a verb needs of the studio database, so the program opens it only when needed.
    public enum StoreUse: Sendable {
        case none
        /// Reads only: nothing is written.
        case reads
        case writes
    }

    public let name: String
    public let group: Group
    /// One line: what it does.
    public let summary: String
    public let positionals: [Positional]
    public let flags: [Flag]
    /// A real example that runs on a new studio database.
    public let example: String
    public let store: StoreUse
    /// Other names that run it (`exit` for `quit`); not listed by `help`.
    public let aliases: [String]
    /// More lines `help VERB` shows after the flags (the tuner's keys).
    public let notes: [String]

    /// Declares a verb from its typed keys, the same keys its handler reads values with.
    public init(
        _ name: String, group: Group, summary: String, positionals: [any PositionalKey] = [],
        flags: [any FlagKey] = [], example: String, store: StoreUse = .none, aliases: [String] = [],
        notes: [String] = []
    ) {
        self.name = name
        self.group = group
        self.summary = summary
        self.positionals = positionals.map(\.declaration)
        self.flags = flags.map(\.declaration)
        self.example = example
        self.store = store
        self.aliases = aliases
        self.notes = notes
    }

    /// `sample CURVE [--duration S] [--samples N] …`.
    public var usage: String {
        ([name] + positionals.map(\.usage) + flags.map(\.usage)).filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The flag called `name` (or its short form).
    public func flag(named name: String) -> Flag? {
        flags.first { $0.name == name || $0.short == name }
    }

    /// The positional that takes the value at `index` (0-based), if any.
    func positional(at index: Int) -> Positional? {
        var start = 0
        for positional in positionals {
            if index < start + positional.count.upperBound { return positional }
            start += positional.count.upperBound
        }
        return nil
    }
}
