import RealModule

/// `motion-spring(…)`: Motion's (Framer Motion's) `type: "spring"` transition, in its three forms.
///
/// - `motion-spring(stiffness: k, damping: c, mass: m, velocity: v)`: the physics spring (defaults
///   100, 10, 1, 0); it stops by Motion's rest rule.
/// - `motion-spring(visual-duration: s, bounce: b)`: k = (2π/(1.2·s))², c = 2·clamp(0.05, 1, 1 − b)·√k,
///   m = 1; it stops by the rest rule too.
/// - `motion-spring(duration: s, bounce: b)`: Motion's `findSpring` (11 Newton steps from 5/d on the
///   envelope ε = 0.001, d clamped to 0.01…10 s, ζ = clamp(0.05, 1, 1 − b)); it stops at d.
///
/// A time-defined spring ignores velocity in Motion, so the studio refuses one there and says so.
/// Durations are seconds here; Motion's `duration` is milliseconds, its `visualDuration` seconds.
/// Source: motiondivision/motion `packages/motion-dom/src/animation/generators/spring.ts` at
/// 1b037b0032578b52af94b06ff3920bfa0aaa5e36 (`springDefaults`, `findSpring`, `getSpringOptions`).
public struct MotionSpring: Equatable, Hashable, Sendable {
    public enum Definition: Equatable, Hashable, Sendable {
        case physics(stiffness: Double, damping: Double, mass: Double, velocity: Double)
        case visualDuration(Double, bounce: Double)
        case duration(Double, bounce: Double)
    }

    public let definition: Definition
    public let spring: SpringParameters
    public let stopTime: Double

    static let usage =
        "motion-spring(stiffness: …, damping: …, mass: …, velocity: …), motion-spring(visual-duration: …, bounce: …) "
        + "or motion-spring(duration: …, bounce: …)"

    public init(_ definition: Definition) {
        self.definition = definition
        switch definition {
        case .physics(let k, let c, let m, let v):
            spring = SpringParameters(mass: m, stiffness: k, damping: c, initialVelocity: v)
        case .visualDuration(let visual, let bounce):
            let root = (2 * Double.pi) / (visual * 1.2)
            let stiffness = root * root
            let damping = 2 * Self.clamp(0.05, 1, 1 - bounce) * stiffness.squareRoot()
            spring = SpringParameters(mass: 1, stiffness: stiffness, damping: damping, initialVelocity: 0)
        case .duration(let duration, let bounce):
            spring = Self.findSpring(milliseconds: PeerFrames.milliseconds(duration), bounce: bounce)
        }
        if case .duration(let duration, _) = definition {
            // `state.done = t >= duration`, with the duration clamped as findSpring clamps it.
            stopTime = Self.clamp(0.01, 10, PeerFrames.milliseconds(duration) / 1000)
        } else {
            let generator = MotionGenerator(
                stiffness: spring.stiffness, damping: spring.damping, mass: spring.mass,
                velocity: spring.initialVelocity)
            stopTime = generator.calculatedDuration / 1000
        }
    }

    init(_ a: PeerArguments) throws(TimingError) {
        try a.check(allowed: ["stiffness", "damping", "mass", "velocity", "visual-duration", "duration", "bounce"])
        let physical = a.has(any: ["stiffness", "damping", "mass", "velocity"])
        let timed = a.has(any: ["visual-duration", "duration", "bounce"])
        if timed {
            try a.refuse(
                "velocity",
                because: "a time-defined Motion spring ignores velocity (Motion starts it at rest); leave velocity out")
        }
        if physical && timed {
            let first = a.arguments.first { ["stiffness", "damping", "mass"].contains($0.label ?? "") }
            throw TimingError.syntax(
                message: "motion-spring takes stiffness/damping/mass/velocity or a duration with bounce, not both "
                    + "(Motion would ignore the duration)",
                offset: first?.offset ?? a.nameOffset, length: first?.length ?? 1)
        }
        if !timed {
            let k = try a.number("stiffness", 100, .positive)
            let c = try a.number("damping", 10, .nonNegative)
            let m = try a.number("mass", 1, .positive)
            let v = try a.number("velocity", 0, .finite)
            self.init(.physics(stiffness: k, damping: c, mass: m, velocity: v))
            return
        }
        let bounce = try a.number("bounce", 0.3, .unitInterval)
        if a.has(any: ["visual-duration"]) {
            try a.refuse(
                "duration",
                because: "motion-spring takes visual-duration or duration, not both (Motion uses visual-duration)")
            try a.require("bounce")
            self.init(.visualDuration(try a.number("visual-duration", 0.3, .positive), bounce: bounce))
        } else {
            self.init(.duration(try a.number("duration", 0.8, .positiveUpTo(10)), bounce: bounce))
        }
    }

    var numbers: [(label: String, value: Double)] {
        switch definition {
        case .physics(let k, let c, let m, let v):
            return [("stiffness", k), ("damping", c), ("mass", m), ("velocity", v)]
        case .visualDuration(let s, let b): return [("visual-duration", s), ("bounce", b)]
        case .duration(let s, let b): return [("duration", s), ("bounce", b)]
        }
    }

    var resolution: PeerExactness {
        if case .duration = definition { return .exactByAlgorithm }
        return .exact
    }

    var stopRule: String {
        if case .duration = definition { return "stops at its duration (isResolvedFromDuration)" }
        return "at rest when |velocity| ≤ 0.01/s and |1 − x| ≤ 0.005, checked every 50 ms (calcGeneratorDuration)"
    }

    /// `clamp(min, max, v)` as motion-utils writes it.
    static func clamp(_ low: Double, _ high: Double, _ value: Double) -> Double { min(max(value, low), high) }

    /// `findSpring({ duration, bounce, velocity: 0, mass: 1 })`.
    static func findSpring(milliseconds: Double, bounce: Double) -> SpringParameters {
        let safeMin = 0.001
        let velocity = 0.0
        let ratio = clamp(0.05, 1, 1 - bounce)
        let duration = clamp(0.01, 10, milliseconds / 1000)
        let envelope: (Double) -> Double
        let derivative: (Double) -> Double
        if ratio < 1 {
            envelope = { f in
                let exponentialDecay = f * ratio
                let delta = exponentialDecay * duration
                let a = exponentialDecay - velocity
                let b = f * (1 - ratio * ratio).squareRoot()
                let c = Double.exp(-delta)
                return safeMin - (a / b) * c
            }
            derivative = { f in
                let exponentialDecay = f * ratio
                let delta = exponentialDecay * duration
                let d = delta * velocity + velocity
                let e = Double.pow(ratio, 2) * Double.pow(f, 2) * duration
                let g = Double.pow(f, 2) * (1 - ratio * ratio).squareRoot()
                let factor: Double = -envelope(f) + safeMin > 0 ? -1 : 1
                return (factor * ((d - e) * Double.exp(-delta))) / g
            }
        } else {
            envelope = { f in -safeMin + Double.exp(-f * duration) * ((f - velocity) * duration + 1) }
            derivative = { f in Double.exp(-f * duration) * ((velocity - f) * (duration * duration)) }
        }
        // approximateRoot: `for (let i = 1; i < rootIterations; i++)` with rootIterations 12: 11 steps.
        var frequency = 5 / duration
        for _ in 1..<12 { frequency -= envelope(frequency) / derivative(frequency) }
        if frequency.isNaN {
            return SpringParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
        }
        let stiffness = Double.pow(frequency, 2) * 1
        return SpringParameters(
            mass: 1, stiffness: stiffness, damping: ratio * 2 * (1 * stiffness).squareRoot(), initialVelocity: 0)
    }
}
