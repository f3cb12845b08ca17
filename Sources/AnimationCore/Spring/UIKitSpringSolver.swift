import RealModule

/// UIKit's derivation of a spring from a duration and a damping ratio, step for step as UIKit runs it.
///
/// `UIView.animate(withDuration:…usingSpringWithDamping:initialSpringVelocity:)` and
/// `UISpringTimingParameters(dampingRatio:initialVelocity:)` both run `parametersOfSpringAnimation`:
/// mass 1, ζ clamped to [FLT_EPSILON, 1] (there is no over-damping), the duration clamped to
/// [0.01, 10] s, then exactly 12 Newton steps from ω = 5/d on the envelope equation, with no check
/// of the result. UIKit then sets stiffness ω² and damping 2ζ√(ω²), so a step that lands on a
/// negative ω runs as |ω|. UIKit never refuses: where the steps do not converge the device animates
/// whatever they land on (animation-math.md §1a; docs/explanation/math.md).
public enum UIKitSpringSolver {
    /// FLT_EPSILON, UIKit's lower clamp for the damping ratio.
    public static let minimumDampingRatio = 1.1920928955078125e-07
    /// UIKit's duration clamps, in seconds.
    public static let durationRange = 0.01...10.0
    /// The envelope value UIKit solves for at the end of the duration.
    public static let envelopeEpsilon = 0.001
    /// How many Newton steps UIKit takes.
    public static let newtonSteps = 12
    /// ln(FLT_MAX): the largest x whose e^x a Float holds.
    public static let singleExponentLimit = Double.log(Double(Float.greatestFiniteMagnitude))

    /// Where UIKit's 12 steps land, taken in double precision or, for comparison, in single precision.
    public static func landedFrequency(
        duration: Double, dampingRatio: Double, velocity: Double, singlePrecision: Bool
    ) -> Double {
        let ratio = min(max(dampingRatio, minimumDampingRatio), 1)
        let d = min(max(duration, durationRange.lowerBound), durationRange.upperBound)
        let envelope = UIKitEnvelope(duration: d, dampingRatio: ratio, velocity: velocity)
        return singlePrecision
            ? envelope.newtonInSinglePrecision(from: 5 / d, steps: newtonSteps)
            : envelope.newton(from: 5 / d, steps: newtonSteps)
    }

    /// The retry from 1/d with 20 steps (SwiftUI's port of this solver) that runs where the steps overflow.
    public static func retriedFrequency(duration: Double, dampingRatio: Double, velocity: Double) -> Double {
        let ratio = min(max(dampingRatio, minimumDampingRatio), 1)
        let d = min(max(duration, durationRange.lowerBound), durationRange.upperBound)
        return UIKitEnvelope(duration: d, dampingRatio: ratio, velocity: velocity).newton(from: 1 / d, steps: 20)
    }

    /// The spring UIKit builds for `duration` seconds, damping ratio `dampingRatio` and relative `velocity`.
    public static func spring(duration: Double, dampingRatio: Double, velocity: Double) -> SpringParameters {
        solve(duration: duration, dampingRatio: dampingRatio, velocity: velocity).spring
    }

    /// UIKit's spring with what the studio knows about how it was reached.
    public static func solve(duration: Double, dampingRatio: Double, velocity: Double) -> UIKitSpringSolution {
        WorkCounter.current?.countSolve()
        let ratio = min(max(dampingRatio, minimumDampingRatio), 1)
        let d = min(max(duration, durationRange.lowerBound), durationRange.upperBound)
        let envelope = UIKitEnvelope(duration: d, dampingRatio: ratio, velocity: velocity)
        let landed = envelope.newton(from: 5 / d, steps: newtonSteps)
        var omega = landed
        var fallback = false
        // A frequency Core Animation can run: finite, with a finite, positive stiffness ω².
        let usable = { (omega: Double) in omega.isFinite && (omega * omega).isFinite && omega * omega > 0 }
        // Steps that land where the envelope's exponential e^(dζ|ω|) overflows a Float (past 88.72)
        // run on the device as the retry below, as steps that overflow do: the recorded iOS 14.4
        // frequencies keep 48–88 rad/s (dζω ≤ 88.35) and show 1.71 rad/s where double steps land at
        // 119.6 and 163.1 (docs/explanation/apple-behaviour.md; UIKitPrecisionTests).
        if !usable(omega) || d * ratio * abs(omega) > UIKitSpringSolver.singleExponentLimit {
            // The steps overflowed (NaN or ∞): our choice, documented in docs/explanation/math.md, is
            // the retry SwiftUI's own port of this solver makes (from 1/d, 20 steps), which lands on
            // the root the device was recorded on (1.71 rad/s for ζ 0.5, v 0.863–0.864, d 2 s).
            fallback = true
            omega = envelope.newton(from: 1 / d, steps: 20)
            // A frequency Core Animation can run: finite, with a finite, positive stiffness ω².
            let usable = { (omega: Double) in omega.isFinite && (omega * omega).isFinite && omega * omega > 0 }
            if !usable(omega) { omega = envelope.root ?? 10 }
        }
        // UIKit: stiffness = ω·(ω·m), damping = ζ·2·√(ω·(m²·ω)) with m = 1, i.e. ω0 = |ω|.
        let stiffness = omega * omega
        let spring = SpringParameters(
            mass: 1, stiffness: stiffness, damping: 2 * ratio * stiffness.squareRoot(), initialVelocity: velocity)
        return UIKitSpringSolution(
            spring: spring, landedFrequency: landed, convergedFrequency: envelope.root, overflowed: fallback)
    }
}

/// The result of UIKit's Newton steps and how it compares with the envelope equation's root.
public struct UIKitSpringSolution: Equatable, Sendable {
    /// The spring UIKit hands to Core Animation.
    public let spring: SpringParameters
    /// ω after UIKit's 12 steps (negative, NaN or ∞ where they diverge).
    public let landedFrequency: Double
    /// The largest positive ω whose envelope at d is exactly 0.001, or nil when there is none.
    public let convergedFrequency: Double?
    /// True when the steps overflowed and the retry chose the frequency.
    public let overflowed: Bool

    /// True when the spring's ω0 is within 1e-3 (relative) of the converged root; where it converges
    /// UIKit's 12 steps are far closer (1e-6 or better), where it does not they land far away.
    public var converged: Bool {
        guard let root = convergedFrequency else { return false }
        return abs(spring.undampedFrequency - root) <= 1e-3 * root
    }
}

/// UIKit's envelope function for one (d, ζ, v) and its Newton iteration, written as UIKit evaluates it.
struct UIKitEnvelope {
    let d: Double
    let ratio: Double
    let v: Double
    let epsilon = UIKitSpringSolver.envelopeEpsilon

    init(duration: Double, dampingRatio: Double, velocity: Double) {
        d = duration
        ratio = dampingRatio
        v = velocity
    }

    /// The same steps in single precision (Float arithmetic and `expf`, overflowing past 88.72): the
    /// alternative tried against the recorded iOS 14.4 frequencies (UIKitPrecisionTests).
    func newtonInSinglePrecision(from start: Double, steps: Int) -> Double {
        let d = Float(self.d)
        let ratio = Float(self.ratio)
        let v = Float(self.v)
        let epsilon = Float(self.epsilon)
        var omega = Float(start)
        for _ in 0..<steps {
            let value: Float
            let slope: Float
            if ratio >= 1 {
                let difference = omega - v
                value = (difference < 0 ? epsilon : -epsilon) + (difference * d + 1) * Float.exp(-(d * omega))
                slope = d * d * (v - omega) / Float.exp(omega * d)
            } else {
                let root = (1 - ratio * ratio).squareRoot()
                let amplitude = (ratio * omega - v) / (root * omega)
                value = epsilon - abs(amplitude * Float.exp(-(d * ratio * omega)))
                let square = omega * omega
                let polynomial = v + d * ratio * v * omega - d * ratio * ratio * square
                let numerator = Float.exp(-(d * ratio * omega)) * amplitude <= 0 ? polynomial : -polynomial
                slope = numerator / (square * root * Float.exp(omega * d * ratio))
            }
            omega -= value / slope
        }
        return Double(omega)
    }

    /// `steps` Newton steps from `start`, unguarded, as UIKit takes them.
    func newton(from start: Double, steps: Int) -> Double {
        var omega = start
        for _ in 0..<steps { omega -= value(omega) / slope(omega) }
        return omega
    }

    /// f(ω): ε − |(ζω − v)/(√(1−ζ²)ω)·e^(−dζω)| under critical damping; ((ω−v)d + 1)e^(−dω) ∓ ε at ζ = 1,
    /// with +ε when ω < v (UIKit's sign).
    func value(_ omega: Double) -> Double {
        if ratio >= 1 {
            let difference = omega - v
            let signed = difference < 0 ? epsilon : -epsilon
            return signed + (difference * d + 1) * Double.exp(-(d * omega))
        }
        return epsilon - abs(amplitude(omega) * Double.exp(-(d * ratio * omega)))
    }

    /// f′(ω), UIKit's expression: the sign of the branch follows the sign of the amplitude term.
    func slope(_ omega: Double) -> Double {
        if ratio >= 1 {
            return d * d * (v - omega) / Double.exp(omega * d)
        }
        let root = (1 - ratio * ratio).squareRoot()
        let square = omega * omega
        let polynomial = v + d * ratio * v * omega - d * ratio * ratio * square
        let decayedAmplitude = Double.exp(-(d * ratio * omega)) * amplitude(omega)
        let numerator = decayedAmplitude <= 0 ? polynomial : -polynomial
        return numerator / (square * root * Double.exp(omega * d * ratio))
    }

    private func amplitude(_ omega: Double) -> Double {
        (ratio * omega - v) / ((1 - ratio * ratio).squareRoot() * omega)
    }

    /// |envelope(ω)| at t = d, the quantity UIKit wants equal to ε.
    func magnitude(_ omega: Double) -> Double {
        if ratio >= 1 { return abs(((omega - v) * d + 1) * Double.exp(-(d * omega))) }
        return abs(amplitude(omega) * Double.exp(-(d * ratio * omega)))
    }

    /// The largest ω > 0 where the envelope magnitude crosses ε, by bracketing and bisection.
    var root: Double? {
        // Beyond the last crossing the magnitude falls below ε for good: find a point there first.
        var high = max(5 / d, abs(v) / ratio, abs(v), 1)
        var guardCount = 0
        while !(magnitude(high) < epsilon && magnitude(high * 2) < epsilon) {
            high *= 2
            guardCount += 1
            if guardCount > 200 || !high.isFinite { return nil }
        }
        // Walk down until the magnitude reaches ε again: the last crossing lies in [a, b].
        var a = high
        var b = high
        repeat {
            b = a
            a /= 1.05
            if a < 1e-9 { return nil }
        } while magnitude(a) < epsilon
        for _ in 0..<200 where b - a > 1e-15 * b {
            let middle = (a + b) / 2
            if magnitude(middle) >= epsilon { a = middle } else { b = middle }
        }
        return (a + b) / 2
    }
}
