/// Which item each row of the table shows, kept as runs of consecutive items: the dataset in order
/// is one run, a `reverse` flips the runs, an `insert` splits one and adds one. A script's every
/// order is kept for playback, so each costs a few runs rather than a copy of every row (a hundred
/// inserts into a 100,000-row table once took 4 GB).
public struct ItemOrder: RandomAccessCollection, Equatable, Sendable {
    /// `count` items from `first`, going up or down by one.
    private struct Run: Equatable, Sendable {
        var first: Int
        var count: Int
        var descending: Bool

        func item(at offset: Int) -> Int { descending ? first - offset : first + offset }

        var flipped: Run { Run(first: item(at: count - 1), count: count, descending: !descending) }
    }

    private var runs: [Run]
    /// The number of rows up to the end of each run, for finding a row's run by bisection.
    private var ends: [Int] = []

    /// Items 0, 1, … `itemCount` − 1 in order.
    public init(itemCount: Int) {
        runs = itemCount > 0 ? [Run(first: 0, count: itemCount, descending: false)] : []
        measure()
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { ends.last ?? 0 }

    /// The item row `row` shows.
    public subscript(row: Int) -> Int {
        let index = run(containing: row)
        return runs[index].item(at: row - (index == 0 ? 0 : ends[index - 1]))
    }

    /// The data reloaded in reverse order.
    public mutating func reverse() {
        runs = runs.reversed().map(\.flipped)
        measure()
    }

    /// `items` (new identities, in order) inserted so that the first is at `row` (0…count).
    public mutating func insert(contentsOf items: Range<Int>, at row: Int) {
        precondition((0...count).contains(row), "rows are inserted at 0 to \(count)")
        guard !items.isEmpty else { return }
        let added = Run(first: items.lowerBound, count: items.count, descending: false)
        guard row < count else {
            runs.append(added)
            measure()
            return
        }
        let index = run(containing: row)
        let split = row - (index == 0 ? 0 : ends[index - 1])
        let whole = runs[index]
        var replacement = [
            added, Run(first: whole.item(at: split), count: whole.count - split, descending: whole.descending)
        ]
        if split > 0 { replacement.insert(Run(first: whole.first, count: split, descending: whole.descending), at: 0) }
        runs.replaceSubrange(index...index, with: replacement)
        measure()
    }

    public static func == (lhs: ItemOrder, rhs: ItemOrder) -> Bool { lhs.elementsEqual(rhs) }

    private func run(containing row: Int) -> Int {
        precondition(row >= 0 && row < count, "row \(row) is outside 0..<\(count)")
        var low = 0
        var high = ends.count - 1
        while low < high {
            let middle = (low + high) / 2
            if ends[middle] > row { high = middle } else { low = middle + 1 }
        }
        return low
    }

    private mutating func measure() {
        var total = 0
        ends = runs.map {
            total += $0.count
            return total
        }
    }
}
