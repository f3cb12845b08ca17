/// `UIViewAnimatingPosition`: where the animation stopped when its completions run.
public enum AnimatingPosition: String, Equatable, Sendable, CaseIterable {
    /// The animation ran to its end (raw value 0 in UIKit).
    case end
    /// The animation ran back to its start (raw value 1): it was reversed.
    case start
    /// It was stopped and finished where it was (raw value 2).
    case current
}
