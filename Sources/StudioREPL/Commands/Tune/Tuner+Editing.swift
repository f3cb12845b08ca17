import AnimationCore
import StudioEditing
import StudioStore
import TerminalText
import TunerView

/// The tuner's changes to the draft: nudges, typed values, undo and redo, commits, the base.
extension Tuner {
    /// Moves the selected number by `scale` steps; a run of nudges to one parameter is one undo step.
    func nudge(_ scale: Double) throws(CommandError) {
        guard let parameter = state.selected else { return }
        guard parameter.kind != .timingKind else {
            return fail(CommandError("the timing's kind is switched with k (or typed with Enter), not nudged"))
        }
        guard let value = parameter.nudged(by: scale) else {
            let allowed = parameter.range?.refusal ?? "finite"
            return fail(CommandError("\(parameter.name) stays \(parameter.text): it must be \(allowed)"))
        }
        let assignment: ParameterAssignment
        do {
            assignment = try ParameterAssignment.number(
                parameter.name, value, template: template, timing: state.draft.timing)
        } catch {
            return fail(CommandError(error.message))
        }
        try change(
            .set([assignment]), run: parameter.name,
            saying: "\(parameter.name) \(parameter.text) → \(NumberFormat.derived(value))")
    }

    /// Switches the timing to the next kind (or the previous one), converting the curve the draft has.
    func switchKind(backwards: Bool) throws(CommandError) {
        burst = nil
        let target = TimingKind(state.draft.timing).next(backwards: backwards)
        if let index = state.parameters.firstIndex(where: { $0.kind == .timingKind }) { state.selection = index }
        try change(.switchTiming(target), run: nil) { edit in edit.changes }
    }

    /// Applies `change` to the draft as it is now; `run` names the parameter a run of nudges changes
    /// (nil: a step of its own).
    func change(_ change: DraftChange, run: String?, saying message: String) throws(CommandError) {
        try self.change(change, run: run) { _ in message }
    }

    /// Applies `change`; the message line says what `describe` makes of what it did.
    func change(_ change: DraftChange, run: String?, describe: (DraftEdit) -> String) throws(CommandError) {
        let continuing = run != nil && burst?.key == run ? burst?.burst : nil
        let edit: DraftEdit
        do { edit = try DraftEditing.apply(change, to: name, session, continuing: continuing) } catch {
            return fail(error)
        }
        burst = run.map { ($0, edit.burst) }
        try show(edit.draft)
        state.message = TunerState.Message(describe(edit))
    }

    /// What changed, as short as the tuner's message line needs (see ``EditSummary``).
    func changes(from old: ParameterSet, to new: ParameterSet) -> String {
        EditSummary.changes(from: old, to: new, template: template)
    }

    func startValuePrompt() {
        guard let parameter = state.selected else { return }
        // The exact value to edit, where the list shows it as a derived number.
        let text =
            parameter.kind == .timingKind ? state.draft.timing.description : NumberFormat.shortest(parameter.value)
        let key = parameter.name
        state.mode = .prompt(TunerPrompt(.value(key), prefix: "set \(key) ", text: text))
    }

    /// Enter on a line typed in place: the command language reads it; an error keeps the line open
    /// with its caret, and changes nothing.
    func submit(_ prompt: TunerPrompt) throws(CommandError) {
        do {
            switch prompt.purpose {
            case .value: try setTyped(prompt)
            case .commitMessage: try commit(message: prompt.text)
            case .base: try pickBase(prompt)
            }
            if case .prompt = state.mode { state.mode = .browsing }
        } catch {
            var shown = prompt
            shown.error = (error.message, error.offset, error.length)
            state.mode = .prompt(shown)
        }
    }

    /// `set NAME VALUE` as typed, through `set`'s own parsing and checks.
    private func setTyped(_ prompt: TunerPrompt) throws(CommandError) {
        let tokens = try Self.tokens(of: prompt.line)
        guard tokens.count == 3 else {
            let extra = tokens.count > 3 ? tokens[3] : tokens[tokens.count - 1]
            throw CommandError.syntax(
                tokens.count > 3
                    ? "one value, please: \(tokens[1].text) takes one" : "type a value for \(tokens[1].text)",
                offset: extra.offset, length: tokens.count > 3 ? extra.length : 1)
        }
        let key = ArgumentValue(tokens[1], .text)
        let value = ArgumentValue(tokens[2], .text)
        let assignment = try DraftEditing.assignment(key, value, template: template, timing: state.draft.timing)
        state.mode = .browsing
        try change(.set([assignment]), run: nil) { $0.changes }
        if let message = state.message, message.isError { throw CommandError(message.text) }
    }

    /// The tokens of one typed line; a `;` (a second command) is refused, not run.
    static func tokens(of line: String) throws(CommandError) -> [Token] {
        let commands = CommandLexer.commands(inLine: Substring(line), number: 1)
        guard commands.count == 1 else {
            let at = Array(line.unicodeScalars).firstIndex(of: ";") ?? 0
            throw CommandError.syntax("one value, not a second command", offset: at, length: 1)
        }
        switch commands[0] {
        case .success(let command): return command.tokens
        case .failure(let error): throw error
        }
    }

    func step(undo: Bool) throws(CommandError) {
        burst = nil
        let edits = DraftEdits(store: try session.requireStore(), clock: session.clock)
        let moved: DraftEdit
        do { moved = undo ? try edits.undo(name) : try edits.redo(name) } catch {
            return fail(CommandError(failure: error))
        }
        try show(moved.draft)
        state.message = TunerState.Message((undo ? "undo: " : "redo: ") + moved.changes)
    }

    private func commit(message: String) throws(CommandError) {
        burst = nil
        let edits = DraftEdits(store: try session.requireStore(), clock: session.clock)
        let version: PresetVersion
        let draft: Draft
        do {
            version = try edits.commit(name, message: DraftEdits.typedMessage(message))
            draft = try edits.draft(of: name)
        } catch { throw CommandError(failure: error) }
        state.mode = .browsing
        try show(draft)
        state.message = TunerState.Message("committed \(state.preset)@\(version.number)")
    }

    private func pickBase(_ prompt: TunerPrompt) throws(CommandError) {
        let tokens = try Self.tokens(of: prompt.line)
        let prefix = "base ".unicodeScalars.count
        guard tokens.count == 2 else {
            throw CommandError.syntax("type a version number or a tag after @", offset: prefix, length: 1)
        }
        let token = tokens[1]
        let reference = PresetReference(token.text)
        guard reference.name == name else {
            throw CommandError.syntax(
                "the base is a version of \(state.preset)", offset: token.offset, length: token.length)
        }
        guard reference.selector != .draft else {
            throw CommandError.syntax(
                "the base is a version or tag, not the draft", offset: token.offset, length: token.length)
        }
        let base = try session.resolve(reference, at: token)
        baseFollowsLatest = reference.selector == .latest
        state.baseLabel = TerminalText.sanitized(base.label)
        state.base = base.parameters.values
        state.mode = .browsing
        state.message = TunerState.Message("comparing with \(state.baseLabel)")
    }
}
