/// SwiftUI's runtime for `.spring(response:dampingFraction:)`, `.spring(duration:bounce:)`, `smooth`,
/// `snappy` and `bouncy`: a numerical integration, not the closed form.
///
/// SwiftUI advances the spring in fixed 1/300 s steps (mass 1, stiffness (2π/response)² capped at
/// 45000, damping 2√k·f), velocity first and then position (semi-implicit Euler), and shows at each
/// frame the state of the first step at or after the frame's time. Device recordings match this
/// scheme to 1e-7 of the travel (animation-math.md §1d).
///
/// Two ends are kept apart. SwiftUI's completion rule (|v|² and |a|² at most 0.0036 and less than
/// 1 % of the travel left, OpenSwiftUI `FluidSpringAnimation.swift` @ 069dd80) is measured in the
/// animated value's own units: on a travel of 1 it fires early (0.577 s for response 0.55 / damping
/// fraction 0.825, at 1.00586), but on a device travel of points its velocity and acceleration
/// bounds are hundreds of times tighter, and iPhone recordings keep moving past it. So the studio
/// reports that completion and draws the steps on until the spring rests: the first step from which
/// the position stays within ``restTolerance`` (0.001, Core Animation's settling ε and the studio's
/// settle band) of 1, or SwiftUI's completion if that comes later; the value is 1 from there on.
public struct SteppedSpring: Sendable {
    /// SwiftUI's fixed step, in seconds.
    public static let step = 1.0 / 300
    /// SwiftUI's stiffness cap.
    public static let maximumStiffness = 45000.0
    /// SwiftUI's rest threshold on |v|² and |a|².
    public static let restThreshold = 0.0036
    /// The largest share of the travel that may remain when SwiftUI calls the spring done.
    public static let remainingTolerance = 0.01
    /// The studio's rest band: the drawn curve ends at the first step from which |1 − x| stays below this.
    public static let restTolerance = 0.001

    /// The spring as integrated (mass 1, capped stiffness, damping from the capped stiffness).
    public let parameters: SpringParameters
    /// Position and velocity after each step; index 0 is the start.
    private let positions: [Double]
    private let velocities: [Double]
    /// The step at which SwiftUI's completion rule fired, or nil when it did not within the limit.
    public let completionStep: Int?
    /// The first step from which the position stays within ``restTolerance`` of 1, or nil when the
    /// spring is not at rest within the limit.
    public let restStep: Int?

    /// Integrates SwiftUI's spring for `response` and `dampingFraction` from rest at 0 toward 1.
    /// - Parameters:
    ///   - velocity: the velocity kept from an interrupted spring (progress per second).
    ///   - limit: the most seconds to integrate (the animation's duration when one is given).
    public init(response: Double, dampingFraction: Double, velocity: Double = 0, limit: Double) {
        let stiffness = min(
            response > 0 ? (2 * Double.pi / response) * (2 * Double.pi / response) : .infinity, Self.maximumStiffness)
        let damping = 2 * stiffness.squareRoot() * dampingFraction
        parameters = SpringParameters(mass: 1, stiffness: stiffness, damping: damping, initialVelocity: velocity)
        var state = SteppedSpringState(position: 0, velocity: velocity)
        var positions = [0.0]
        var velocities = [velocity]
        let maximumSteps = Int(min(max(limit, 0), 3600) * 300 + 2)
        var done: Int?
        var rest: Int?
        // The last step outside the rest band; the band holds for good once the spring's energy
        // (1 − x)² + v²/k is a sixteenth of the band's: the steps cannot carry it back out.
        var lastOutside = 0
        let quietEnergy = (Self.restTolerance / 4) * (Self.restTolerance / 4)
        for n in 1...maximumSteps {
            state = state.advanced(stiffness: stiffness, damping: damping, target: 1)
            positions.append(state.position)
            velocities.append(state.velocity)
            let remaining = 1 - state.position
            if abs(remaining) >= Self.restTolerance { lastOutside = n }
            if done == nil, state.isAtRest(stiffness: stiffness, damping: damping, target: 1) { done = n }
            if remaining * remaining + state.velocity * state.velocity / stiffness <= quietEnergy {
                rest = lastOutside + 1
            }
            if done != nil, rest != nil { break }
        }
        self.positions = positions
        self.velocities = velocities
        completionStep = done
        restStep = rest
    }

    /// When SwiftUI's completion rule fires on a travel of 1, or nil when it does not within the limit.
    public var completionTime: Double? { completionStep.map { Double($0) * Self.step } }

    /// The step from which the drawn curve is 1: the rest step, or SwiftUI's completion when later;
    /// nil when either is not reached within the limit.
    public var endStep: Int? {
        guard let rest = restStep, let done = completionStep else { return nil }
        return max(rest, done)
    }

    /// When the drawn curve reaches 1 for good (``endStep``), or nil when not within the limit.
    public var endTime: Double? { endStep.map { Double($0) * Self.step } }

    /// The number of steps SwiftUI has taken when a frame at time t is drawn: the first step at or after t.
    static func stepIndex(at t: Double) -> Int {
        // t·300 rounded up, forgiving the rounding error of t itself (0.1·300 is 30.000000000000004).
        let exact = t * 300
        let nearest = exact.rounded()
        return Int(abs(exact - nearest) <= 1e-9 * max(1, nearest) ? nearest : exact.rounded(.up))
    }

    /// Position shown at time t (0 before the start; 1 from the end step on).
    public func position(at t: Double) -> Double {
        if t <= 0 { return 0 }
        let n = Self.stepIndex(at: t)
        if let end = endStep, n >= end { return 1 }
        return positions[min(n, positions.count - 1)]
    }

    /// The integrated position at time t ignoring the snap to 1: the value the curve jumps from.
    public func positionBeforeSnap(at t: Double) -> Double {
        positions[min(Self.stepIndex(at: max(t, 0)), positions.count - 1)]
    }

    /// The largest |stepped − closed form| over the steps until the end step, and the time of it.
    /// The closed form is `closedForm` evaluated at each step time; at the end step the stepped
    /// value is 1, as it is drawn.
    public func largestDifference(from closedForm: SpringParameters) -> (difference: Double, time: Double) {
        let oscillator = SpringOscillator(closedForm)
        let last = endStep ?? positions.count - 1
        var best = (difference: 0.0, time: 0.0)
        for n in 0...last {
            let t = Double(n) * Self.step
            let stepped = n == endStep ? 1 : positions[n]
            let difference = stepped - oscillator.position(at: t)
            if abs(difference) > abs(best.difference) { best = (difference, t) }
        }
        return best
    }

    /// The velocity at time t (the state's velocity at the same step), 0 from the end step on.
    public func velocity(at t: Double) -> Double {
        if t < 0 { return 0 }
        let n = Self.stepIndex(at: t)
        if let end = endStep, n >= end { return 0 }
        return velocities[min(n, velocities.count - 1)]
    }
}

extension SteppedSpring: Equatable {
    public static func == (a: SteppedSpring, b: SteppedSpring) -> Bool {
        a.parameters == b.parameters && a.completionStep == b.completionStep && a.restStep == b.restStep
            && a.positions.count == b.positions.count
    }
}

/// One state of SwiftUI's spring integration and its step; also used to retarget (velocity is kept).
public struct SteppedSpringState: Equatable, Sendable {
    public var position: Double
    public var velocity: Double
    /// The acceleration at this state, as SwiftUI keeps it for its completion rule.
    public var acceleration = 0.0

    public init(position: Double, velocity: Double) {
        self.position = position
        self.velocity = velocity
    }

    /// One 1/300 s semi-implicit Euler step toward `target`: velocity first, then position with the new velocity.
    public func advanced(stiffness: Double, damping: Double, target: Double) -> SteppedSpringState {
        let h = SteppedSpring.step
        let force = stiffness * (target - position) - damping * velocity
        var next = SteppedSpringState(position: position, velocity: velocity + force * h)
        next.position = position + next.velocity * h
        next.acceleration = stiffness * (target - next.position) - damping * next.velocity
        return next
    }

    /// SwiftUI's completion rule, with the travel measured from 0 to `target`.
    public func isAtRest(stiffness: Double, damping: Double, target: Double) -> Bool {
        guard max(velocity * velocity, acceleration * acceleration) <= SteppedSpring.restThreshold else { return false }
        let tolerance = target * SteppedSpring.remainingTolerance
        let remaining = target - position
        return !(tolerance * tolerance > 0 && tolerance * tolerance < remaining * remaining)
    }
}
