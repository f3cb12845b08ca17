import AnimationCore
public import StudioEditing
public import StudioStore
import TerminalText

/// What writes a draft for `preview --edit`: the editing layer (``DraftEdits``) every way to edit
/// goes through, so a change from the page is checked, worded and saved as the same change typed at
/// the prompt, and applied to the draft as it is inside the write. Every change is based on the
/// revision the page showed: a change to a draft that moved on since is refused as stale.
public struct DraftEditor: Sendable {
    let edits: DraftEdits
    /// Says each change that lands where the studio that started the preview shows it
    /// (`browser: bounce damping 0.4 → 0.62`), with the run it belongs to (its draft's name, nil for a
    /// change of its own) and whether it continues that run: a drag is one line, rewritten in place.
    let announce: @Sendable (_ text: String, _ run: String?, _ continues: Bool) -> Void
    /// Where each drag started, so its one line says the whole drag.
    let origins = DragOrigins()

    public init(
        edits: DraftEdits, announce: @escaping @Sendable (_ text: String, _ run: String?, _ continues: Bool) -> Void
    ) {
        self.edits = edits
        self.announce = announce
    }

    /// Applies `change` to the draft of `preset` if it still holds `revision`; `burst` continues a drag.
    func apply(_ change: PageChange, to preset: String, basedOn revision: String, continuing burst: DraftBurst?)
        -> PageChangeResult
    {
        do throws(EditFailure) {
            let (draft, next, text) = try run(change, preset, revision, burst)
            announce("browser: \(text)", next == nil ? nil : preset, burst != nil)
            return .saved(draft, burst: next, change: text)
        } catch {
            // A refusal of a change to a draft that moved on is a stale change: the page shows the draft now.
            if let now = try? edits.draft(of: preset), now.revision != revision {
                return .stale(
                    now,
                    message: StoreError.draftChanged(preset: preset, basedOn: revision, current: now.revision).message)
            }
            return .refused(error.message)
        }
    }

    private func run(_ change: PageChange, _ preset: String, _ revision: String, _ burst: DraftBurst?)
        throws(EditFailure) -> (Draft, DraftBurst?, String)
    {
        let name = TerminalText.sanitized(preset)
        switch change {
        case .set(let pairs):
            let shown = try edits.draft(of: preset).parameters
            var assignments: [ParameterAssignment] = []
            for pair in pairs {
                do {
                    assignments.append(
                        try ParameterAssignment.parse(
                            pair.parameter, pair.value, template: shown.template, timing: shown.timing))
                } catch { throw .refused(error) }
            }
            let edit = try edits.apply(.set(assignments), to: preset, basedOn: revision, continuing: burst)
            // A drag's line says the whole drag: from where its first change started.
            let origin = origins.origin(
                of: preset, continuing: burst, current: edit.before.values, next: edit.burst)
            let changes = ParameterChanges(
                from: origin, to: edit.draft.parameters.values, template: edit.before.template, detail: .tunableLines)
            return (edit.draft, edit.burst, name + " " + changes.text + edit.note)
        case .unset(let parameter):
            let edit = try edits.apply(.unset([parameter]), to: preset, basedOn: revision)
            return (edit.draft, nil, name + " " + edit.changes)
        case .timingKind(let kindName):
            guard let kind = TimingKind.allCases.first(where: { $0.name == kindName }) else {
                throw .refused(
                    EditError(
                        "a timing kind is one of \(TimingKind.allCases.map(\.name).joined(separator: ", ")); got “\(TerminalText.sanitized(kindName))”"
                    ))
            }
            let edit = try edits.apply(.switchTiming(kind), to: preset, basedOn: revision)
            return (edit.draft, nil, name + " " + edit.changes)
        case .undo, .redo:
            let undo = change == .undo
            let edit = undo ? try edits.undo(preset, basedOn: revision) : try edits.redo(preset, basedOn: revision)
            return (edit.draft, nil, (undo ? "undo: " : "redo: ") + name + " " + edit.changes)
        case .commit(let message):
            let version = try edits.commit(preset, message: DraftEdits.typedMessage(message), basedOn: revision)
            return (
                try edits.draft(of: preset), nil,
                "committed \(TerminalText.sanitized(version.preset))@\(version.number)"
            )
        }
    }
}

/// One change the page asks for.
public enum PageChange: Sendable, Equatable {
    /// `set PARAMETER VALUE …`, each value as typed in the field (or the slider's number); a
    /// Bézier handle sets two at once (`x1` and `y1`).
    case set([ParameterValue])
    /// `unset PARAMETER`: a template parameter back to its default, or `reduced-motion` (the
    /// authored variant removed: the template's default plays again).
    case unset(String)
    /// The timing switched to another kind, converted as the tuner converts it.
    case timingKind(String)
    case undo, redo
    /// `commit -m MESSAGE` (empty: no message).
    case commit(message: String)
}

/// What became of a change.
public enum PageChangeResult: Sendable, Equatable {
    /// Written: the draft now, the burst for the drag's next change, and what changed (`bounce damping 0.4 → 0.62`).
    case saved(Draft, burst: DraftBurst?, change: String)
    /// Nothing written: the draft moved on from the revision the change was based on; the draft now.
    case stale(Draft, message: String)
    /// Nothing written: the change broke a rule, with the error text the prompt prints.
    case refused(String)
}

/// One `PARAMETER VALUE` pair of a change.
public struct ParameterValue: Sendable, Equatable {
    public let parameter: String
    public let value: String

    public init(_ parameter: String, _ value: String) {
        self.parameter = parameter
        self.value = value
    }
}
