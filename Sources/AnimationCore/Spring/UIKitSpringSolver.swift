import RealModule

/// UIKit's derivation of a spring from a duration and a damping ratio.
///
/// `UIView.animate(withDuration:…usingSpringWithDamping:initialSpringVelocity:)` and
/// `UISpringTimingParameters(dampingRatio:initialVelocity:)` both run this routine: mass 1,
/// ζ clamped to [FLT_EPSILON, 1] (there is no over-damping), the duration clamped to [0.01, 10] s,
/// then ω0 found by 12 Newton steps from 5/d so that the oscillation envelope at t = d equals 0.001.
public enum UIKitSpringSolver {
    /// FLT_EPSILON, UIKit's lower clamp for the damping ratio.
    public static let minimumDampingRatio = 1.1920928955078125e-07
    /// UIKit's duration clamps, in seconds.
    public static let durationRange = 0.01...10.0
    /// The envelope value UIKit solves for at the end of the duration.
    public static let envelopeEpsilon = 0.001

    /// The spring UIKit builds for `duration` seconds, damping ratio `dampingRatio` and relative `velocity`.
    /// - Throws: ``TimingError/unsolvable(_:)`` when Newton's method finds no positive frequency.
    public static func spring(
        duration: Double, dampingRatio: Double, velocity: Double
    ) throws(TimingError) -> SpringParameters {
        let ratio = min(max(dampingRatio, minimumDampingRatio), 1)
        let d = min(max(duration, durationRange.lowerBound), durationRange.upperBound)
        let omega0 = newtonFrequency(duration: d, dampingRatio: ratio, velocity: velocity)
        guard omega0.isFinite, omega0 > 0 else {
            throw .unsolvable(
                "uikit-spring(damping: \(NumberFormat.shortest(dampingRatio)), velocity: \(NumberFormat.shortest(velocity))) "
                    + "has no UIKit spring for a duration of \(NumberFormat.shortest(duration)) s")
        }
        let stiffness = omega0 * omega0
        return SpringParameters(
            mass: 1, stiffness: stiffness, damping: 2 * ratio * omega0, initialVelocity: velocity)
    }

    /// ω0 after UIKit's 12 Newton iterations on envelope(ω0) − ε, starting from 5/d.
    static func newtonFrequency(duration d: Double, dampingRatio ratio: Double, velocity v: Double) -> Double {
        var omega = 5 / d
        for _ in 0..<12 {
            let (value, slope) = ratio < 1
                ? underDampedEnvelope(omega, d, ratio, v)
                : criticalEnvelope(omega, d, v)
            omega -= value / slope
        }
        return omega
    }

    /// |(ζω − v)/(ω√(1−ζ²))|·e^(−ζωd) − ε and its derivative in ω.
    private static func underDampedEnvelope(
        _ omega: Double, _ d: Double, _ ratio: Double, _ v: Double
    ) -> (Double, Double) {
        let root = (1 - ratio * ratio).squareRoot()
        let decay = Double.exp(-ratio * omega * d)
        let amplitude = ratio * omega - v
        let sign: Double = amplitude < 0 ? -1 : 1
        let value = sign * amplitude / (omega * root) * decay - envelopeEpsilon
        let slope = sign * decay * (v + ratio * d * v * omega - ratio * ratio * d * omega * omega)
            / (omega * omega * root)
        return (value, slope)
    }

    /// ((ω − v)d + 1)·e^(−ωd) − ε and its derivative in ω.
    private static func criticalEnvelope(_ omega: Double, _ d: Double, _ v: Double) -> (Double, Double) {
        let decay = Double.exp(-omega * d)
        return (((omega - v) * d + 1) * decay - envelopeEpsilon, (v - omega) * d * d * decay)
    }
}
