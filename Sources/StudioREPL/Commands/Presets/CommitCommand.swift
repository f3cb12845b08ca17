import StudioEditing
import StudioStore
import TerminalText

/// `commit [-m MESSAGE]`: the draft becomes the next immutable version.
enum CommitCommand {
    static let command = Command(
        CommandSpec(
            "commit", group: .presets, summary: "turn the draft into the next immutable version",
            flags: [message],
            example: "commit -m \"less wobble\"", store: .writes),
        run: run)

    static let message = ValueFlag("--message", short: "-m", .text, "MESSAGE", "what changed and why")

    static func run(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> Outcome {
        let name = try session.currentPresetName()
        let edits = DraftEdits(store: try session.requireStore(), clock: session.clock)
        let message = arguments[Self.message]?.text
        let version: PresetVersion
        do {
            version = try edits.commit(name, message: message, basedOn: session.baseRevision, by: session.author)
        } catch { throw CommandError(failure: error) }
        return Outcome("\(TerminalText.sanitized(version.preset))@\(version.number)")
    }
}
