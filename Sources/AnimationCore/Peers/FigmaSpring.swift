/// `figma-spring(…)`: a Figma prototype spring, as the plugin API's `Easing` carries it.
///
/// - `figma-spring(mass: m, stiffness: k, damping: c)`: `CUSTOM_SPRING` with `easingFunctionSpring`
///   `{mass, stiffness, damping, initialVelocity: 0}` (figma/plugin-typings `plugin-api.d.ts`).
/// - `figma-spring(preset: gentle|quick|bouncy|slow)`: `GENTLE` (1, 100, 15), `QUICK` (1, 300, 20),
///   `BOUNCY` (1, 600, 15), `SLOW` (1, 80, 20). Figma does not publish these numbers; they are the
///   ones third-party code copies (pub.dev `figma_spring_curve`), so a preset is exact only as far as
///   they are right.
///
/// `velocity:` is refused with ``noVelocity``: the editor offers mass, stiffness and damping only, and
/// `EasingFunctionSpring.initialVelocity` in figma/plugin-typings is undocumented (unit, effect).
/// Figma's player does not publish where it stops; the studio ends the run where Core Animation's
/// `settlingDuration` (ε 0.001) does, and draws over-damped springs over-damped (Slow has ζ 1.118).
public struct FigmaSpring: Equatable, Hashable, Sendable {
    public static let presetNames = ["gentle", "quick", "bouncy", "slow"]
    /// The plugin API's `Easing.type` for each preset.
    public static let presetTypes = ["GENTLE", "QUICK", "BOUNCY", "SLOW"]
    static let presetSprings: [(mass: Double, stiffness: Double, damping: Double)] = [
        (1, 100, 15), (1, 300, 20), (1, 600, 15), (1, 80, 20)
    ]

    /// The preset's index in ``presetNames``, nil for a custom spring.
    public let preset: Int?
    public let spring: SpringParameters
    public let stopTime: Double

    static let usage =
        "figma-spring(mass: …, stiffness: …, damping: …) or figma-spring(preset: gentle|quick|bouncy|slow)"
    /// Why `velocity:` is refused: a prototype's spring starts at rest.
    static let noVelocity =
        "figma-spring takes no velocity: Figma's prototype editor sets none, and the plugin API's "
        + "initialVelocity has no documented unit or effect; leave velocity out"
    static let stopRule =
        "Figma's stop is not published: the studio ends where Core Animation's settlingDuration (ε 0.001) does"

    public init(mass: Double, stiffness: Double, damping: Double) {
        preset = nil
        spring = SpringParameters(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: 0)
        stopTime = spring.settlingDuration()
    }

    public init(preset index: Int) {
        let values = Self.presetSprings[index]
        preset = index
        spring = SpringParameters(
            mass: values.mass, stiffness: values.stiffness, damping: values.damping, initialVelocity: 0)
        stopTime = spring.settlingDuration()
    }

    init(_ a: PeerArguments) throws(TimingError) {
        try a.refuse("velocity", because: Self.noVelocity)
        try a.check(allowed: ["preset", "mass", "stiffness", "damping"])
        if let index = try a.choice("preset", Self.presetNames) {
            for label in ["mass", "stiffness", "damping"] {
                try a.refuse(label, because: "figma-spring takes a preset or mass/stiffness/damping, not both")
            }
            self.init(preset: index)
            return
        }
        try a.require("stiffness")
        try a.require("damping")
        self.init(
            mass: try a.number("mass", 1, .positive), stiffness: try a.number("stiffness", 100, .positive),
            damping: try a.number("damping", 10, .nonNegative))
    }

    var numbers: [(label: String, value: Double)] {
        if let preset { return [("preset", Double(preset))] }
        return [("mass", spring.mass), ("stiffness", spring.stiffness), ("damping", spring.damping)]
    }
}
