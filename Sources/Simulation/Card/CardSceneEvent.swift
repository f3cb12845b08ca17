/// One line of the card scene's event log: what happened and the animator and cell right after.
public struct CardSceneEvent: Equatable, Sendable {
    public let time: Double
    /// "tap", "close", "pan began", "pan ended", "swipe began", "swipe ended", "completion expand", …
    public let phase: String
    /// "inactive", "running", "paused" or "stopped" (nil before the animator is created).
    public let animatorState: String?
    public let fractionComplete: Double
    public let isReversed: Bool
    /// The position a completion ran with.
    public let position: AnimatingPosition?
    public let cellState: CardCellState
    /// Why a gesture did nothing, or what the step did, in a few words ("" when nothing to add).
    public let detail: String
}
