public import AnimationCore
public import StudioStore

/// What a change did to a draft: the parameters it was applied to (the draft inside the write, not
/// what the caller read earlier), the draft now with its new revision, the burst that continues the
/// run, and what a conversion lost.
public struct DraftEdit: Sendable, Equatable {
    public var before: PresetParameters
    public var draft: Draft
    /// Pass with the next change of the same drag or run of nudges: one undo step for the run.
    public var burst: DraftBurst?
    /// What a timing conversion lost (` (this form starts at rest: velocity 2 dropped)`), or empty.
    public var note: String

    /// The draft's revision now (a change based on another one is refused as stale).
    public var revision: String { draft.revision }

    /// `damping 0.4 → 0.62`: what changed, line by line of the tuner's list (the whole timing when
    /// its kind changed), and the conversion's note.
    public var changes: String {
        ParameterChanges(
            from: before.values, to: draft.parameters.values, template: before.template, detail: .tunableLines
        ).text + note
    }

    public init(before: PresetParameters, draft: Draft, burst: DraftBurst?, note: String = "") {
        self.before = before
        self.draft = draft
        self.burst = burst
        self.note = note
    }
}
