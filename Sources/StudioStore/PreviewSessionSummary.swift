/// A preview session as listed: what it is over, how far it got, and how
/// much it remembers.
public struct PreviewSessionSummary: Sendable, Equatable {
    public var name: String
    /// The name of the dataset the session scrolls through.
    public var dataset: String
    public var createdAt: String
    /// When the session was created, last recorded a run or was reset.
    public var updatedAt: String
    /// How many runs were recorded.
    public var runs: Int
    /// How many cell records the session holds.
    public var cellCount: Int
    /// How many of them ever animated (animation count above 0).
    public var animatedCount: Int
    /// The first-screen policy's flag: the initially visible cells have all animated.
    public var firstScreenDone: Bool
    /// The item number the next inserted row takes.
    public var nextItem: Int

    public init(
        name: String, dataset: String, createdAt: String, updatedAt: String, runs: Int,
        cellCount: Int, animatedCount: Int, firstScreenDone: Bool, nextItem: Int
    ) {
        self.name = name
        self.dataset = dataset
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.runs = runs
        self.cellCount = cellCount
        self.animatedCount = animatedCount
        self.firstScreenDone = firstScreenDone
        self.nextItem = nextItem
    }
}
