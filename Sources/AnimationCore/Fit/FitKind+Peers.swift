/// The peers' kinds: each builds the peer's own form, so `fit` answers in that tool's parameters and
/// its curve is the one that tool runs (its solver, its stop). Physics forms fix mass 1 and start at
/// rest; the time-defined forms take the tool's own duration and bounce or damping ratio.
extension FitKind {
    static let peers: [FitKind] = [
        motionSpring, motionSpringBounce, motionSpringDuration, reanimatedSpring, reanimatedSpringDuration,
        flutterSpring, flutterSpringDuration, composeSpring, figmaSpring
    ]

    /// Typically a half-second response, (2π / 0.5 s)² ≈ 158, critically damped: 2√158 ≈ 25.14.
    static let stiffness = FitParameter("stiffness", 1...20_000, typical: 158, logarithmic: true)
    static let damping = FitParameter("damping", 0.1...1000, typical: 25.14, logarithmic: true)

    static let motionSpring = FitKind(
        "motion-spring", form: "motion-spring(stiffness: k, damping: c, mass: 1, velocity: 0)",
        parameters: [stiffness, damping]
    ) { .peer(.motion(MotionSpring(.physics(stiffness: $0[0], damping: $0[1], mass: 1, velocity: 0)))) }

    /// Motion clamps ζ = 1 − bounce to 0.05…1, so bounce runs 0…0.95.
    static let motionBounce = FitParameter("bounce", 0...0.95, typical: 0)

    static let motionSpringBounce = FitKind(
        "motion-spring-bounce", form: "motion-spring(visual-duration: s, bounce: b)",
        parameters: [FitParameter("visual-duration", 0.05...5, typical: 0.5, logarithmic: true), motionBounce]
    ) { .peer(.motion(MotionSpring(.visualDuration($0[0], bounce: $0[1])))) }

    /// Motion's `findSpring` takes 0.01…10 s; it stops at the duration.
    static let motionSpringDuration = FitKind(
        "motion-spring-duration", form: "motion-spring(duration: s, bounce: b)",
        parameters: [duration, motionBounce]
    ) { .peer(.motion(MotionSpring(.duration($0[0], bounce: $0[1])))) }

    static let reanimatedSpring = FitKind(
        "reanimated-spring", form: "reanimated-spring(mass: 1, stiffness: k, damping: c) (Reanimated 4)",
        parameters: [stiffness, damping]
    ) { .peer(.reanimated(ReanimatedSpring(.physics(mass: 1, stiffness: $0[0], damping: $0[1])))) }

    /// Reanimated 4's bisection for the stiffness, mass 4 (its default); ζ ≥ 1 runs critical, so 0.05…1.
    static let reanimatedSpringDuration = FitKind(
        "reanimated-spring-duration", form: "reanimated-spring(duration: s, damping-ratio: z, mass: 4) (Reanimated 4)",
        parameters: [springDuration, FitParameter("damping-ratio", 0.05...1, typical: 1)]
    ) { .peer(.reanimated(ReanimatedSpring(.duration($0[0], dampingRatio: $0[1], given: 4)))) }

    static let flutterSpring = FitKind(
        "flutter-spring", form: "flutter-spring(mass: 1, stiffness: k, damping: c)", parameters: [stiffness, damping]
    ) { .peer(.flutter(FlutterSpring(.physics(mass: 1, stiffness: $0[0], damping: $0[1])))) }

    /// `withDurationAndBounce` reads `duration.inMilliseconds` (flutter/flutter
    /// `packages/flutter/lib/src/physics/spring_simulation.dart` at 04fbdcfac997f9bcbef805fe785ff71971ea16d2):
    /// Flutter runs whole milliseconds only, so the fit searches and reports those.
    static let flutterSpringDuration = FitKind(
        "flutter-spring-duration", form: "flutter-spring(duration: s, bounce: b)",
        parameters: [
            FitParameter("duration", 0.05...5, typical: 0.5, logarithmic: true, stepsPerUnit: 1000),
            bounce
        ]
    ) { .peer(.flutter(FlutterSpring(.duration($0[0], bounce: $0[1])))) }

    static let composeSpring = FitKind(
        "compose-spring", form: "compose-spring(damping-ratio: z, stiffness: k)",
        parameters: [FitParameter("damping-ratio", 0.05...2, typical: 1), stiffness], freeingOrder: [1, 0]
    ) { .peer(.compose(ComposeSpring(dampingRatio: $0[0], stiffness: $0[1]))) }

    static let figmaSpring = FitKind(
        "figma-spring", form: "figma-spring(mass: 1, stiffness: k, damping: c)", parameters: [stiffness, damping]
    ) { .peer(.figma(FigmaSpring(mass: 1, stiffness: $0[0], damping: $0[1]))) }
}
