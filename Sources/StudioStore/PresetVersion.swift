public import AnimationCore

/// One committed, immutable version of a preset.
public struct PresetVersion: Sendable, Equatable, Hashable {
    /// The preset's name.
    public var preset: String
    /// 1...N, without gaps.
    public var number: Int
    /// When the version was committed (ISO-8601 UTC, as given by the caller).
    public var createdAt: String
    /// The commit message, if any.
    public var message: String?
    /// The template and its checked, typed values.
    public var parameters: PresetParameters

    public init(preset: String, number: Int, createdAt: String, message: String?, parameters: PresetParameters) {
        self.preset = preset
        self.number = number
        self.createdAt = createdAt
        self.message = message
        self.parameters = parameters
    }
}
