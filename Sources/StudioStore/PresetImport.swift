/// One preset to bring in with its whole history (``StudioStore/importPresets(_:at:)``); its template
/// is its versions' (all of one template).
public struct PresetImport: Sendable, Equatable {
    public var name: String
    /// The numbers 1...N exactly once, in any order.
    public var versions: [NewVersion]
    /// Tag name → version number.
    public var tags: [String: Int]

    public init(name: String, versions: [NewVersion], tags: [String: Int]) {
        self.name = name
        self.versions = versions
        self.tags = tags
    }
}
