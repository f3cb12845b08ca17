/// A timing kind `fit` can solve for: the numbers it moves (with the ranges searched) and how they
/// build a timing expression. Every kind is one entry of ``all``; a new timing form joins `fit` by
/// adding its entry.
public struct FitKind: Sendable {
    /// The word `fit` takes (`uikit-spring`, `spring-bounce`, …).
    public let name: String
    /// The expression it builds, as help shows it.
    public let form: String
    public let parameters: [FitParameter]
    /// The parameter that is the animation's duration (a Bézier, `uikit-spring`), when the form has
    /// none of its own; nil for springs that fix their own duration.
    public let durationIndex: Int?
    /// The order `fit` frees parameters in when the targets need fewer than all of them (indices into
    /// ``parameters``): the speed first (a duration, response or stiffness), then the bounce, so a
    /// curve gains bounce only when a target asks for it.
    public let freeingOrder: [Int]
    private let builder: @Sendable ([Double]) -> TimingExpression

    public init(
        _ name: String, form: String, parameters: [FitParameter], durationIndex: Int? = nil,
        freeingOrder: [Int]? = nil, build: @escaping @Sendable ([Double]) -> TimingExpression
    ) {
        self.name = name
        self.form = form
        self.parameters = parameters
        self.durationIndex = durationIndex
        self.freeingOrder = freeingOrder ?? Array(parameters.indices)
        self.builder = build
    }

    /// The expression for `values` (one per parameter, in order).
    public func expression(_ values: [Double]) -> TimingExpression { builder(values) }

    /// The curve the device runs for `values`: bound to the duration parameter when the kind has one.
    /// A peer's form that its runtime cannot run (one that never stops) is refused, as parsing refuses it.
    public func curve(_ values: [Double]) throws(TimingError) -> AnimationCurve {
        let expression = expression(values)
        if case .peer(let peer) = expression { try peer.checkUsable() }
        return try AnimationCurve(expression, duration: durationIndex.map { values[$0] })
    }

    /// `values` with each parameter on its tool's grid (``FitParameter/onGrid(_:)``).
    public func onGrid(_ values: [Double]) -> [Double] {
        zip(parameters, values).map { $0.onGrid($1) }
    }

    /// The kind called `name`.
    public static func named(_ name: String) -> FitKind? { all.first { $0.name == name } }

    /// Every kind, in the order help lists them.
    public static let all: [FitKind] =
        [uikitSpring, spring, springBounce, springResponse, swiftUISpring, cubic] + peers

    static let duration = FitParameter("duration", 0.05...10, typical: 0.5, logarithmic: true)
    static let springDuration = FitParameter("duration", 0.05...5, typical: 0.5, logarithmic: true)
    static let bounce = FitParameter("bounce", -0.9...0.95, typical: 0)

    static let uikitSpring = FitKind(
        "uikit-spring", form: "uikit-spring(damping: ζ, velocity: 0) over a duration",
        parameters: [FitParameter("damping", 0.01...1, typical: 1), duration], durationIndex: 1, freeingOrder: [1, 0]
    ) { .uikitSpring(dampingRatio: $0[0], velocity: 0) }

    static let spring = FitKind(
        "spring", form: "spring(mass: 1, stiffness: k, damping: c, velocity: 0)",
        parameters: [stiffness, damping]
    ) { .spring(SpringParameters(mass: 1, stiffness: $0[0], damping: $0[1], initialVelocity: 0)) }

    static let springBounce = FitKind(
        "spring-bounce", form: "spring(duration: T, bounce: b)", parameters: [springDuration, bounce]
    ) { .springDuration(duration: $0[0], bounce: $0[1]) }

    static let springResponse = FitKind(
        "spring-response", form: "spring(response: r, damping-fraction: f)",
        parameters: [
            FitParameter("response", 0.05...5, typical: 0.5, logarithmic: true),
            FitParameter("damping-fraction", 0.05...2, typical: 1)
        ]
    ) { .springResponse(response: $0[0], dampingFraction: $0[1]) }

    static let swiftUISpring = FitKind(
        "swiftui-spring", form: "swiftui-spring(duration: T, bounce: b)", parameters: [springDuration, bounce]
    ) { .swiftUISpring(duration: $0[0], bounce: $0[1]) }

    static let cubic = FitKind(
        "cubic", form: "cubic(x1, y1, x2, y2) over a duration",
        parameters: [
            FitParameter("x1", 0...1, typical: 0.42), FitParameter("y1", -1...2, typical: 0),
            FitParameter("x2", 0...1, typical: 0.58), FitParameter("y2", -1...2, typical: 1),
            duration
        ],
        // Typically ease-in-out, CSS's cubic-bezier(0.42, 0, 0.58, 1); the duration first, its shape kept.
        durationIndex: 4, freeingOrder: [4, 3, 1, 2, 0]
    ) { .cubic(CubicBezier($0[0], $0[1], $0[2], $0[3])) }
}
