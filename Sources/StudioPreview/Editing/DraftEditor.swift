import StudioStore

/// What writes a draft for `preview --edit`: the command language's own `set`, `undo`, `redo` and
/// `commit` (plugged in by the program, as the server is plugged into `preview`), so a change from
/// the page is checked, worded and saved exactly as the same change typed at the prompt.
public protocol DraftEditor: Sendable {
    /// Applies `change` to the draft of `preset` if it still holds `revision`; `burst` continues a drag.
    func apply(_ change: DraftChange, to preset: String, basedOn revision: String, continuing burst: DraftBurst?)
        -> DraftChangeResult
}

/// One change the page asks for.
public enum DraftChange: Sendable, Equatable {
    /// `set PARAMETER VALUE …`, each value as typed in the field (or the slider's number); a
    /// Bézier handle sets two at once (`x1` and `y1`).
    case set([ParameterValue])
    /// The timing switched to another kind, converted as the tuner converts it.
    case timingKind(String)
    case undo, redo
    /// `commit -m MESSAGE` (empty: no message).
    case commit(message: String)
}

/// What became of a change.
public enum DraftChangeResult: Sendable, Equatable {
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
