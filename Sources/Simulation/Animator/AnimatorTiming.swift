public import AnimationCore

/// The timing parameters a `UIViewPropertyAnimator` runs with: `UICubicTimingParameters` (a named
/// curve or control points) or `UISpringTimingParameters`.
///
/// `uikit-spring(damping:velocity:)` is `UISpringTimingParameters(dampingRatio:initialVelocity:)`:
/// the spring is solved (§1a) for the animator's duration, or for the remaining time when it
/// continues. Every other spring form has an implicit duration: the animator runs it for its
/// settling duration and ignores its own duration, as UIKit does for `(mass:stiffness:damping:)`.
public struct AnimatorTiming: Equatable, Sendable {
    public let expression: TimingExpression

    public init(_ expression: TimingExpression) { self.expression = expression }

    /// The Bézier of cubic timing parameters; nil for springs.
    public var bezier: CubicBezier? { expression.bezier }

    /// True for springs that fix their own duration (their settling duration).
    public var hasImplicitDuration: Bool { expression.hasImplicitDuration }

    /// The curve one leg of the animation follows when it should last `duration` seconds; springs
    /// with an implicit duration take their settling duration instead.
    func curve(duration: Double) throws(AnimatorError) -> AnimationCurve {
        do {
            return try AnimationCurve(expression, duration: hasImplicitDuration ? nil : duration)
        } catch {
            throw AnimatorError(
                "timing \(expression) cannot run for \(NumberFormat.shortest(duration)) s: \(error.message)")
        }
    }
}
