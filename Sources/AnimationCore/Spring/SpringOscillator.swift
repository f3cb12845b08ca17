import RealModule

/// Closed-form position and velocity of a ``SpringParameters`` oscillator, in real seconds.
///
/// Near ζ = 1 the textbook under- and over-damped forms divide by a vanishing ωd and lose
/// precision, so within a small band around critical damping the solution is evaluated with
/// series that are exact in the limit (sin(ωd t)/ωd and sinh(μt)/μ expanded). This keeps the
/// curve continuous across the boundary: ζ = 1 ± 1e-6 differs from ζ = 1 by O(1e-6), never jumps.
public struct SpringOscillator: Equatable, Sendable {
    public let parameters: SpringParameters
    private let lambda: Double  // ζω0, the decay rate
    private let omega0: Double
    private let discriminant: Double  // ω0²(ζ² − 1): negative under-damped, positive over-damped

    public init(_ parameters: SpringParameters) {
        self.parameters = parameters
        omega0 = parameters.undampedFrequency
        lambda = parameters.damping / (2 * parameters.mass)
        discriminant = lambda * lambda - omega0 * omega0
    }

    /// Displacement x(t), with x(0) = 0 and x(∞) = 1.
    public func position(at t: Double) -> Double {
        let (s, c) = decayedBasis(t)
        // x(t) = 1 − e^(−λt)·(C(t) + (λ − v)·S(t)); with S′ = C and C′ = D·S this solves the ODE
        // with x(0) = 0, x′(0) = v in every regime (D = λ² − ω0²).
        return 1 - (c + (lambda - parameters.initialVelocity) * s)
    }

    /// Velocity x′(t) in progress per second.
    public func velocity(at t: Double) -> Double {
        let v = parameters.initialVelocity
        let (s, c) = decayedBasis(t)
        return v * c + (omega0 * omega0 - lambda * v) * s
    }

    /// Returns e^(−λt)·(S(t), C(t)) where S = sin(ωd t)/ωd, t or sinh(μt)/μ and C = cos(ωd t), 1 or cosh(μt).
    private func decayedBasis(_ t: Double) -> (Double, Double) {
        let d = discriminant
        let q = d * t * t  // dimensionless size of the regime term
        if abs(q) < 1e-3 {
            // Power series in q, exact at q = 0 (critical damping) and far below 1 ulp off here.
            let decay = Double.exp(-lambda * t)
            let s = t * (1 + q / 6 * (1 + q / 20 * (1 + q / 42 * (1 + q / 72))))
            let c = 1 + q / 2 * (1 + q / 12 * (1 + q / 30 * (1 + q / 56)))
            return (decay * s, decay * c)
        }
        if d < 0 {
            let omegaD = (-d).squareRoot()
            let decay = Double.exp(-lambda * t)
            return (decay * Double.sin(omegaD * t) / omegaD, decay * Double.cos(omegaD * t))
        }
        // Over-damped: write cosh and sinh as exponentials already multiplied by e^(−λt),
        // so large t neither overflows nor cancels.
        let mu = d.squareRoot()
        let slow = Double.exp((mu - lambda) * t)
        let fast = Double.exp(-(mu + lambda) * t)
        return (0.5 * (slow - fast) / mu, 0.5 * (slow + fast))
    }
}
