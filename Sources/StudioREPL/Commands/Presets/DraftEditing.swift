import AnimationCore
import StudioEditing
import StudioStore
import TerminalText

/// What `set`, `unset` and `revert` share: reading a typed change and saving it through the
/// editing layer (``DraftEdits``), which applies it to the draft as it is inside the write.
enum DraftEditing {
    /// Applies `change` to the current draft and says what changed (from the draft the change was
    /// applied to, which another studio may have changed since `draft` was read).
    static func save(
        _ draft: ResolvedPreset, _ change: DraftChange, _ session: Session, prefix: String = ""
    ) throws(CommandError) -> Outcome {
        let edit = try apply(change, to: draft.name, session)
        let before = edit.before.values
        let after = edit.draft.parameters
        let timingChanged = before.timing != after.timing || edit.before.duration != after.duration
        return Outcome(
            prefix + ParameterListing.changeSummary(draft.name, before, after.values, draft.template),
            warnings: timingChanged ? CurveWarnings.of(after.animation) : [])
    }

    /// Applies `change` to the draft of `preset` through the layer; `burst` continues a run.
    static func apply(
        _ change: DraftChange, to preset: String, _ session: Session, continuing burst: DraftBurst? = nil
    ) throws(CommandError) -> DraftEdit {
        let edits = DraftEdits(store: try session.requireStore(), clock: session.clock)
        do { return try edits.apply(change, to: preset, basedOn: session.baseRevision, continuing: burst) } catch {
            throw CommandError(failure: error)
        }
    }

    /// `KEY VALUE` as typed: a template parameter, or a labelled number of the timing, through the
    /// parameter's own checks; an error points at the key, the value or the part of it that is wrong.
    static func assignment(
        _ key: ArgumentValue, _ value: ArgumentValue, template: Template, timing: TimingExpression
    ) throws(CommandError) -> ParameterAssignment {
        do { return try ParameterAssignment.parse(key.text, value.text, template: template, timing: timing) } catch {
            throw CommandError(error, key: key, value: value)
        }
    }
}

extension CommandError {
    /// The same message with a caret under `token`, unless it already points somewhere.
    func pointing(at token: Token?) -> CommandError {
        guard offset == nil, let token else { return self }
        return CommandError(message, offset: token.offset, length: token.length, status: status)
    }

    /// A refused change typed as `key value`, the caret where the layer says the problem is.
    init(_ error: EditError, key: ArgumentValue, value: ArgumentValue) {
        switch error.place {
        case .none: self.init(error.message)
        case .parameter: self.init(error.message, offset: key.token.offset, length: key.token.length)
        case .value: self.init(error.message, offset: value.token.offset, length: value.token.length)
        case .insideValue(let offset, let length):
            self = CommandError.timing(.syntax(message: error.message, offset: offset, length: length), at: value.token)
        }
    }

    /// A change the editing layer refused or the store could not make.
    init(failure: EditFailure) {
        switch failure {
        case .store(let error): self.init(wrapping: error)
        case .refused(let error): self.init(error.message)
        }
    }
}
