import AnimationCore
import RealModule
import StudioTestSupport
import Testing

/// `fit` over the peers' kinds (issue 32): each answers in its own tool's form, through that tool's
/// solver and stop, meeting the targets; the expression round-trips through the parser as `set` reads it.
@Suite struct PeerFitTests {
    func closedFormRatio(overshoot: Double) -> Double {
        let l = Double.log(overshoot)
        return -l / (Double.pi * Double.pi + l * l).squareRoot()
    }

    static let peerKinds = [
        "motion-spring", "motion-spring-bounce", "motion-spring-duration", "reanimated-spring",
        "reanimated-spring-duration", "flutter-spring", "flutter-spring-duration", "compose-spring", "figma-spring"
    ]

    @Test func everyPeerKindBuildsItsOwnForm() throws {
        #expect(FitKind.all.map(\.name).suffix(9) == Self.peerKinds[...])
        let forms = [
            "motion-spring", "motion-spring", "motion-spring", "reanimated-spring", "reanimated-spring",
            "flutter-spring", "flutter-spring", "compose-spring", "figma-spring"
        ]
        for (name, form) in zip(Self.peerKinds, forms) {
            let kind = try #require(FitKind.named(name))
            let middle = kind.parameters.map { $0.range.lowerBound / 2 + $0.range.upperBound / 2 }
            guard case .peer(let peer) = kind.expression(middle) else {
                Issue.record("\(name) builds no peer form")
                continue
            }
            #expect(peer.formName == form, "\(name)")
        }
    }

    @Test func overshootAndSettleAreMetInThePeersOwnTerms() throws {
        // The issue's example: 8 % overshoot settling in 0.45 s, asked of every peer kind.
        let expectedRatio = closedFormRatio(overshoot: 0.08)
        for name in Self.peerKinds {
            let kind = try #require(FitKind.named(name))
            let fitted = try TimingFit.meeting(FitTargets(overshoot: 0.08, settle: 0.45), kind: kind)
            #expect(abs(fitted.metrics.overshoot - 0.08) <= FitTargets.overshootTolerance, "\(name)")
            #expect(
                abs(fitted.metrics.settleTime - 0.45) <= 0.45 * FitTargets.relativeTolerance + 1e-9,
                "\(name): \(fitted.metrics.settleTime)")
            // What is printed parses back to the same expression: `set timing …` takes it.
            let reparsed = try TimingExpression(parsing: fitted.expression.description)
            #expect(reparsed == fitted.expression, "\(name)")
            guard case .peer(let peer) = fitted.expression else {
                Issue.record("\(name) answered \(fitted.expression)")
                continue
            }
            // Every peer here runs the closed form of the spring it resolves (v = 0), so its ratio is
            // the closed form's for 8 % (Compose rounds ζ to a Float; the fit's own tolerance allows the rest).
            #expect(isClose(peer.spring.dampingRatio, expectedRatio, absolute: 2e-3), "\(name)")
        }
    }

    @Test func aPhysicsPeerMeetsTheClosedFormExactly() throws {
        for name in ["motion-spring", "reanimated-spring", "flutter-spring", "figma-spring"] {
            let kind = try #require(FitKind.named(name))
            for overshoot in [0.02, 0.25] {
                let fitted = try TimingFit.meeting(FitTargets(overshoot: overshoot), kind: kind)
                let ratio = fitted.exactValues[1] / (2 * fitted.exactValues[0].squareRoot())
                #expect(isClose(ratio, closedFormRatio(overshoot: overshoot), absolute: 1e-6), "\(name) \(overshoot)")
            }
        }
    }

    @Test func samplesOfAPeersCurveFitBackToItsOwnParameters() throws {
        // Flutter's spring sampled until it stops (the snap included) comes back exactly.
        let written = try TimingExpression(parsing: "flutter-spring(mass: 1, stiffness: 300, damping: 20)")
        let fitted = try TimingFit.closest(
            to: Self.samples(of: try AnimationCurve(written)), kind: try #require(FitKind.named("flutter-spring")))
        #expect(fitted.expression == written)
        let residual = try #require(fitted.residual)
        #expect(residual.largest < 1e-9, "\(residual)")
    }

    /// 41 samples of `curve` from its start to its stop; the last is the end itself, where a peer's
    /// curve has snapped to 1.
    static func samples(of curve: AnimationCurve) -> [(t: Double, progress: Double)] {
        (0...40).map { i in
            let t = i == 40 ? curve.duration : curve.duration * Double(i) / 40
            return (t: t, progress: curve.progress(at: t))
        }
    }

    @Test func aPeerThatCannotMeetTheTargetsSaysSo() throws {
        let kind = try #require(FitKind.named("motion-spring-bounce"))
        // Motion clamps ζ at 0.05, so its bounce overshoots by 85 % at most.
        #expect(
            throws: TimingError.unsolvable(
                "motion-spring-bounce cannot meet --overshoot 99 %: the closest, motion-spring(visual-duration: 0.05, bounce: 0.95), reaches overshoot 85.45 %"
            )
        ) {
            try TimingFit.meeting(FitTargets(overshoot: 0.99), kind: kind)
        }
    }
}
