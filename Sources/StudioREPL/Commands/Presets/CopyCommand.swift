import StudioStore
import TerminalText

/// `copy NAME NEW`: a second preset with the whole history of the first (versions with their times
/// and messages, tags, the draft and its undo steps), made current. `new NEW from NAME@N` starts
/// one from a single version instead.
enum CopyCommand {
    static let command = Command(
        CommandSpec(
            "copy", group: .presets,
            summary: "copy a preset with every version, tag and its draft under a new name, and make the copy current",
            positionals: [name, new],
            example: "copy bounce bounce-wide", store: .writes),
        run: run)

    static let name = RequiredArgument("NAME", .preset)
    static let new = RequiredArgument("NEW", .newName)

    static func run(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> Outcome {
        let source = arguments[Self.name]
        let new = arguments[Self.new]
        try RenameCommand.refuseReservedName(new, session)
        let name = try RenameCommand.existingPreset(source, session)
        let store = try session.requireStore()
        let copy = try session.attempt { try store.copyPreset(name, to: new.text, at: session.clock()) }
        try session.makeCurrent(copy.name)
        let versions = Plural.count(copy.latestVersion, "version")
        return Outcome(
            "copied \(TerminalText.sanitized(name)) to \(TerminalText.sanitized(copy.name)) with \(versions) (latest \(TerminalText.sanitized(copy.name))@\(copy.latestVersion)\(copy.draftDiffers ? ", and its changed draft" : ""))"
        )
    }
}
