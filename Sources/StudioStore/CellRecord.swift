/// One stored cell record of a session: a (row, item) pair across all its runs.
public struct CellRecord: Sendable, Equatable {
    public var row: Int
    public var item: Int
    /// The run that first displayed the cell, and when in that run.
    public var firstRun: Int
    public var firstTime: Double
    /// `willDisplay` calls over all runs.
    public var displayCount: Int
    /// The cell's first animation: its run, time and the reference that animated; nil when it never animated.
    public var animatedRun: Int?
    public var animatedTime: Double?
    public var animatedBy: String?
    /// Animations over all runs.
    public var animationCount: Int

    public init(
        row: Int, item: Int, firstRun: Int, firstTime: Double, displayCount: Int,
        animatedRun: Int?, animatedTime: Double?, animatedBy: String?, animationCount: Int
    ) {
        self.row = row
        self.item = item
        self.firstRun = firstRun
        self.firstTime = firstTime
        self.displayCount = displayCount
        self.animatedRun = animatedRun
        self.animatedTime = animatedTime
        self.animatedBy = animatedBy
        self.animationCount = animationCount
    }
}
