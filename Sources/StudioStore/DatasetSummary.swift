/// An imported dataset as shown in a listing.
public struct DatasetSummary: Sendable, Equatable, Hashable {
    public var name: String
    public var kind: DatasetKind
    /// When it was imported.
    public var createdAt: String
    public var rowCount: Int

    public init(name: String, kind: DatasetKind, createdAt: String, rowCount: Int) {
        self.name = name
        self.kind = kind
        self.createdAt = createdAt
        self.rowCount = rowCount
    }
}
