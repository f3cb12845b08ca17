/// One cell's totals over a run: a row showing an item, how often it was displayed and animated.
public struct CellTotals: Equatable, Sendable {
    public let row: Int
    public let item: Int
    /// The first `willDisplay` of the run.
    public let firstTime: Double
    public var displayCount: Int
    /// The first `willDisplay` that animated, nil when none did.
    public var animatedTime: Double?
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
