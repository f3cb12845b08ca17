/// Sums `willDisplay` calls per cell (row, item) in order of first display.
struct CellTally {
    private(set) var cells: [CellTotals] = []
    /// (row << 32 | item) → index in `cells`.
    private var index: [Int: Int] = [:]

    mutating func add(_ event: DisplayEvent) {
        let key = event.row << 32 | event.item
        guard let position = index[key] else {
            index[key] = cells.count
            cells.append(CellTotals(
                row: event.row, item: event.item, firstTime: event.time, displayCount: 1,
                animatedTime: event.animated ? event.time : nil, animationCount: event.animated ? 1 : 0))
            return
        }
        cells[position].displayCount += 1
        if event.animated {
            cells[position].animationCount += 1
            if cells[position].animatedTime == nil { cells[position].animatedTime = event.time }
        }
    }
}
