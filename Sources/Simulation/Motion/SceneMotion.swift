public import AnimationCore

/// How the card and bars scenes play their animations: in full, or as a reduced-motion variant that
/// holds the moving properties still (#33), as the exported code does with Reduce Motion on.
///
/// A `retimed` or `preset` variant is the full motion of other parameters (another timing, another
/// preset), so a caller plays it as ``full`` with those parameters.
public enum SceneMotion: Sendable, Equatable {
    /// The preset's own animations.
    case full
    /// No animation: every change takes its final value at once, and what a completion does is done then.
    case instant
    /// Frames and positions take their new values at once; what appears or disappears fades over
    /// `duration` seconds on `timing` (a timing of its own duration runs for that instead).
    case crossFade(duration: Double, timing: TimingExpression)

    /// The scene motion of a reduced-motion variant that holds properties still; nil for `retimed`
    /// and `preset`, which move (play them as ``full`` with the variant's parameters).
    public init?(_ variant: ReducedMotionVariant) {
        switch variant {
        case .instant: self = .instant
        case .crossFade(let duration, let timing): self = .crossFade(duration: duration, timing: timing)
        case .retimed, .preset: return nil
        }
    }

    /// The fade's curve bound to its duration; nil unless a cross-fade.
    /// - Throws: ``TimingError`` for a duration or timing the curve cannot take.
    func fadeCurve() throws(TimingError) -> AnimationCurve? {
        guard case .crossFade(let duration, let timing) = self else { return nil }
        return try AnimationCurve(timing, duration: timing.hasImplicitDuration ? nil : duration)
    }
}
