import AnimationCore

/// The working draft of a preset: the parameters being tweaked, saved on
/// every change, with the state of its persisted undo/redo history.
public struct Draft: Sendable, Equatable, Hashable {
    /// The preset's name.
    public var preset: String
    /// The current draft parameters.
    public var parameters: PresetParameters
    /// When the draft last changed (an update, undo or redo).
    public var changedAt: String
    /// True when `undo` would restore an earlier state.
    public var canUndo: Bool
    /// True when `redo` would restore an undone state.
    public var canRedo: Bool

    public init(preset: String, parameters: PresetParameters, changedAt: String, canUndo: Bool, canRedo: Bool) {
        self.preset = preset
        self.parameters = parameters
        self.changedAt = changedAt
        self.canUndo = canUndo
        self.canRedo = canRedo
    }
}
