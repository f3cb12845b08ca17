/// SwiftUI's runtime for `.spring(response:dampingFraction:)`, `.spring(duration:bounce:)`, `smooth`,
/// `snappy` and `bouncy`: a numerical integration, not the closed form.
///
/// SwiftUI advances the spring in fixed 1/300 s steps (mass 1, stiffness (2π/response)² capped at
/// 45000, damping 2√k·f), velocity first and then position (semi-implicit Euler), and shows at each
/// frame the state of the first step at or after the frame's time. It is done when |v|² and |a|² are
/// at most 0.0036 and less than 1 % of the travel remains; then the value jumps to the target. Device
/// recordings match this scheme to 1e-7 of the travel (animation-math.md §1d). Progress runs 0 → 1,
/// so the thresholds apply to a travel of 1 (see docs/explanation/math.md).
public struct SteppedSpring: Sendable {
    /// SwiftUI's fixed step, in seconds.
    public static let step = 1.0 / 300
    /// SwiftUI's stiffness cap.
    public static let maximumStiffness = 45000.0
    /// SwiftUI's rest threshold on |v|² and |a|².
    public static let restThreshold = 0.0036
    /// The largest share of the travel that may remain when SwiftUI calls the spring done.
    public static let remainingTolerance = 0.01

    /// The spring as integrated (mass 1, capped stiffness, damping from the capped stiffness).
    public let parameters: SpringParameters
    /// Position and velocity after each step; index 0 is the start.
    private let positions: [Double]
    private let velocities: [Double]
    /// The step at which SwiftUI's completion rule fired, or nil when it did not within the limit.
    public let completionStep: Int?

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
        for n in 1...maximumSteps {
            state = state.advanced(stiffness: stiffness, damping: damping, target: 1)
            positions.append(state.position)
            velocities.append(state.velocity)
            if state.isAtRest(stiffness: stiffness, damping: damping, target: 1) {
                done = n
                break
            }
        }
        self.positions = positions
        self.velocities = velocities
        completionStep = done
    }

    /// When SwiftUI calls the spring done (and the value jumps to 1), or nil when it is not done within the limit.
    public var completionTime: Double? { completionStep.map { Double($0) * Self.step } }

    /// The number of steps SwiftUI has taken when a frame at time t is drawn: the first step at or after t.
    static func stepIndex(at t: Double) -> Int {
        // t·300 rounded up, forgiving the rounding error of t itself (0.1·300 is 30.000000000000004).
        let exact = t * 300
        let nearest = exact.rounded()
        return Int(abs(exact - nearest) <= 1e-9 * max(1, nearest) ? nearest : exact.rounded(.up))
    }

    /// Position shown at time t (0 before the start; 1 once done).
    public func position(at t: Double) -> Double {
        if t <= 0 { return 0 }
        let n = Self.stepIndex(at: t)
        if let done = completionStep, n >= done { return 1 }
        return positions[min(n, positions.count - 1)]
    }

    /// The integrated position at time t ignoring the completion snap: the value SwiftUI jumps from.
    public func positionBeforeSnap(at t: Double) -> Double {
        positions[min(Self.stepIndex(at: max(t, 0)), positions.count - 1)]
    }

    /// The largest |stepped − closed form| over SwiftUI's steps until it is done, and the time of it.
    /// The closed form is `closedForm` evaluated at each step time; after completion the stepped
    /// value is 1, as SwiftUI shows it.
    public func largestDifference(from closedForm: SpringParameters) -> (difference: Double, time: Double) {
        let oscillator = SpringOscillator(closedForm)
        let last = completionStep ?? positions.count - 1
        var best = (difference: 0.0, time: 0.0)
        for n in 0...last {
            let t = Double(n) * Self.step
            let stepped = n == completionStep ? 1 : positions[n]
            let difference = stepped - oscillator.position(at: t)
            if abs(difference) > abs(best.difference) { best = (difference, t) }
        }
        return best
    }

    /// SwiftUI's velocity at time t (the state's velocity at the same step), 0 once done.
    public func velocity(at t: Double) -> Double {
        if t < 0 { return 0 }
        let n = Self.stepIndex(at: t)
        if let done = completionStep, n >= done { return 0 }
        return velocities[min(n, velocities.count - 1)]
    }
}

extension SteppedSpring: Equatable {
    public static func == (a: SteppedSpring, b: SteppedSpring) -> Bool {
        a.parameters == b.parameters && a.completionStep == b.completionStep && a.positions.count == b.positions.count
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
