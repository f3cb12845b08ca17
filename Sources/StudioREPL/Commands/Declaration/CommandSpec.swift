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

    /// The verb (`sample`), or for a subcommand the verb and its word (`library push`).
    public private(set) var name: String
    public private(set) var group: Group
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
    /// The verb's subcommands (`library push`), each declared like a verb, in the order `help`
    /// lists them; the word after the verb picks one, and the verb alone runs its own handler.
    public private(set) var subcommands: [CommandSpec] = []
    /// For a subcommand, the word that picks it (`push`); for a verb, its name.
    public private(set) var word: String
    /// For a subcommand, the flags its siblings declare and it does not, each with the sibling that
    /// takes it, so `library push --mine` says where `--mine` belongs.
    private(set) var siblingFlags: [String: String] = [:]

    /// Declares a verb from its typed keys, the same keys its handler reads values with.
    public init(
        _ name: String, group: Group, summary: String, positionals: [any PositionalKey] = [],
        flags: [any FlagKey] = [], example: String, store: StoreUse = .none, aliases: [String] = [],
        notes: [String] = []
    ) {
        self.name = name
        self.word = name
        self.group = group
        self.summary = summary
        self.positionals = positionals.map(\.declaration)
        self.flags = flags.map(\.declaration)
        self.example = example
        self.store = store
        self.aliases = aliases
        self.notes = notes
    }

    /// A subcommand of a verb (`push` of `library`), declared like a verb; the verb's ``Command``
    /// names it after itself (`library push`) and gives it its group.
    public static func subcommand(
        _ word: String, summary: String, positionals: [any PositionalKey] = [], flags: [any FlagKey] = [],
        example: String, store: StoreUse = .none
    ) -> CommandSpec {
        CommandSpec(
            word, group: .studio, summary: summary, positionals: positionals, flags: flags, example: example,
            store: store)
    }

    /// This verb with `children` as its subcommands, each renamed after it (`library push`), in its group.
    func adopting(_ children: [CommandSpec]) -> CommandSpec {
        var parent = self
        parent.subcommands = children.map { child in
            var nested = child
            nested.name = name + " " + child.word
            nested.group = group
            for sibling in children where sibling.word != child.word {
                nested.siblingFlags.merge(sibling.flagOwners(except: nested)) { first, _ in first }
            }
            return nested
        }
        for child in children {
            parent.siblingFlags.merge(child.flagOwners(except: parent)) { first, _ in first }
        }
        return parent
    }

    /// Each spelling of this subcommand's flags (`--message`, `-m`) that `other` does not take, with
    /// this subcommand's word.
    private func flagOwners(except other: CommandSpec) -> [String: String] {
        var owners: [String: String] = [:]
        for flag in flags where other.flag(named: flag.name) == nil {
            for spelling in [flag.name] + (flag.short.map { [$0] } ?? []) { owners[spelling] = word }
        }
        return owners
    }

    /// The subcommand `word` picks, if any.
    public func subcommand(_ word: String) -> CommandSpec? { subcommands.first { $0.word == word } }

    /// How usage lines name the word that picks a subcommand.
    static let subcommandPlaceholder = "ACTION"

    /// `sample CURVE [--duration S] [--samples N] …`; `library [ACTION]` for a verb with subcommands.
    public var usage: String {
        let picked = subcommands.isEmpty ? [] : ["[\(Self.subcommandPlaceholder)]"]
        return ([name] + picked + positionals.map(\.usage) + flags.map(\.usage)).filter { !$0.isEmpty }.joined(
            separator: " ")
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
