/// Where the table was at any moment of a run: its content offset and which item each row showed.
public struct TableTimeline: Equatable, Sendable {
    /// Offset changes in time order; before the first, the offset is 0.
    public internal(set) var segments: [ScrollSegment] = []
    /// The row → item order from each moment the data changed, in time order; the first is at 0.
    public internal(set) var orders: [(time: Double, items: ItemOrder)] = []

    public static func == (lhs: TableTimeline, rhs: TableTimeline) -> Bool {
        lhs.segments == rhs.segments && lhs.orders.map(\.time) == rhs.orders.map(\.time)
            && lhs.orders.map(\.items) == rhs.orders.map(\.items)
    }

    /// The content offset at `t`.
    public func offset(at t: Double) -> Double {
        guard let segment = segments.last(where: { $0.start <= t }) else { return 0 }
        return segment.offset(at: t)
    }

    /// The items shown by rows 0, 1, … at `t`.
    public func items(at t: Double) -> ItemOrder {
        orders.last(where: { $0.time <= t })?.items ?? orders.first?.items ?? ItemOrder(itemCount: 0)
    }
}
