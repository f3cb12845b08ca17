/// One cell's totals for one run, as the simulation computed them; ``StudioStore/recordRun(_:session:at:)``
/// folds them into the session's ``CellRecord``s.
public struct CellRunRecord: Sendable, Equatable {
    /// The index path's row.
    public var row: Int
    /// The identity of the dataset row (or inserted row) the cell showed.
    public var item: Int
    /// Seconds since the run started of the first `willDisplay` in this run.
    public var firstTime: Double
    /// `willDisplay` calls in this run, at least 1.
    public var displayCount: Int
    /// Seconds since the run started of the first animation start in this run, nil if none.
    public var animatedTime: Double?
    /// Animations in this run: 0 exactly when `animatedTime` is nil.
    public var animationCount: Int

    public init(row: Int, item: Int, firstTime: Double, displayCount: Int, animatedTime: Double?, animationCount: Int) {
        self.row = row
        self.item = item
        self.firstTime = firstTime
        self.displayCount = displayCount
        self.animatedTime = animatedTime
        self.animationCount = animationCount
    }
}
