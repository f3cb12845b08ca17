import RealModule

/// `reanimated-spring(…)`: React Native Reanimated's `withSpring` config, version 4 (default) or 3.
///
/// - `reanimated-spring(mass: m, stiffness: k, damping: c, velocity: v)`: Reanimated 4's defaults are
///   `GentleSpringConfig` (4, 900, 120); Reanimated 3's (`version: 3`) are 1, 100, 10.
/// - `reanimated-spring(duration: s, damping-ratio: z)`: Reanimated 4 solves the stiffness by bisection
///   so the energy at 1.5·s is 6e-9 of the start's (mass 4 unless given; defaults 0.55 s, ζ 1);
///   Reanimated 3 solves the mass with stiffness 100 unless given (defaults 2 s, ζ 0.5).
/// - `overshoot-clamping: true` stops the run at the first frame past the target.
///
/// Both versions run every ζ ≥ 1 critically damped at ω0 = √(k/m) (`criticallyDampedSpringCalculations`).
/// Reanimated 4 stops at the first frame whose energy is at most 6e-9 of the start's; Reanimated 3 at the
/// first frame with |v| < 2 and |1 − x| < 0.01 (physics) or at the duration (duration form). Frames are
/// taken at 60 Hz. Sources: software-mansion/react-native-reanimated
/// `packages/react-native-reanimated/src/animation/spring/springUtils.ts` at 0893dd90898156277b8708ff82ad3f724f259f4b,
/// `spring/spring.ts` at 01e4626eaf1e4038f3ab69a98ff08ba7d056e2ee, `spring/springConfigs.ts` at
/// 6498574af1b763c9134ca5ce70a6923dba11e64e; Reanimated 3: `packages/react-native-reanimated/src/animation/springUtils.ts`
/// at f443c2734bc453d974653006be28dd4a614a1c18.
public struct ReanimatedSpring: Equatable, Hashable, Sendable {
    public enum Definition: Equatable, Hashable, Sendable {
        case physics(mass: Double, stiffness: Double, damping: Double)
        /// Reanimated 4 takes the mass and solves the stiffness; Reanimated 3 takes the stiffness and solves the mass.
        case duration(Double, dampingRatio: Double, given: Double)
    }

    public let definition: Definition
    public let velocity: Double
    public let overshootClamping: Bool
    /// 4 or 3.
    public let version: Int
    public let spring: SpringParameters
    public let stopTime: Double

    static let usage =
        "reanimated-spring(mass: …, stiffness: …, damping: …, velocity: …) or reanimated-spring(duration: …, damping-ratio: …, mass: …), "
        + "with overshoot-clamping: true and version: 3 if wanted"

    public init(_ definition: Definition, velocity: Double = 0, overshootClamping: Bool = false, version: Int = 4) {
        self.definition = definition
        self.velocity = velocity
        self.overshootClamping = overshootClamping
        self.version = version
        switch definition {
        case .physics(let m, let k, let c):
            spring = SpringParameters(mass: m, stiffness: k, damping: c, initialVelocity: velocity)
        case .duration(let seconds, let ratio, let given):
            let ms = PeerFrames.milliseconds(seconds)
            if version == 3 {
                let mass = ReanimatedSolver.massToMatchDuration(
                    milliseconds: ms, dampingRatio: ratio, stiffness: given, velocity: velocity)
                spring = SpringParameters(
                    mass: mass, stiffness: given, damping: ratio * 2 * (given * mass).squareRoot(),
                    initialVelocity: velocity)
            } else {
                let stiffness = ReanimatedSolver.stiffnessToMatchDuration(
                    milliseconds: ms, dampingRatio: ratio, mass: given, velocity: velocity)
                spring = SpringParameters(
                    mass: given, stiffness: stiffness, damping: ratio * 2 * (stiffness * given).squareRoot(),
                    initialVelocity: velocity)
            }
        }
        stopTime =
            ReanimatedRun(
                spring: spring.dampingRatio < 1 ? spring : spring.criticallyDamped, configured: spring,
                overshootClamping: overshootClamping, version: version,
                durationMilliseconds: {
                    if case .duration(let s, _, _) = definition, version == 3 { return PeerFrames.milliseconds(s) }
                    return nil
                }()
            ).stopTime
    }

    init(_ a: PeerArguments) throws(TimingError) {
        try a.check(allowed: [
            "mass", "stiffness", "damping", "velocity", "duration", "damping-ratio", "overshoot-clamping", "version"
        ])
        let version = try a.number("version", 4, .closed(3, 4))
        guard version == 3 || version == 4 else {
            throw TimingError.outOfRange(parameter: "version", value: version, allowed: "3 or 4")
        }
        let velocity = try a.number("velocity", 0, .finite)
        let clamping = try a.flag("overshoot-clamping")
        let definition: Definition
        if a.has(any: ["duration", "damping-ratio"]) {
            let solved = version == 3 ? "mass" : "stiffness"
            let reason = "Reanimated \(Int(version))'s duration form solves the \(solved): leave \(solved) out"
            try a.refuse(solved, because: reason)
            try a.refuse("damping", because: "the duration form takes damping-ratio, not damping")
            let seconds = try a.number(
                "duration", version == 3 ? 2 : 0.55, .positiveUpTo(AnimationCurve.maximumDuration))
            let ratio = try a.number("damping-ratio", version == 3 ? 0.5 : 1, .positive)
            let given = version == 3 ? try a.number("stiffness", 100, .positive) : try a.number("mass", 4, .positive)
            definition = .duration(seconds, dampingRatio: ratio, given: given)
        } else {
            let defaults = version == 3 ? (1.0, 100.0, 10.0) : (4.0, 900.0, 120.0)
            definition = .physics(
                mass: try a.number("mass", defaults.0, .positive),
                stiffness: try a.number("stiffness", defaults.1, .positive),
                damping: try a.number("damping", defaults.2, .positive))
        }
        self.init(definition, velocity: velocity, overshootClamping: clamping, version: Int(version))
    }

    /// Reanimated runs ζ ≥ 1 as the critically damped spring at the same ω0.
    var runtimeSpring: SpringParameters { spring.dampingRatio < 1 ? spring : spring.criticallyDamped }

    var numbers: [(label: String, value: Double)] {
        var out: [(label: String, value: Double)]
        switch definition {
        case .physics(let m, let k, let c): out = [("mass", m), ("stiffness", k), ("damping", c)]
        case .duration(let s, let ratio, let given):
            out = [("duration", s), ("damping-ratio", ratio), (version == 3 ? "stiffness" : "mass", given)]
        }
        out.append(("velocity", velocity))
        if overshootClamping { out.append(("overshoot-clamping", 1)) }
        if version == 3 { out.append(("version", 3)) }
        return out
    }

    var resolution: PeerExactness {
        if case .duration = definition { return .exactByAlgorithm }
        return .exact
    }

    var stopRule: String {
        var rule: String
        if version == 3, case .duration = definition {
            rule = "stops at the first 60 Hz frame at or after its duration"
        } else if version == 3 {
            rule = "stops at the first 60 Hz frame with |v| < 2/s and |1 − x| < 0.01"
        } else {
            rule = "stops at the first 60 Hz frame whose energy is at most 6e-9 of the start's"
        }
        if overshootClamping { rule += ", or at the first frame past the target" }
        return rule
    }
}
