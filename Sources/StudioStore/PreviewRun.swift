/// A finished run of a preview session, to record with ``StudioStore/recordRun(_:session:at:)``.
public struct PreviewRun: Sendable {
    /// The longest ``animatedBy`` reference, in Unicode scalars (the schema's CHECK counts the same unit).
    public static let referenceLimit = 200

    /// The reference that animated, e.g. `bounce@3`, `bounce@draft`, `fade`.
    public var animatedBy: String
    /// One entry per cell shown in the run, in any order; each (row, item) at most once.
    public var cells: [CellRunRecord]
    /// The first-screen flag after the run.
    public var firstScreenDone: Bool
    /// The next-item counter after the run.
    public var nextItem: Int

    public init(animatedBy: String, cells: [CellRunRecord], firstScreenDone: Bool, nextItem: Int) {
        self.animatedBy = animatedBy
        self.cells = cells
        self.firstScreenDone = firstScreenDone
        self.nextItem = nextItem
    }

    /// The cells in (row, item) order, after checking everything the schema would refuse,
    /// so bad input gets a message naming the cell instead of a generic constraint failure
    /// halfway through a million-row statement.
    ///
    /// A scroll from the top already yields key order, so usually this is one pass and no
    /// copy; key order is also the cheapest order to insert into the table.
    func checkedCells() throws(StoreError) -> [CellRunRecord] {
        let length = animatedBy.unicodeScalars.count
        if length == 0 || length > Self.referenceLimit {
            throw .invalidRun(
                "animated-by reference \(quoted(animatedBy)) is \(length) characters long; "
                    + "use 1-\(Self.referenceLimit)")
        }
        if nextItem < 0 { throw .invalidRun("next item \(nextItem) is negative; items are numbered from 0") }
        var ordered = true
        var previous: CellRunRecord?
        for cell in cells {
            try Self.check(cell)
            if let previous, (previous.row, previous.item) >= (cell.row, cell.item) { ordered = false }
            previous = cell
        }
        if ordered { return cells }
        let sorted = cells.sorted { ($0.row, $0.item) < ($1.row, $1.item) }
        for index in sorted.indices.dropFirst()
        where sorted[index - 1].row == sorted[index].row
            && sorted[index - 1].item == sorted[index].item
        {
            throw .invalidRun("\(Self.describe(sorted[index])) appears twice; a run records each cell once")
        }
        return sorted
    }

    /// Throws for a value the schema's CHECK constraints would refuse.
    private static func check(_ cell: CellRunRecord) throws(StoreError) {
        if cell.row < 0 || cell.item < 0 {
            throw .invalidRun("\(describe(cell)) is out of range; rows and items are 0 or more")
        }
        if !cell.firstTime.isFinite || cell.firstTime < 0 {
            throw .invalidRun("\(describe(cell)) has first time \(cell.firstTime); times are finite seconds, 0 or more")
        }
        if cell.displayCount < 1 {
            throw .invalidRun(
                "\(describe(cell)) has display count \(cell.displayCount); a recorded cell was displayed at least once")
        }
        if cell.animationCount < 0 {
            throw .invalidRun("\(describe(cell)) has animation count \(cell.animationCount); counts are 0 or more")
        }
        if let animated = cell.animatedTime {
            if !animated.isFinite || animated < 0 {
                throw .invalidRun(
                    "\(describe(cell)) has animated time \(animated); times are finite seconds, 0 or more")
            }
            if cell.animationCount == 0 {
                throw .invalidRun("\(describe(cell)) has an animated time but animation count 0; give both or neither")
            }
        } else if cell.animationCount > 0 {
            throw .invalidRun(
                "\(describe(cell)) has animation count \(cell.animationCount) but no animated time; "
                    + "give both or neither")
        }
    }

    private static func describe(_ cell: CellRunRecord) -> String {
        "cell at row \(cell.row), item \(cell.item)"
    }
}
