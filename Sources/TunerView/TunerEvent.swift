public import AnimationCore

/// One thing that happens to the tuner: a key or the pointer, a resize, what came of an effect the
/// loop ran, or a change another studio made to the draft.
public enum TunerEvent: Equatable, Sendable {
    /// A key or a pointer report from the terminal.
    case input(TunerInput)
    case resize(columns: Int, rows: Int)
    /// A ``TunerEffect/write(_:)`` the layer applied: the draft now, and what the layer says changed.
    case written(TunerWrite, TunerDraft, changes: String)
    /// A write the layer (or the store) refused: nothing changed.
    case refused(TunerWrite, message: String)
    /// An undo or a redo done: the draft now, and what it changed.
    case stepped(undo: Bool, TunerDraft, changes: String)
    /// A commit made (version `version`), with the draft after it.
    case committed(version: Int, TunerDraft)
    /// A base picked: its label and parameters; `followsLatest` when it is the latest version.
    case basePicked(label: String, parameters: ParameterSet, followsLatest: Bool)
    /// An undo, redo, commit or base that could not be done, with where in the typed line (if any).
    case failed(message: String, offset: Int?, length: Int)
    /// A frame of the motion playing.
    case frame(String)
    /// The motion stopped playing: what `play` said, or why it could not.
    case played(TunerState.Message)
    /// The draft as another studio left it (read when the keyboard is idle).
    case changedElsewhere(TunerDraft)
}

/// The draft as the loop read it after a change, with what the screen derives from the store:
/// the engine's warnings and the latest version.
public struct TunerDraft: Equatable, Sendable {
    public var parameters: ParameterSet
    public var canUndo: Bool
    public var canRedo: Bool
    public var warnings: [String]
    /// The latest version's label (as stored: the update sanitizes it) and parameters.
    public var latestLabel: String
    public var latest: ParameterSet
    /// The presets the draft's and the base's `preset(name:)` variants name, by name.
    public var variantPresets: [String: PresetParameters]

    public init(
        parameters: ParameterSet, canUndo: Bool, canRedo: Bool, warnings: [String] = [], latestLabel: String,
        latest: ParameterSet, variantPresets: [String: PresetParameters] = [:]
    ) {
        self.parameters = parameters
        self.canUndo = canUndo
        self.canRedo = canRedo
        self.warnings = warnings
        self.latestLabel = latestLabel
        self.latest = latest
        self.variantPresets = variantPresets
    }
}
