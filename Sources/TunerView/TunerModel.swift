import AnimationCore

/// The tuner as its pure update sees it: the screen's state and what the update keeps between
/// events (the run of nudges in progress, whether the base follows the latest version, where a
/// drag started). It holds no store and does no I/O; ``TunerUpdate`` changes it.
public struct TunerModel: Sendable {
    public var state: TunerState
    /// The run of nudges (or the drag) the last write belonged to: a nudge to the same line
    /// continues it, anything else ends it.
    public var run: TunerBurst?
    /// How many runs were started, numbering the next.
    public var runs: Int
    /// The base follows the latest version (no version or tag was picked).
    public var baseFollowsLatest: Bool
    /// Where the control point being dragged started, for the message: the whole drag is one change.
    public var dragOrigin: (x: Double, y: Double)?
    /// Reads a typed line into words, as the command language does.
    public let words: TunerWord.Reader

    public init(state: TunerState, baseFollowsLatest: Bool, words: @escaping TunerWord.Reader) {
        self.state = state
        self.baseFollowsLatest = baseFollowsLatest
        self.words = words
        run = nil
        runs = 0
        dragOrigin = nil
    }
}
