import AnimationCore
import StudioEditing
import StudioStore
import TerminalText

/// `undo`, `redo` and `revert [REF]`: step the draft through its kept states, or back to a version.
enum UndoCommand {
    static let undo = Command(
        CommandSpec(
            "undo", group: .presets, summary: "step the draft back one change (survives restarts)", example: "undo",
            store: .writes),
        run: { arguments, session throws(CommandError) in try step(session, undo: true) })

    static let redo = Command(
        CommandSpec("redo", group: .presets, summary: "step the draft forward again", example: "redo", store: .writes),
        run: { arguments, session throws(CommandError) in try step(session, undo: false) })

    static let revert = Command(
        CommandSpec(
            "revert", group: .presets,
            summary: "put the draft back to a committed version (the latest by default); undo brings the change back",
            positionals: [reference], example: "revert bounce@1", store: .writes),
        run: runRevert)

    private static func step(_ session: Session, undo: Bool) throws(CommandError) -> Outcome {
        let before = try session.currentDraft()
        let store = try session.requireStore()
        // A rename of this preset with no change since is the last thing to undo.
        // (A change based on a draft revision undoes a draft step, never a rename.)
        if undo, session.baseRevision == nil, let rename = try session.attempt({ try store.lastRename() }),
            rename.to == before.name
        {
            try session.attempt { try store.undoRename(rename) }
            try session.makeCurrent(rename.from)
            return Outcome(
                "undo: renamed \(TerminalText.sanitized(rename.to)) back to \(TerminalText.sanitized(rename.from))")
        }
        let edits = DraftEdits(store: store, clock: session.clock)
        let moved: DraftEdit
        do {
            moved =
                undo
                ? try edits.undo(before.name, basedOn: session.baseRevision)
                : try edits.redo(before.name, basedOn: session.baseRevision)
        } catch {
            throw CommandError(failure: error)
        }
        return Outcome(
            (undo ? "undo: " : "redo: ")
                + ParameterListing.changeSummary(
                    before.name, moved.before.values, moved.draft.parameters.values, before.template))
    }

    static let reference = OptionalArgument("REF", .reference)

    static func runRevert(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> Outcome {
        let target: ResolvedPreset
        if let value = arguments[Self.reference] {
            target = try session.resolve(value)
            guard target.version != nil else {
                throw session.located("revert goes back to a committed version, not the draft", value.token)
            }
        } else {
            target = try session.resolve(PresetReference(name: try session.currentPresetName(), .latest), at: nil)
        }
        let draft = try session.resolve(.draft(of: target.name), at: nil)
        return try DraftEditing.save(
            draft, .replace(target.parameters.values), session, prefix: "revert to \(target.label): ")
    }
}
