import StudioStore
import TerminalText

/// `tag REF TAG [--force]`: name a committed version.
enum TagCommand {
    static let command = Command(
        CommandSpec(
            "tag", group: .presets, summary: "name a committed version (bounce@calm)",
            positionals: [reference, tag], flags: [force], example: "tag bounce@2 calm",
            store: .writes),
        run: run)

    static let reference = RequiredArgument("REF", .reference)
    static let tag = RequiredArgument("TAG", .newName)
    static let force = Switch("--force", "move the tag if it names another version")

    static func run(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> Outcome {
        let reference = arguments[Self.reference]
        let resolved = try session.resolve(reference)
        guard let number = resolved.version else {
            throw session.located("only committed versions can be tagged; commit the draft first", reference.token)
        }
        let store = try session.requireStore()
        let tag = arguments[Self.tag].text
        _ = try session.attempt {
            try store.tag(tag, of: resolved.name, version: number, force: arguments[Self.force], at: session.clock())
        }
        let name = TerminalText.sanitized(resolved.name)
        return Outcome("\(name)@\(TerminalText.sanitized(tag)) → \(name)@\(number)")
    }
}
