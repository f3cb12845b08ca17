/// Which `willDisplay` calls start a cell's entrance animation: the three ways the tutorials
/// decide it, plus the fix the peers recommend.
public enum CellPolicy: String, CaseIterable, Sendable {
    /// Every `willDisplay` animates, so scrolling back re-animates.
    case always
    /// The `didAnimateCell[indexPath]` dictionary (CardTilt): an index path animates once.
    case oncePerRow = "once-per-row"
    /// The `Animator.hasAnimatedAllCells` flag: animate until the last initially visible cell has
    /// animated, then never.
    case firstScreen = "first-screen"
    /// A set of animated model identities: an item animates once, wherever its row moves.
    case oncePerItem = "once-per-item"
}

/// How a cell's animation is delayed after its `willDisplay`.
public enum StaggerMode: String, CaseIterable, Sendable {
    /// `delayFactor × indexPath.row`, as the tutorials write it: row 40 waits 40 × the factor.
    case row
    /// `delayFactor ×` the cell's position among the rows appearing in the same layout pass.
    case visible
    /// No delay.
    case none
}

/// How a template behaves as a table-view cell entrance: the tutorial's row height, policy and
/// stagger. Templates that are not cell entrances (a card or a bar) have none.
public struct CellEntrance: Equatable, Sendable {
    /// The tutorial's row height in points, unless the preset has a `row-height` parameter.
    public let rowHeight: Double
    public let policy: CellPolicy
    public let stagger: StaggerMode

    public init(rowHeight: Double, policy: CellPolicy, stagger: StaggerMode) {
        self.rowHeight = rowHeight
        self.policy = policy
        self.stagger = stagger
    }
}
