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

    static let name = RequiredArgument<PresetName>.named("NAME", .preset)
    static let new = RequiredArgument<PresetName>.named("NEW", .newName(.preset))

    static func run(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> Outcome {
        let old = arguments[Self.name]
        let new = arguments[Self.new]
        try refuseReservedName(new, session)
        let store = try session.requireStore()
        let existing = try existingPreset(old, session)
        _ = try session.attempt { try store.renamePreset(existing, to: new.name, at: session.clock()) }
        try session.makeCurrent(new.name)
        return Outcome(
            "renamed \(TerminalText.sanitized(existing)) to \(TerminalText.sanitized(new.name)) (undo names it back)")
    }

    /// A preset name may not shadow a template or a timing (as `new` refuses).
    static func refuseReservedName(_ value: PresetName, _ session: Session) throws(CommandError) {
        if TemplateCatalog.isReservedPresetName(value.name) {
            throw session.located(
                "“\(value.name)” is the name of a template or timing; choose another preset name", value.token)
        }
    }

    /// The live preset `value` names, or an error with the closest names.
    static func existingPreset(_ value: PresetName, _ session: Session) throws(CommandError) -> String {
        let store = try session.requireStore()
        guard let summary = try session.attempt({ try store.preset(named: value.name) }) else {
            let names = (try? store.presets().map(\.name)) ?? []
            throw session.located(
                "no preset named “\(value.name)”" + Suggestions.didYouMean(value.name, among: names), value.token)
        }
        if summary.isDeleted {
            throw session.located(
                "preset “\(summary.name)” is deleted; bring it back with restore \(summary.name)", value.token)
        }
        return summary.name
    }
}
