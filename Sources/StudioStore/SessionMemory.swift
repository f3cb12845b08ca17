/// What a session remembers, which is all the next run needs to decide its
/// policies: once-per-row asks the rows, once-per-item the items, first-screen the flag.
public struct SessionMemory: Sendable, Equatable {
    /// Rows of records that ever animated.
    public var animatedRows: Set<Int>
    /// Items of records that ever animated.
    public var animatedItems: Set<Int>
    public var firstScreenDone: Bool
    /// How many runs were recorded (the next run is number `runs + 1`).
    public var runs: Int
    /// The item number the next inserted row takes.
    public var nextItem: Int

    public init(animatedRows: Set<Int>, animatedItems: Set<Int>, firstScreenDone: Bool, runs: Int, nextItem: Int) {
        self.animatedRows = animatedRows
        self.animatedItems = animatedItems
        self.firstScreenDone = firstScreenDone
        self.runs = runs
        self.nextItem = nextItem
    }
}
