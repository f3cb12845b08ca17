import TerminalText

/// One verb: its declaration and the handler that runs it with typed values; a verb with
/// subcommands (`library push`) has one of these for each of them too.
public struct Command: Sendable {
    public let spec: CommandSpec
    let run: @Sendable (ParsedArguments, Session) throws(CommandError) -> Outcome
    /// The subcommands, each named after this verb (`library push`), in the order `help` lists them.
    public let subcommands: [Command]

    /// A verb; with `subcommands`, `run` is what the verb alone does (`library` says which library).
    init(
        _ spec: CommandSpec, subcommands: [Command] = [],
        run: @escaping @Sendable (ParsedArguments, Session) throws(CommandError) -> Outcome
    ) {
        let parent = spec.adopting(subcommands.map(\.spec))
        self.spec = parent
        self.run = run
        self.subcommands = zip(subcommands, parent.subcommands).map { child, nested in
            Command(nested, subcommands: [], run: child.run)
        }
    }

    /// The subcommand `word` picks, if any.
    public func subcommand(_ word: String) -> Command? { subcommands.first { $0.spec.word == word } }

    /// The command a line's words after the verb run: a subcommand when the first word picks one,
    /// else the verb itself; with the verb's token (spanning the subcommand's word too) and the
    /// words left for the parser. A word where a subcommand belongs that picks none is an error.
    func selecting(_ verb: Token, _ tokens: [Token]) throws(CommandError) -> (Command, Token, [Token]) {
        guard !subcommands.isEmpty, let first = tokens.first, !first.isFlag else { return (self, verb, tokens) }
        guard let child = subcommand(first.text), !first.quoted else {
            let words = subcommands.map(\.spec.word)
            throw CommandError.syntax(
                "\(CommandSpec.subcommandPlaceholder) must be one of \(words.joined(separator: ", ")), got “\(first.text)”"
                    + Suggestions.didYouMean(first.text, among: words),
                offset: first.offset, length: first.length)
        }
        let spanned = Token(
            text: verb.text + " " + first.text, offset: verb.offset,
            length: first.offset + first.length - verb.offset)
        return (child, spanned, Array(tokens.dropFirst()))
    }
}
