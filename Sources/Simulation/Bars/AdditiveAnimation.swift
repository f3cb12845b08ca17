public import AnimationCore

/// One `UIView.animate` of one animatable property, as UIKit adds it since iOS 8: an additive
/// animation of the difference (old model − new model) → 0 on its own curve, from its own start.
///
/// The model value jumps to `to` when the block runs; this animation adds `from − to` back and lets
/// it fall to 0, so the presentation value starts exactly where it was and velocities of
/// overlapping animations blend (`animation-math.md` §4).
public struct AdditiveAnimation: Equatable, Sendable {
    /// Order in which the scene added it, from 1; completions and "latest" checks use it.
    public let id: Int
    /// When the animation block ran, in seconds.
    public let start: Double
    /// The model value before the block and after it.
    public let from: Double
    public let to: Double
    /// The timing curve bound to the animation's duration.
    public let curve: AnimationCurve

    public init(id: Int, start: Double, from: Double, to: Double, curve: AnimationCurve) {
        self.id = id
        self.start = start
        self.from = from
        self.to = to
        self.curve = curve
    }

    /// The additive offset it starts with: old model − new model.
    public var offset: Double { from - to }

    /// When it ends and its completion runs, kept to the nanosecond like script times (an
    /// animation of 0.2 s from 0.1 ends at 0.3, not 0.30000000000000004).
    public var end: Double { ((start + curve.duration) * 1e9).rounded() / 1e9 }

    /// What it still adds to the model value at time t: offset × (1 − progress); 0 once ended
    /// (the curve is exactly 1 from its duration on). Before its start it does not exist (0).
    public func remainingOffset(at t: Double) -> Double {
        guard t >= start, t < end else { return 0 }
        let progress = curve.progress(at: t - start)
        return progress == 1 ? 0 : offset * (1 - progress)
    }

    /// True while it runs: from its start (included) to its end (excluded).
    public func isRunning(at t: Double) -> Bool { t >= start && t < end }
}
