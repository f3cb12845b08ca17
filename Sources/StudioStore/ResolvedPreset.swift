public import AnimationCore

/// A preset's version or draft as ``StudioStore/resolve(_:)`` found it: which one it is and its
/// typed parameters (checked when read).
public struct ResolvedPreset: Sendable, Equatable {
    /// The preset's name as stored.
    public let name: String
    /// The version's number; nil for the draft.
    public let version: Int?
    public let parameters: PresetParameters
    /// When the version was committed, or the draft last changed.
    public let time: String
    /// The version's message; nil for the draft.
    public let message: String?

    public init(name: String, version: Int?, parameters: PresetParameters, time: String, message: String?) {
        self.name = name
        self.version = version
        self.parameters = parameters
        self.time = time
        self.message = message
    }

    /// What every report names it by: `bounce@3` or `bounce@draft`.
    public var label: String { version.map { "\(name)@\($0)" } ?? "\(name)@draft" }

    public var template: Template { parameters.template }
    public var isDraft: Bool { version == nil }
}
