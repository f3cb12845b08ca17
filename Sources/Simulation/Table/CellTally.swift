/// Sums `willDisplay` calls per cell (row, item) in order of first display.
struct CellTally {
    private(set) var cells: [CellTotals] = []
    /// The first cell of each row (-1 for none): most rows only ever show one item, so most
    /// lookups are one array read.
    private var firstOfRow: [Int] = []
    /// Later cells of a row that showed several items: (row << 32 | item) → index in `cells`.
    private var others: [Int: Int] = [:]

    mutating func add(_ event: DisplayEvent) {
        guard let position = position(row: event.row, item: event.item) else {
            insert(event)
            return
        }
        cells[position].displayCount += 1
        if event.animated {
            cells[position].animationCount += 1
            if cells[position].animatedTime == nil { cells[position].animatedTime = event.time }
        }
    }

    private func position(row: Int, item: Int) -> Int? {
        guard row < firstOfRow.count, firstOfRow[row] >= 0 else { return nil }
        let first = firstOfRow[row]
        return cells[first].item == item ? first : others[row << 32 | item]
    }

    private mutating func insert(_ event: DisplayEvent) {
        if event.row >= firstOfRow.count {
            firstOfRow += repeatElement(-1, count: max(event.row + 1, 2 * firstOfRow.count) - firstOfRow.count)
        }
        if firstOfRow[event.row] < 0 {
            firstOfRow[event.row] = cells.count
        } else {
            others[event.row << 32 | event.item] = cells.count
        }
        cells.append(
            CellTotals(
                row: event.row, item: event.item, firstTime: event.time, displayCount: 1,
                animatedTime: event.animated ? event.time : nil, animationCount: event.animated ? 1 : 0))
    }
}
