/// The rows of one dataset, typed by its kind, in file order.
public enum DatasetRows: Sendable, Equatable, Hashable {
    case members([MemberRow])
    case cities([CityRow])

    /// How many rows were returned.
    public var count: Int {
        switch self {
        case .members(let rows): rows.count
        case .cities(let rows): rows.count
        }
    }
}
