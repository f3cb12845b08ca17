/// The shape of a dataset's rows; stored as its raw value.
public enum DatasetKind: String, Sendable, Equatable, Hashable, CaseIterable {
    /// Team-member rows (``MemberRow``).
    case members
    /// City rows (``CityRow``).
    case cities
}
