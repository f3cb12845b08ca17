import AnimationCore
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
        let parameters: ParameterSet
        do {
            parameters = try DraftEditing.setting(parameter.name, to: value, in: state.draft, template: template)
        } catch {
            return fail(error)
        }
        try change(
            to: parameters, run: parameter.name,
            saying: "\(parameter.name) \(parameter.text) → \(NumberFormat.derived(value))")
    }

    /// Saves `parameters` as the draft; `run` names the parameter a run of nudges changes (nil: a
    /// step of its own).
    func change(to parameters: ParameterSet, run: String?, saying message: String) throws(CommandError) {
        let continuing = run != nil && burst?.key == run ? burst?.burst : nil
        let saved: (draft: Draft, burst: DraftBurst?)
        do {
            let written = try DraftEditing.write(name, template, parameters, session, continuing: continuing)
            saved = (written.draft, written.burst)
        } catch {
            return fail(error)
        }
        burst = run.map { ($0, saved.burst) }
        try show(saved.draft)
        state.message = TunerState.Message(message)
    }

    /// What changed, as short as the tuner's message line needs: `damping 0.62 → 0.4`, each line
    /// of the list that changed (the whole timing when its kind did).
    func changes(from old: ParameterSet, to new: ParameterSet) -> String {
        Self.changes(from: old, to: new, template: template)
    }

    /// ``changes(from:to:)`` for any template (the browser's changes are said the same way). A
    /// timing whose kind changed is said whole, with any template number that changed with it (a
    /// `uikit-spring` takes its duration along).
    static func changes(from old: ParameterSet, to new: ParameterSet, template: Template) -> String {
        let before = TunableParameter.all(template: template, parameters: old)
        let after = TunableParameter.all(template: template, parameters: new)
        let changed = zip(before, after).filter { $0.text != $1.text }
        func said(_ pairs: [(TunableParameter, TunableParameter)]) -> [String] {
            pairs.map { "\($1.name) \($0.text) → \($1.text)" }
        }
        if TimingKind(old.timing) != TimingKind(new.timing)
            || old.timing.editableParameters.map(\.name) != new.timing.editableParameters.map(\.name)
        {
            let templateNumbers = changed.filter { $0.1.kind == .template && $0.0.name == $0.1.name }
            let timing = "timing \(old.timing.readableDescription) → \(new.timing.readableDescription)"
            return ([timing] + said(templateNumbers)).joined(separator: ", ")
        }
        return changed.isEmpty ? "no change" : said(changed).joined(separator: ", ")
    }

    func startValuePrompt() {
        guard let parameter = state.selected else { return }
        // The exact value to edit, where the list shows it as a derived number.
        let text =
            parameter.kind == .timingKind ? state.draft.timing.description : NumberFormat.shortest(parameter.value)
        let key = parameter.kind == .timingKind ? "timing" : parameter.name
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
        let parameters = try DraftEditing.setting(key, value, in: state.draft, template: template, session: session)
        let old = state.draft
        state.mode = .browsing
        try change(to: parameters, run: nil, saying: changes(from: old, to: parameters))
        if state.message?.isError == true { throw CommandError(state.message!.text) }
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
        let store = try session.requireStore()
        let before = state.draft
        let draft: Draft
        do {
            draft = try session.attempt {
                undo ? try store.undo(of: name, at: session.clock()) : try store.redo(of: name, at: session.clock())
            }
        } catch { return fail(error) }
        try show(draft)
        state.message = TunerState.Message((undo ? "undo: " : "redo: ") + changes(from: before, to: state.draft))
    }

    private func commit(message: String) throws(CommandError) {
        burst = nil
        let store = try session.requireStore()
        let text = message.trimmingSpaces
        let version = try session.attempt {
            try store.commit(of: name, message: text.isEmpty ? nil : text, at: session.clock())
        }
        state.mode = .browsing
        try show(try session.attempt { try store.draft(of: name) })
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

extension String {
    /// Without the spaces at either end (a typed commit message, the tuner's and the browser's).
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
