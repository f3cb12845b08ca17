/// Every peer's form of a spring, for `convert`: each written in the peer's terms, resolved through
/// the peer's own code, and labelled by how far the peer's curve is from the studio's.
public struct PeerForms: Sendable {
    /// One peer's form of the spring.
    public struct Form: Equatable, Sendable {
        /// `motion`, `motion-bounce`, `reanimated`, `flutter`, `compose`, `figma`.
        public let label: String
        /// The peer form, or nil when the peer cannot express the spring (``note`` says why).
        public let expression: TimingExpression?
        public let exactness: PeerExactness
        /// What the peer's form is, where its runtime stops, or why there is none.
        public let note: String
        /// Seconds after which that peer's runtime stops (nil when there is no form).
        public let stopTime: Double?
    }

    public let forms: [Form]

    /// The peer forms of `curve`'s spring (nil for a Bézier).
    public init?(_ curve: AnimationCurve) {
        guard let studio = curve.expression.runtimeSpring ?? curve.spring else { return nil }
        let span = curve.duration
        var forms: [Form] = []
        let s = studio
        let f = NumberFormat.shortest
        func form(_ label: String, _ text: String, _ peerNote: String) {
            // Every candidate is written from the spring's own numbers: parsing it cannot fail for a
            // spring the studio runs, but a refusal is reported, never hidden.
            do {
                let expression = try TimingExpression(parsing: text)
                guard case .peer(let peer) = expression else { return }
                let exactness = Self.compare(peer, studio: s, span: span, written: curve.expression)
                forms.append(
                    Form(
                        label: label, expression: expression, exactness: exactness,
                        note: "\(peerNote); \(peer.stopRule): \(NumberFormat.derived(peer.stopTime)) s",
                        stopTime: peer.stopTime))
            } catch {
                forms.append(
                    Form(
                        label: label, expression: nil, exactness: .exact, note: "none: \(error.message)", stopTime: nil)
                )
            }
        }
        let physics = "stiffness: \(f(s.stiffness)), damping: \(f(s.damping)), mass: \(f(s.mass))"
        form("motion", "motion-spring(\(physics), velocity: \(f(s.initialVelocity)))", "Motion's physics spring")
        if s.dampingRatio > 1 {
            forms.append(
                Form(
                    label: "motion-bounce", expression: nil, exactness: .exact,
                    note: "none: Motion's bounce cannot be over-damped (it clamps ζ to 1); the physics form is exact",
                    stopTime: nil))
        } else if s.initialVelocity != 0 {
            forms.append(
                Form(
                    label: "motion-bounce", expression: nil, exactness: .exact,
                    note: "none: a time-defined Motion spring starts at rest; the physics form keeps the velocity",
                    stopTime: nil))
        } else if s.dampingRatio >= 0.05 {
            form(
                "motion-bounce",
                "motion-spring(visual-duration: \(f(s.response / 1.2)), bounce: \(f(1 - s.dampingRatio)))",
                "Motion's visualDuration + bounce")
        }
        if s.damping > 0 {
            form(
                "reanimated",
                "reanimated-spring(mass: \(f(s.mass)), stiffness: \(f(s.stiffness)), damping: \(f(s.damping)), velocity: \(f(s.initialVelocity)))",
                "Reanimated 4's withSpring physics config")
        } else {
            forms.append(
                Form(
                    label: "reanimated", expression: nil, exactness: .exact,
                    note: "none: Reanimated refuses damping 0 (checkIfConfigIsValid)", stopTime: nil))
        }
        let moving = s.initialVelocity != 0
        let velocity = moving ? ", velocity: \(f(s.initialVelocity))" : ""
        form(
            "flutter",
            "flutter-spring(mass: \(f(s.mass)), stiffness: \(f(s.stiffness)), damping: \(f(s.damping))\(velocity))",
            "Flutter's SpringDescription" + (moving ? " in a SpringSimulation with that velocity" : ""))
        form(
            "compose",
            "compose-spring(damping-ratio: \(f(s.dampingRatio)), stiffness: \(f(s.stiffness / s.mass))\(velocity))",
            "Compose's spring(dampingRatio, stiffness), Float numbers"
                + (moving ? ", the velocity as animateTo's initialVelocity" : ""))
        form(
            "figma", "figma-spring(mass: \(f(s.mass)), stiffness: \(f(s.stiffness)), damping: \(f(s.damping)))",
            "Figma's CUSTOM_SPRING" + (moving ? " (it takes no velocity: starts at rest)" : ""))
        if case .uikitSpring(let ratio, let velocity) = curve.expression, velocity == 0, ratio >= 0.05,
            curve.duration <= 10
        {
            form(
                "motion-duration",
                "motion-spring(duration: \(f(curve.duration)), bounce: \(f(1 - min(ratio, 1))))",
                "Motion's duration + bounce: findSpring, UIKit's solver with 11 Newton steps")
        }
        self.forms = forms
    }

    /// The label of `peer` against the studio's spring: its closed form compared over `span` seconds
    /// (each free-running: where each stops is reported apart). A form the studio's expression itself
    /// is written in keeps that form's own resolution.
    static func compare(_ peer: PeerSpring, studio: SpringParameters, span: Double, written: TimingExpression)
        -> PeerExactness
    {
        if case .peer(let own) = written, own == peer { return own.resolution }
        let a = SpringOscillator(studio)
        let b = SpringOscillator(peer.runtimeSpring)
        var largest = 0.0
        var at = 0.0
        let samples = 4000
        for i in 0...samples {
            let t = span * Double(i) / Double(samples)
            let difference = abs(a.position(at: t) - b.position(at: t))
            if !(difference <= largest) {
                largest = difference
                at = t
            }
        }
        // Rounding in the last bits of a recomputed stiffness is not a different curve.
        guard largest <= 1e-12 else { return .approximate(largest: largest, at: at) }
        return peer.resolution == .exactByAlgorithm ? .exactByAlgorithm : .exact
    }
}
