/// `compose-spring(damping-ratio: z, stiffness: k)`: Jetpack Compose's `spring(dampingRatio, stiffness)`
/// animating a Float from 0 to 1 (mass 1; defaults `Spring.DampingRatioNoBouncy` 1 and
/// `Spring.StiffnessMedium` 1500).
///
/// Compose keeps both numbers as Float, so the spring it runs has the Float-rounded ζ and k. It ends
/// the animation at `FloatSpringSpec.getDurationNanos`: Compose's estimate of when the spring last is
/// within the visibility threshold 0.01 of the target, in whole milliseconds, and snaps there.
/// `velocity: v` (default 0) is the `initialVelocity` of `Animatable.animateTo(1f, spring(…), initialVelocity)`,
/// progress per second as a Float: `SpringSimulation.updateValues` starts the closed form with it and
/// `FloatSpringSpec.getDurationNanos` passes `initialVelocity / visibilityThreshold` (Float) to the estimate.
/// Names: `damping-ratio: high-bouncy|medium-bouncy|low-bouncy|no-bouncy` (0.2, 0.5, 0.75, 1),
/// `stiffness: high|medium|medium-low|low|very-low` (10000, 1500, 400, 200, 50) from `Spring`, and
/// `token: standard-default-spatial` … `expressive-slow-effects`, Material 3's motion scheme springs.
/// Sources: androidx/androidx `compose/animation/animation-core/…/SpringSimulation.kt` at
/// a33e853bce7aa33340d13f6c4c90c6aff5d81c8e, `FloatAnimationSpec.kt` at the same commit,
/// `SpringEstimation.kt` at 3fc76f97d38be94f3d8fdd4f703156b0e212d1b7; the token values are
/// `androidx.compose.material3.tokens.StandardMotionTokens`/`ExpressiveMotionTokens` (material3 1.4).
public struct ComposeSpring: Equatable, Hashable, Sendable {
    public let dampingRatio: Double
    public let stiffness: Double
    /// `animateTo`'s initial velocity as written (progress per second); Compose runs its Float value.
    public let velocity: Double
    public let spring: SpringParameters
    public let stopTime: Double

    /// Compose's `Float` visibility threshold for `animateFloatAsState` (`Spring.DefaultDisplacementThreshold`).
    public static let visibilityThreshold: Float = 0.01

    static let usage = "compose-spring(damping-ratio: …, stiffness: …) or compose-spring(token: …)"
    static let stopRule =
        "ends at Compose's estimate of when it last is within 0.01 of the target (SpringEstimation), in whole ms"

    public static let dampingRatioNames: [String: Double] = [
        "high-bouncy": 0.2, "medium-bouncy": 0.5, "low-bouncy": 0.75, "no-bouncy": 1
    ]
    public static let stiffnessNames: [String: Double] = [
        "high": 10_000, "medium": 1500, "medium-low": 400, "low": 200, "very-low": 50
    ]
    /// Material 3 motion scheme springs: (damping ratio, stiffness).
    public static let tokenNames = [
        "standard-default-spatial", "standard-fast-spatial", "standard-slow-spatial",
        "standard-default-effects", "standard-fast-effects", "standard-slow-effects",
        "expressive-default-spatial", "expressive-fast-spatial", "expressive-slow-spatial",
        "expressive-default-effects", "expressive-fast-effects", "expressive-slow-effects"
    ]
    static let tokenValues: [(Double, Double)] = [
        (0.9, 700), (0.9, 1400), (0.9, 300), (1, 1600), (1, 3800), (1, 800),
        (0.8, 380), (0.6, 800), (0.8, 200), (1, 1600), (1, 3800), (1, 800)
    ]

    public init(dampingRatio: Double, stiffness: Double, velocity: Double = 0) {
        self.dampingRatio = dampingRatio
        self.stiffness = stiffness
        self.velocity = velocity
        let floatVelocity = Float(velocity)
        // SpringSimulation: dampingRatio is a Float; stiffness is kept as naturalFreq = sqrt(Float k).
        let ratio = Double(Float(dampingRatio))
        let naturalFreq = Double(Float(stiffness)).squareRoot()
        // The closed form it evaluates has ω0 = naturalFreq = √(Float k) and ζ = Float ζ, i.e. this spring.
        spring = SpringParameters(
            mass: 1, stiffness: Double(Float(stiffness)), damping: 2.0 * naturalFreq * ratio,
            initialVelocity: Double(floatVelocity))
        // getDurationNanos: stiffness = (naturalFreq²).toFloat(), displacement (0 − 1) / 0.01f in Float.
        let displacement = (Float(0) - Float(1)) / Self.visibilityThreshold
        let millis = ComposeSpringEstimation.durationMillis(
            stiffness: Double(Float(naturalFreq * naturalFreq)), dampingRatio: ratio,
            initialVelocity: Double(floatVelocity / Self.visibilityThreshold),
            initialDisplacement: Double(displacement), delta: Double(Float(1)))
        stopTime = millis.map { Double($0) / 1000 } ?? .infinity
    }

    init(_ a: PeerArguments) throws(TimingError) {
        try a.check(allowed: ["damping-ratio", "stiffness", "token", "velocity"])
        let velocity = try a.number("velocity", 0, .finite)
        if let token = try a.choice("token", Self.tokenNames) {
            try a.refuse("damping-ratio", because: "compose-spring takes a token or damping-ratio/stiffness, not both")
            try a.refuse("stiffness", because: "compose-spring takes a token or damping-ratio/stiffness, not both")
            let (ratio, stiffness) = Self.tokenValues[token]
            self.init(dampingRatio: ratio, stiffness: stiffness, velocity: velocity)
            return
        }
        self.init(
            dampingRatio: try a.number("damping-ratio", 1, .nonNegative, names: Self.dampingRatioNames),
            stiffness: try a.number("stiffness", 1500, .positive, names: Self.stiffnessNames), velocity: velocity)
    }

    /// The form's numbers; `velocity` only when it is not 0.
    var numbers: [(label: String, value: Double)] {
        [("damping-ratio", dampingRatio), ("stiffness", stiffness)] + (velocity == 0 ? [] : [("velocity", velocity)])
    }
}
