/// The tutorial cell's own `state`, changed only by a completion that runs at `.end`.
public enum CardCellState: String, Equatable, Sendable {
    case collapsed
    case expanded

    var toggled: CardCellState { self == .collapsed ? .expanded : .collapsed }
}
