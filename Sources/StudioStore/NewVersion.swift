public import AnimationCore

/// A version to bring in with `importPreset`, keeping its original number,
/// time and message.
public struct NewVersion: Sendable, Equatable, Hashable {
    /// 1...N; an import must contain every number exactly once.
    public var number: Int
    /// When the version was originally committed (ISO-8601 UTC).
    public var time: String
    public var message: String?
    public var parameters: PresetParameters

    public init(number: Int, time: String, message: String?, parameters: PresetParameters) {
        self.number = number
        self.time = time
        self.message = message
        self.parameters = parameters
    }
}
