/// A preset as shown in a listing.
public struct PresetSummary: Sendable, Equatable, Hashable {
    public var name: String
    /// The animation template the preset tunes (opaque to the store).
    public var template: String
    /// When the preset entered this database.
    public var createdAt: String
    /// The number of the newest committed version.
    public var latestVersion: Int
    /// The later of the latest version's time and the draft's last change.
    public var lastChangedAt: String
    /// True once `deletePreset` hid it; `restorePreset` clears it.
    public var isDeleted: Bool
    /// True when the working draft's parameters differ from the latest version's.
    public var draftDiffers: Bool

    public init(
        name: String, template: String, createdAt: String, latestVersion: Int,
        lastChangedAt: String, isDeleted: Bool, draftDiffers: Bool
    ) {
        self.name = name
        self.template = template
        self.createdAt = createdAt
        self.latestVersion = latestVersion
        self.lastChangedAt = lastChangedAt
        self.isDeleted = isDeleted
        self.draftDiffers = draftDiffers
    }
}
