import RealModule

/// `flutter-spring(…)`: Flutter's `SpringDescription`, run by a `SpringSimulation` from 0 to 1.
///
/// - `flutter-spring(mass: m, stiffness: k, damping: c)`: `SpringDescription(mass:stiffness:damping:)`.
/// - `flutter-spring(mass: m, stiffness: k, damping-ratio: z)`: `.withDampingRatio` (ratio 1 unless given),
///   c = z·2·√(mk).
/// - `flutter-spring(duration: s, bounce: b)`: `.withDurationAndBounce` (defaults 0.5 s, 0): the duration
///   is truncated to whole milliseconds (`duration.inMilliseconds`), m = 1, k = 4π²/T², ζ = 1 − b for
///   b > 0 and 1/(b + 1) otherwise.
/// - `velocity: v` (any form, default 0): the `velocity` of `SpringSimulation(spring, 0, 1, v)`, in
///   progress per second (L/T with L the travel 0 → 1). Flutter's `_SpringSolution` starts from
///   displacement start − end = −1 with that velocity, so it is the closed form's initial velocity.
///
/// The simulation is done when |x − 1| < 0.001 and |v| < 0.001 (`Tolerance.defaultTolerance`), checked
/// at each 60 Hz frame; the studio holds 1 from there, as `snapToEnd: true` does. Sources: flutter/flutter
/// `packages/flutter/lib/src/physics/spring_simulation.dart` at 04fbdcfac997f9bcbef805fe785ff71971ea16d2,
/// `physics/tolerance.dart` at 69bed28c010f9c6f10a36295195b82fb5480998d (the velocity: `SpringSimulation`'s
/// constructor and `_CriticalSolution`/`_OverdampedSolution`/`_UnderdampedSolution` there).
public struct FlutterSpring: Equatable, Hashable, Sendable {
    public enum Definition: Equatable, Hashable, Sendable {
        case physics(mass: Double, stiffness: Double, damping: Double)
        case dampingRatio(mass: Double, stiffness: Double, ratio: Double)
        case duration(Double, bounce: Double)
    }

    public let definition: Definition
    /// `SpringSimulation`'s starting velocity, progress per second toward the target.
    public let velocity: Double
    public let spring: SpringParameters
    public let stopTime: Double

    static let usage =
        "flutter-spring(mass: …, stiffness: …, damping: …), flutter-spring(mass: …, stiffness: …, damping-ratio: …) "
        + "or flutter-spring(duration: …, bounce: …)"
    static let stopRule =
        "done when |1 − x| < 0.001 and |v| < 0.001 (Tolerance.defaultTolerance), checked at 60 Hz frames"

    public init(_ definition: Definition, velocity: Double = 0) {
        self.definition = definition
        self.velocity = velocity
        switch definition {
        case .physics(let m, let k, let c):
            spring = SpringParameters(mass: m, stiffness: k, damping: c, initialVelocity: velocity)
        case .dampingRatio(let m, let k, let ratio):
            spring = SpringParameters(
                mass: m, stiffness: k, damping: ratio * 2.0 * (m * k).squareRoot(), initialVelocity: velocity)
        case .duration(let seconds, let bounce):
            let durationInSeconds = Self.wholeMilliseconds(seconds) / 1000
            let mass = 1.0
            let stiffness = (4 * Double.pi * Double.pi * mass) / Double.pow(durationInSeconds, 2)
            let ratio = bounce > 0 ? (1.0 - bounce) : (1 / (bounce + 1))
            spring = SpringParameters(
                mass: mass, stiffness: stiffness, damping: ratio * 2.0 * (mass * stiffness).squareRoot(),
                initialVelocity: velocity)
        }
        let oscillator = SpringOscillator(spring)
        stopTime = PeerFrames.firstDone(rate: PeerFrames.displayRate, limit: AnimationCurve.maximumDuration) { t in
            // nearZero(x, 1e-3) is −1e-3 < x < 1e-3, on the displacement from the end and on dx.
            let displacement = oscillator.position(at: t) - 1
            let velocity = oscillator.velocity(at: t)
            return -1e-3 < displacement && displacement < 1e-3 && -1e-3 < velocity && velocity < 1e-3
        }
    }

    init(_ a: PeerArguments) throws(TimingError) {
        try a.check(allowed: ["mass", "stiffness", "damping", "damping-ratio", "duration", "bounce", "velocity"])
        let velocity = try a.number("velocity", 0, .finite)
        if a.has(any: ["duration", "bounce"]) {
            for label in ["mass", "stiffness", "damping", "damping-ratio"] {
                try a.refuse(
                    label,
                    because: "flutter-spring(duration:, bounce:) sets mass 1 and derives the rest: leave \(label) out")
            }
            let seconds = try a.number("duration", 0.5, .positiveUpTo(AnimationCurve.maximumDuration))
            guard Self.wholeMilliseconds(seconds) > 0 else {
                throw TimingError.outOfRange(
                    parameter: "duration", value: seconds,
                    allowed: "at least 0.001 (Flutter truncates it to whole milliseconds and asserts more than 0)")
            }
            self.init(.duration(seconds, bounce: try a.number("bounce", 0, .open(-1, 1))), velocity: velocity)
            return
        }
        try a.require("mass")
        try a.require("stiffness")
        let mass = try a.number("mass", 1, .positive)
        let stiffness = try a.number("stiffness", 100, .positive)
        if a.has(any: ["damping-ratio"]) {
            try a.refuse("damping", because: "flutter-spring takes damping or damping-ratio, not both")
            self.init(
                .dampingRatio(mass: mass, stiffness: stiffness, ratio: try a.number("damping-ratio", 1, .nonNegative)),
                velocity: velocity)
        } else {
            try a.require("damping")
            self.init(
                .physics(mass: mass, stiffness: stiffness, damping: try a.number("damping", 10, .nonNegative)),
                velocity: velocity)
        }
    }

    /// `duration.inMilliseconds` for a `Duration` of `seconds`: Dart keeps whole microseconds and
    /// truncates to milliseconds (a person's 0.3 s is 300 ms, not 299).
    static func wholeMilliseconds(_ seconds: Double) -> Double {
        let microseconds = (PeerFrames.milliseconds(seconds) * 1000).rounded(.towardZero)
        return (microseconds / 1000).rounded(.towardZero)
    }

    /// The whole milliseconds `withDurationAndBounce` runs for the duration form (what
    /// `Duration(milliseconds:)` is to be given); nil for the physics forms.
    public var durationMilliseconds: Int? {
        guard case .duration(let seconds, _) = definition else { return nil }
        return Int(Self.wholeMilliseconds(seconds))
    }

    /// The form's numbers; `velocity` only when it is not 0 (Flutter's simulations mostly start at rest).
    var numbers: [(label: String, value: Double)] {
        let moving: [(label: String, value: Double)] = velocity == 0 ? [] : [("velocity", velocity)]
        switch definition {
        case .physics(let m, let k, let c): return [("mass", m), ("stiffness", k), ("damping", c)] + moving
        case .dampingRatio(let m, let k, let z): return [("mass", m), ("stiffness", k), ("damping-ratio", z)] + moving
        case .duration(let s, let b): return [("duration", s), ("bounce", b)] + moving
        }
    }
}
