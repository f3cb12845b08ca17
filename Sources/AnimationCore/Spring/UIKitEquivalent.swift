import RealModule

/// The inverse of ``UIKitSpringSolver``: the UIKit duration that yields a given spring.
public enum UIKitEquivalent {
    /// The duration d for which `uikit-spring(damping: ζ, velocity: v)` over d seconds is this spring,
    /// or nil when there is none (over-damped, or d outside UIKit's [0.01, 10] s).
    ///
    /// UIKit picks ω0 so the envelope at d equals 0.001; solving that equation for d instead of ω0
    /// gives d = ln(|ζω0 − v| / (ω0√(1−ζ²)·ε)) / (ζω0) under critical damping, and a bisection on
    /// ((ω0 − v)d + 1)e^(−ω0 d) = ε at ζ = 1. Mass cancels: only ω0, ζ and v shape the curve.
    public static func duration(for spring: SpringParameters) -> Double? {
        guard let d = unclampedDuration(for: spring), UIKitSpringSolver.durationRange.contains(d) else { return nil }
        return d
    }

    /// Why a spring has no UIKit duration-based form, or nil when it has one.
    public static func whyNone(for spring: SpringParameters) -> String? {
        let ratio = spring.dampingRatio
        if ratio > 1 {
            return
                "UIKit duration-based springs cannot be over-damped (damping ratio \(NumberFormat.fixed(ratio, 3)) > 1)"
        }
        guard let d = unclampedDuration(for: spring) else {
            return "no UIKit duration gives this spring's envelope of 0.001"
        }
        guard UIKitSpringSolver.durationRange.contains(d) else {
            return
                "UIKit solves duration-based springs for 0.01 to 10 s; this one would need \(NumberFormat.fixed(d, 1)) s"
        }
        return nil
    }

    /// The duration before UIKit's clamp, or nil when the envelope equation has no root.
    static func unclampedDuration(for spring: SpringParameters) -> Double? {
        let ratio = spring.dampingRatio
        let omega = spring.undampedFrequency
        let v = spring.initialVelocity
        let epsilon = UIKitSpringSolver.envelopeEpsilon
        var d: Double
        if ratio < 1 {
            let amplitude = abs(ratio * omega - v) / (omega * (1 - ratio * ratio).squareRoot())
            d = Double.log(amplitude / epsilon) / (ratio * omega)
        } else if ratio == 1 {
            let envelope = { (d: Double) in ((omega - v) * d + 1) * Double.exp(-omega * d) - epsilon }
            var low = 0.0
            var high = 1e6
            guard envelope(low) > 0, envelope(high) < 0 else { return nil }
            for _ in 0..<200 {
                let middle = (low + high) / 2
                if envelope(middle) > 0 { low = middle } else { high = middle }
            }
            d = (low + high) / 2
        } else {
            return nil
        }
        guard d.isFinite, d > 0 else { return nil }
        return d
    }

    /// The damping ratio a `uikit-spring` expression was written with (1 for other forms).
    public static func dampingRatio(of expression: TimingExpression) -> Double {
        if case .uikitSpring(let ratio, _) = expression { return ratio }
        return 1
    }
}
