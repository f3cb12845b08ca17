/// What the app remembers between showings of the table (the session's records): the state
/// each policy consults.
public struct CellMemory: Equatable, Sendable {
    /// Index paths that have animated (the `didAnimateCell` dictionary).
    public var animatedRows: IndexBitSet
    /// Items that have animated (a set of model identities).
    public var animatedItems: IndexBitSet
    /// The `Animator.hasAnimatedAllCells` flag.
    public var firstScreenDone: Bool
    /// The identity the next inserted row takes.
    public var nextItem: Int

    public init(
        animatedRows: IndexBitSet = IndexBitSet(), animatedItems: IndexBitSet = IndexBitSet(),
        firstScreenDone: Bool = false, nextItem: Int
    ) {
        self.animatedRows = animatedRows
        self.animatedItems = animatedItems
        self.firstScreenDone = firstScreenDone
        self.nextItem = nextItem
    }

    /// A table that has never been shown, over `itemCount` dataset rows.
    public static func fresh(itemCount: Int) -> CellMemory { CellMemory(nextItem: itemCount) }
}
