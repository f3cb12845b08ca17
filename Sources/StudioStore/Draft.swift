public import AnimationCore

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

    /// What the draft holds now, as a short text that changes whenever its parameters do: a change
    /// based on a revision is refused once the draft holds another (see ``StoreError/draftChanged(preset:basedOn:current:)``).
    public var revision: String { Self.revision(of: parameters) }

    /// The revision of a draft holding `parameters`.
    public static func revision(of parameters: PresetParameters) -> String {
        revision(ofRecord: ParameterCoding.encode(parameters))
    }

    /// 64-bit FNV-1a of the parameters' record text (canonical: equal parameters, equal text), in
    /// hex (the same in every process, unlike `Hasher`).
    static func revision(ofRecord text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
