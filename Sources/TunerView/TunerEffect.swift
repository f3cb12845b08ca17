public import StudioEditing

/// What the tuner's update asks the loop to do: every write, read and play goes through here, so
/// the update itself stays pure. The loop runs each effect and sends what came of it back in as a
/// ``TunerEvent``.
public enum TunerEffect: Equatable, Sendable {
    /// Apply a change to the draft through the editing layer.
    case write(TunerWrite)
    /// Undo or redo one step of the draft's history.
    case undo
    case redo
    /// Commit the draft, with the message typed (empty: none).
    case commit(message: String)
    /// Read the base typed after `NAME@` (the whole line, as the prompt holds it) and compare with it.
    case pickBase(line: String)
    /// Play the motion in the view (the reduced-motion variant's with `reduceMotion`).
    case play(reduceMotion: Bool)
    /// Close the tuner.
    case quit
}

/// One change the tuner makes to the draft, and how its message line will say it.
public struct TunerWrite: Equatable, Sendable {
    public var change: DraftChange
    /// The run this change belongs to (one undo step for the run), or nil for a step of its own.
    public var burst: TunerBurst?
    /// What the message line says once it is written; nil: what the layer says changed.
    public var message: String?

    public init(_ change: DraftChange, burst: TunerBurst? = nil, message: String? = nil) {
        self.change = change
        self.burst = burst
        self.message = message
    }
}

/// A run of nudges to one line (or one drag of a control point): its writes share one undo step.
/// The loop keeps the store's burst for the run it last wrote, and continues it when the next
/// write names the same run.
public struct TunerBurst: Hashable, Sendable {
    /// What the run changes (a parameter's name, `control point 1`).
    public let key: String
    /// Counts the tuner's runs: a new run on the same line is a new number.
    public let number: Int

    public init(_ key: String, number: Int) {
        self.key = key
        self.number = number
    }
}
