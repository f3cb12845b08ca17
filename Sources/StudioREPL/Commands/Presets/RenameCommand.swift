import AnimationCore
import StudioStore
import TerminalText

/// `rename NAME NEW`: the same preset under a new name, with every version, tag, draft, undo step
/// and table record; `undo` right after names it back.
enum RenameCommand {
    static let command = Command(
        CommandSpec(
            "rename", group: .presets,
            summary:
                "give a preset a new name, keeping its versions, tags, draft, undo steps and table records (undo names it back), and make it current",
            positionals: [name, new],
            example: "rename bounce-wide wide", store: .writes),
        run: run)

    static let name = RequiredArgument("NAME", .preset)
    static let new = RequiredArgument("NEW", .newName)

    static func run(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> Outcome {
        let old = arguments[Self.name]
        let new = arguments[Self.new]
        try refuseReservedName(new, session)
        let store = try session.requireStore()
        let existing = try existingPreset(old, session)
        _ = try session.attempt { try store.renamePreset(existing, to: new.text, at: session.clock()) }
        try session.makeCurrent(new.text)
        return Outcome(
            "renamed \(TerminalText.sanitized(existing)) to \(TerminalText.sanitized(new.text)) (undo names it back)")
    }

    /// A preset name may not shadow a template or a timing (as `new` refuses).
    static func refuseReservedName(_ value: ArgumentValue, _ session: Session) throws(CommandError) {
        if TemplateCatalog.isReservedPresetName(value.text) {
            throw session.located(
                "“\(value.text)” is the name of a template or timing; choose another preset name", value.token)
        }
    }

    /// The live preset `value` names, or an error with the closest names.
    static func existingPreset(_ value: ArgumentValue, _ session: Session) throws(CommandError) -> String {
        let store = try session.requireStore()
        guard let summary = try session.attempt({ try store.preset(named: value.text) }) else {
            let names = (try? store.presets().map(\.name)) ?? []
            throw session.located(
                "no preset named “\(value.text)”" + Suggestions.didYouMean(value.text, among: names), value.token)
        }
        if summary.isDeleted {
            throw session.located(
                "preset “\(summary.name)” is deleted; bring it back with restore \(summary.name)", value.token)
        }
        return summary.name
    }
}
