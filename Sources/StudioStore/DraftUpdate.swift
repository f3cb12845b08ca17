public import AnimationCore

/// What a change to a draft did: the draft it was applied to, the draft now, and the burst to pass
/// with the next change of the same run (nil when the run left no undo step of its own).
public struct DraftUpdate: Sendable, Equatable {
    /// The draft's parameters the change was applied to: what it held inside the write, not what the
    /// caller read earlier (another studio may have changed it since).
    public var before: PresetParameters
    /// The draft after the change.
    public var draft: Draft
    /// Continues the run (a drag, a burst of nudges) as one undo step.
    public var burst: DraftBurst?

    public init(before: PresetParameters, draft: Draft, burst: DraftBurst?) {
        self.before = before
        self.draft = draft
        self.burst = burst
    }
}
