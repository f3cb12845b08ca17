/// A timing expression bound to a duration: progress and velocity at any time in seconds.
///
/// This is what the device runs. A Bézier is stretched over the duration. A `uikit-spring` is the
/// spring UIKit's Newton steps derive from the duration, evaluated in real seconds. A
/// `CASpringAnimation` spring that is over-damped runs critically damped unless it allows
/// over-damping. SwiftUI's `.spring(response:)` family is stepped at 300 Hz (``SteppedSpring``) and
/// drawn until the spring rests (SwiftUI's own completion is reported, not drawn: see ``SteppedSpring``). Every spring runs until the duration and then sits at
/// exactly 1 (Core Animation snaps the model value at the end), so a spring cut off before it
/// settles jumps to 1 at the duration; ``endJump`` says by how much.
public struct AnimationCurve: Equatable, Sendable {
    /// How the curve is evaluated.
    public enum Shape: Equatable, Sendable {
        case bezier(CubicBezier)
        case spring(SpringOscillator)
        /// SwiftUI's numerical spring.
        case stepped(SteppedSpring)
    }

    public let expression: TimingExpression
    public let shape: Shape
    /// The animation's duration in seconds: the curve is 1 from here on.
    public let duration: Double

    /// Largest duration accepted anywhere, in seconds (one hour).
    public static let maximumDuration = 3600.0

    /// Binds `expression` to `duration`, or to its own duration when `duration` is nil:
    /// the settling duration for springs that have one, 1 s for Bézier curves and `uikit-spring`.
    /// - Throws: ``TimingError`` for a non-positive or non-finite duration, or an unsolvable spring.
    public init(_ expression: TimingExpression, duration: Double? = nil) throws(TimingError) {
        if let duration {
            try TimingError.require(duration, "duration", .positiveUpTo(AnimationCurve.maximumDuration))
        }
        self.expression = expression
        switch expression {
        case .named(let name):
            shape = .bezier(name.bezier)
            self.duration = duration ?? 1
        case .cubic(let curve):
            shape = .bezier(curve)
            self.duration = duration ?? 1
        case .uikitSpring(let ratio, let velocity):
            let d = duration ?? 1
            shape = .spring(
                SpringOscillator(UIKitSpringSolver.spring(duration: d, dampingRatio: ratio, velocity: velocity)))
            self.duration = d
        case .springResponse(let response, let fraction):
            (shape, self.duration) = try AnimationCurve.stepped(expression, response, fraction, duration)
        case .swiftUISpring(let response, let bounce):
            let fraction = SpringConversions.dampingRatio(bounce: bounce)
            (shape, self.duration) = try AnimationCurve.stepped(expression, response, fraction, duration)
        case .peer(let peer):
            // The peer's own runtime: the closed form of the spring it resolves, until it stops.
            shape = .spring(SpringOscillator(peer.runtimeSpring))
            self.duration = duration ?? peer.stopTime
        case .spring, .springDuration, .pop, .origami, .android:
            // Every one of these forms has a fixed spring (TimingExpression.fixedSpring).
            guard let spring = expression.runtimeSpring else {
                throw TimingError.unsolvable("\(expression) has no spring to run")
            }
            shape = .spring(SpringOscillator(spring))
            if let duration {
                self.duration = duration
            } else {
                self.duration = try AnimationCurve.settlingDuration(of: expression)
            }
        }
    }

    /// No animation: progress is 1 from time 0 on (Reduce Motion's `instant`). Its duration is 0.
    public static let instant = AnimationCurve(instantWith: .named(.linear))

    private init(instantWith expression: TimingExpression) {
        self.expression = expression
        shape = .bezier(CubicBezier(0, 0, 1, 1))
        duration = 0
    }

    /// The settling duration a spring with an implicit duration runs for (on the clamped curve).
    /// - Throws: ``TimingError/unsolvable(_:)`` for a spring that never settles, or only after an hour.
    public static func settlingDuration(of expression: TimingExpression) throws(TimingError) -> Double {
        guard let spring = expression.runtimeSpring else { return 1 }
        let settling = spring.settlingDuration()
        if settling == .infinity {
            throw TimingError.unsolvable(
                "\(expression) never settles (damping 0 is undamped: it oscillates for ever); give a duration between 0 and 3600 s"
            )
        }
        guard settling.isFinite, settling > 0, settling <= AnimationCurve.maximumDuration else {
            throw TimingError.unsolvable(
                "\(expression) settles after \(NumberFormat.derived(settling)) s; give a duration between 0 and 3600 s"
            )
        }
        return settling
    }

    private static func stepped(
        _ expression: TimingExpression, _ response: Double, _ fraction: Double, _ duration: Double?
    ) throws(TimingError) -> (Shape, Double) {
        let stepped = SteppedSpring(
            response: response, dampingFraction: fraction, limit: duration ?? AnimationCurve.maximumDuration)
        if let duration { return (.stepped(stepped), duration) }
        guard let end = stepped.endTime else {
            throw TimingError.unsolvable(
                "\(expression) is not at rest within 3600 s; give a duration between 0 and 3600 s")
        }
        return (.stepped(stepped), end)
    }

    /// The spring behind the curve, if it is one: for `uikit-spring` the one UIKit derived, for an
    /// over-damped `CASpringAnimation` the critical one it runs, for SwiftUI's the one it integrates.
    public var spring: SpringParameters? {
        switch shape {
        case .bezier: return nil
        case .spring(let oscillator): return oscillator.parameters
        case .stepped(let stepped): return stepped.parameters
        }
    }

    /// Progress at time t seconds: 0 before the start, exactly 1 from the duration on.
    public func progress(at t: Double) -> Double {
        if duration == 0 { return t < 0 ? 0 : 1 }
        if t <= 0 { return 0 }
        if t >= duration { return 1 }
        switch shape {
        case .bezier(let curve): return curve.progress(at: duration == 1 ? t : t / duration)
        case .spring(let oscillator): return oscillator.position(at: t)
        case .stepped(let stepped): return stepped.position(at: t)
        }
    }

    /// Velocity at time t seconds in progress per second; 0 after the end. At t = 0 a spring has its
    /// initial velocity and a Bézier its starting slope.
    public func velocity(at t: Double) -> Double {
        if t < 0 || t > duration || duration == 0 { return 0 }
        if t == duration, spring != nil { return 0 }
        switch shape {
        case .bezier(let curve): return curve.slope(at: t / duration) / duration
        case .spring(let oscillator): return oscillator.velocity(at: t)
        case .stepped(let stepped): return stepped.velocity(at: t)
        }
    }

    /// Progress just before the end, before any snap: the spring's own value at the duration.
    public var valueBeforeEnd: Double {
        switch shape {
        case .bezier: return 1
        case .spring(let oscillator): return oscillator.position(at: duration)
        case .stepped(let stepped): return stepped.positionBeforeSnap(at: duration)
        }
    }

    /// How far progress jumps at the duration (0 for Béziers and for springs that settled).
    public var endJump: Double { 1 - valueBeforeEnd }
}
