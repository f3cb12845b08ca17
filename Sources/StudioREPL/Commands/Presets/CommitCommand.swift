import StudioStore
import TerminalText

/// `commit [-m MESSAGE]`: the draft becomes the next immutable version.
enum CommitCommand {
    static let command = Command(
        CommandSpec(
            "commit", group: .presets, summary: "turn the draft into the next immutable version",
            flags: [Flag("--message", short: "-m", .text, "MESSAGE", "what changed and why")],
            example: "commit -m \"less wobble\"", store: .writes),
        run: run)

    static func run(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> Outcome {
        let name = try session.currentPresetName()
        let store = try session.requireStore()
        let message = arguments.text("--message")
        let version = try session.attempt { try store.commit(of: name, message: message, at: session.clock()) }
        return Outcome("\(TerminalText.sanitized(version.preset))@\(version.number)")
    }
}
