/// One verb: its declaration and the handler that runs it with typed values.
public struct Command: Sendable {
    public let spec: CommandSpec
    let run: @Sendable (ParsedArguments, Session) throws(CommandError) -> Outcome

    init(_ spec: CommandSpec, run: @escaping @Sendable (ParsedArguments, Session) throws(CommandError) -> Outcome) {
        self.spec = spec
        self.run = run
    }
}
