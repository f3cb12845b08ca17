/// One `addAnimations` block: its label and the progress the animator had reached when it was added
/// (nil when it was added before the animation started, so it runs from the start).
///
/// A block added mid-flight runs from the current state over the remaining time: its own progress
/// is (p − p₀)/(1 − p₀), where p is the animator's progress and p₀ the progress when it was added.
/// Choice (UIKit's exact behaviour for a reversal after a mid-flight addition is unpublished): it
/// never goes below 0, so on a reversal the added block reaches its start value at p₀ and stays
/// there, and nothing jumps.
public struct AnimatorAnimation: Equatable, Sendable {
    public let label: String
    public let addedAtProgress: Double?

    public init(label: String, addedAtProgress: Double?) {
        self.label = label
        self.addedAtProgress = addedAtProgress
    }

    /// This block's own progress when the animator's progress is `progress`.
    public func progress(animatorProgress progress: Double) -> Double {
        guard let start = addedAtProgress else { return progress }
        guard start < 1 else { return 1 }
        return max(0, (progress - start) / (1 - start))
    }
}
