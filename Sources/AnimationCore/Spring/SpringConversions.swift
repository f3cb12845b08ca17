import RealModule

/// Exact conversions from other tools' spring parameters to (mass, stiffness, damping).
///
/// Sources: Facebook POP `POPAnimationExtras.mm` / `POPMath.mm` (bounciness and speed, the
/// Quartz Composer "Bouncy3" conversion), Rebound `OrigamiValueConverter.java` (Origami tension and
/// friction), AndroidX `SpringForce` (mass 1, c = 2ζ√k), SwiftUI `springStiffness`/`springDamping`
/// and UIKit iOS 17 `UISpringTimingParameters(duration:bounce:)` (k = (2π/T)², c = 4πζ/T).
public enum SpringConversions {
    /// iOS 17 / SwiftUI bounce to damping ratio: 1 − b for b ≥ 0, 1/(1 + b) for b < 0.
    public static func dampingRatio(bounce: Double) -> Double {
        bounce < 0 ? 1 / (1 + bounce) : 1 - bounce
    }

    /// `UISpringTimingParameters(duration:bounce:)`, SwiftUI `Spring(duration:bounce:)`.
    public static func spring(duration: Double, bounce: Double) -> SpringParameters {
        spring(response: duration, dampingFraction: dampingRatio(bounce: bounce))
    }

    /// SwiftUI `.spring(response:dampingFraction:)`: k = (2π/r)², c = 2f√k, mass 1.
    public static func spring(response: Double, dampingFraction: Double) -> SpringParameters {
        let stiffness = (2 * Double.pi / response) * (2 * Double.pi / response)
        return SpringParameters(
            mass: 1, stiffness: stiffness, damping: 2 * stiffness.squareRoot() * dampingFraction,
            initialVelocity: 0)
    }

    /// AndroidX `SpringForce(stiffness, dampingRatio)`: mass 1.
    public static func android(stiffness: Double, dampingRatio: Double) -> SpringParameters {
        SpringParameters(
            mass: 1, stiffness: stiffness, damping: 2 * dampingRatio * stiffness.squareRoot(),
            initialVelocity: 0)
    }

    /// Rebound / Origami: tension = (o − 30)·3.62 + 194, friction = (o − 8)·3 + 25, 0 maps to 0.
    public static func origami(tension: Double, friction: Double) -> SpringParameters {
        SpringParameters(
            mass: 1, stiffness: tensionFromOrigami(tension), damping: frictionFromOrigami(friction),
            initialVelocity: 0)
    }

    /// POP `convertBounciness:speed:toTension:friction:mass:` (bounciness and speed in 0…20).
    public static func pop(bounciness: Double, speed: Double) -> SpringParameters {
        let scale = 1.7
        let range = 20.0
        let b = projectNormal(normalize(bounciness / scale, 0, range), 0, 0.8)
        let s = normalize(speed / scale, 0, range)
        let qcTension = projectNormal(s, 0.5, 200)
        let qcFriction = quadraticOutInterpolation(b, bouncy3NoBounce(qcTension), 0.01)
        return SpringParameters(
            mass: 1, stiffness: tensionFromOrigami(qcTension), damping: frictionFromOrigami(qcFriction),
            initialVelocity: 0)
    }

    static func tensionFromOrigami(_ value: Double) -> Double {
        value == 0 ? 0 : (value - 30) * 3.62 + 194
    }

    static func frictionFromOrigami(_ value: Double) -> Double {
        value == 0 ? 0 : (value - 8) * 3 + 25
    }

    private static func normalize(_ value: Double, _ start: Double, _ end: Double) -> Double {
        (value - start) / (end - start)
    }

    private static func projectNormal(_ n: Double, _ start: Double, _ end: Double) -> Double {
        start + n * (end - start)
    }

    private static func quadraticOutInterpolation(_ t: Double, _ start: Double, _ end: Double) -> Double {
        let f = 2 * t - t * t
        return f * end + (1 - f) * start
    }

    /// POP's piecewise cubic for the friction that just avoids bouncing at a QC tension.
    private static func bouncy3NoBounce(_ tension: Double) -> Double {
        if tension <= 18 {
            return 0.0007 * Double.pow(tension, 3) - 0.031 * Double.pow(tension, 2) + 0.64 * tension + 1.28
        } else if tension <= 44 {
            return 0.000044 * Double.pow(tension, 3) - 0.006 * Double.pow(tension, 2) + 0.36 * tension + 2
        }
        return 0.00000045 * Double.pow(tension, 3) - 0.000332 * Double.pow(tension, 2) + 0.1078 * tension + 5.84
    }
}
