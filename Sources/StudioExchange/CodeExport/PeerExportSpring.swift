import AnimationCore

/// What the peer targets (Motion, Reanimated, Flutter, Figma) are given for a spring: the preset's
/// own peer form when it is written in that peer's terms, otherwise the physics form of the spring
/// the studio runs (mass, stiffness, damping, velocity at full precision), with the measured
/// difference of the curve that peer's runtime draws from the studio's.
struct PeerExportSpring {
    /// The spring's numbers as the target prints them.
    let spring: SpringParameters
    /// The preset's own form for this peer, when it has one (printed as written).
    let own: PeerSpring?
    let difference: CurveDifference
    /// Where that peer's runtime stops, when the studio knows its rule.
    let stop: (time: Double, rule: String)?

    /// `peer` is the form name (`motion-spring`); `critical` is true for runtimes that run ζ ≥ 1
    /// critically damped (Reanimated).
    init?(_ context: ExportContext, peer: String, critical: Bool = false) {
        guard context.curve.spring != nil, let written = context.timing.fixedSpring ?? context.curve.spring else {
            return nil
        }
        var runtime = critical && written.dampingRatio >= 1 ? written.criticallyDamped : written
        if case .peer(let own) = context.timing, own.formName == peer {
            self.own = own
            spring = own.spring
            runtime = own.runtimeSpring
            stop = (own.stopTime, own.stopRule)
        } else {
            self.own = nil
            spring = written
            let f = NumberFormat.shortest
            let text: String
            switch peer {
            case "motion-spring":
                text =
                    "motion-spring(stiffness: \(f(written.stiffness)), damping: \(f(written.damping)), mass: \(f(written.mass)), velocity: \(f(written.initialVelocity)))"
            case "reanimated-spring":
                text =
                    "reanimated-spring(mass: \(f(written.mass)), stiffness: \(f(written.stiffness)), damping: \(f(written.damping)), velocity: \(f(written.initialVelocity)))"
            case "flutter-spring" where written.initialVelocity != 0:
                text =
                    "flutter-spring(mass: \(f(written.mass)), stiffness: \(f(written.stiffness)), damping: \(f(written.damping)), velocity: \(f(written.initialVelocity)))"
            default:
                text =
                    "\(peer)(mass: \(f(written.mass)), stiffness: \(f(written.stiffness)), damping: \(f(written.damping)))"
            }
            if case .peer(let form)? = try? TimingExpression(parsing: text) {
                stop = (form.stopTime, form.stopRule)
            } else {
                stop = nil
            }
        }
        // The peer's running curve: its spring's closed form until its runtime stops, then 1.
        let oscillator = SpringOscillator(runtime)
        let end = stop?.time ?? .infinity
        let measured = CurveDifference.measure(
            span: max(context.comparisonSpan, end.isFinite ? end * 1.2 : 0), studio: context.progress,
            exported: { t in t <= 0 ? 0 : t >= end ? 1 : oscillator.position(at: t) }, studioEnd: context.duration)
        difference = measured.largest <= 1e-12 ? .exact : measured
    }

    /// The header's exactness phrase: what the target runs, and where its runtime stops.
    func exactness(_ what: String) -> String {
        guard let stop else { return what }
        return "\(what); where it stops: \(stop.rule) (\(NumberFormat.shortest(stop.time)) s here); "
            + "the difference is measured on the running curve"
    }
}

extension ExportContext {
    /// A Bézier timing's control points for a peer target, printed at full precision, with its duration.
    var peerBezier: (points: [String], difference: CurveDifference)? {
        guard timing.bezier != nil else { return nil }
        let bezier = printedBezier(.double)
        return (bezier.texts, bezier.difference)
    }
}
