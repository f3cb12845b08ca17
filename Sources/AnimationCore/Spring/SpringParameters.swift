import RealModule

/// A damped harmonic oscillator m·x″ + c·x′ + k·(x − 1) = 0 released from x(0) = 0 with x′(0) = v.
///
/// This is the one spring model every API in the studio reduces to: `CASpringAnimation`,
/// `UISpringTimingParameters`, SwiftUI springs, POP, Origami and Android all map to
/// (mass, stiffness, damping, initial velocity). Velocity is in "total distance per second",
/// positive toward the target, as UIKit documents it.
public struct SpringParameters: Equatable, Hashable, Sendable {
    /// Mass m in arbitrary units (> 0).
    public let mass: Double
    /// Stiffness k in units of mass per second² (> 0).
    public let stiffness: Double
    /// Damping coefficient c in units of mass per second (> 0).
    public let damping: Double
    /// Initial velocity v in progress per second.
    public let initialVelocity: Double

    /// Creates a spring from already validated parameters (see ``validated(mass:stiffness:damping:initialVelocity:)``).
    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    /// Creates a spring from user input, rejecting values no spring can have.
    /// - Throws: ``TimingError/outOfRange(parameter:value:allowed:)`` naming the first bad parameter.
    public static func validated(
        mass: Double, stiffness: Double, damping: Double, initialVelocity: Double
    ) throws(TimingError) -> SpringParameters {
        try TimingError.require(mass, "mass", .positive)
        try TimingError.require(stiffness, "stiffness", .positive)
        // CASpringAnimation documents damping ≥ 0 (as do CSS spring() and Motion): 0 is an undamped
        // oscillator, which never settles, so its curves need an explicit duration (AnimationCurve says so).
        try TimingError.require(damping, "damping", .nonNegative)
        try TimingError.require(initialVelocity, "velocity", .finite)
        return SpringParameters(
            mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }

    /// Undamped angular frequency ω0 = √(k/m), in radians per second.
    public var undampedFrequency: Double { (stiffness / mass).squareRoot() }

    /// Damping ratio ζ = c / (2√(km)); below 1 the spring overshoots.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// Response (SwiftUI's name for the undamped period) 2π/ω0, in seconds.
    public var response: Double { 2 * Double.pi / undampedFrequency }

    /// iOS 17 bounce: 1 − ζ when under- or critically damped, 1/ζ − 1 when over-damped.
    public var bounce: Double {
        let ratio = dampingRatio
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    /// Which closed form applies.
    public var regime: SpringRegime { SpringRegime(dampingRatio: dampingRatio) }

    /// The spring Core Animation runs in place of an over-damped one when `allowsOverdamping` is NO:
    /// the critically damped spring at the same ω0 (damping 2√(km)); other springs unchanged.
    public var criticallyDamped: SpringParameters {
        guard dampingRatio > 1 else { return self }
        var critical = SpringParameters(
            mass: mass, stiffness: stiffness, damping: 2 * (stiffness * mass).squareRoot(),
            initialVelocity: initialVelocity)
        // Round the damping to the value whose ratio is exactly 1, so every branch (settling, regime) sees critical.
        for _ in 0..<4 where critical.dampingRatio != 1 {
            let damping = critical.dampingRatio < 1 ? critical.damping.nextUp : critical.damping.nextDown
            critical = SpringParameters(
                mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
        }
        return critical
    }

    /// The same spring with another initial velocity.
    public func with(initialVelocity velocity: Double) -> SpringParameters {
        SpringParameters(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
    }
}

/// The three closed forms of the damped oscillator.
public enum SpringRegime: String, Equatable, Sendable, CaseIterable {
    case underDamped = "under-damped"
    case criticallyDamped = "critically damped"
    case overDamped = "over-damped"

    /// Classifies a damping ratio exactly: only ζ == 1 is critical.
    public init(dampingRatio: Double) {
        if dampingRatio < 1 {
            self = .underDamped
        } else if dampingRatio == 1 {
            self = .criticallyDamped
        } else {
            self = .overDamped
        }
    }
}
