import AnimationCore
import RealModule
import StudioTestSupport
import Testing

/// Issue 32: SwiftUI's stepped spring is drawn past SwiftUI's completion until it rests (within 0.001
/// of 1 for good), as iPhones keep drawing it; the completion stays a reported metric.
@Suite struct SteppedSpringRestTests {
    func stepped(_ text: String) throws -> (AnimationCurve, SteppedSpring) {
        let curve = try AnimationCurve(try TimingExpression(parsing: text))
        guard case .stepped(let stepped) = curve.shape else { throw TimingError.unsolvable("not stepped: \(text)") }
        return (curve, stepped)
    }

    @Test func theSettlingMotionPastSwiftUIsCompletionIsDrawn() throws {
        // animation-math.md / issue 32: completion at 0.58 s for response 0.55 / 0.825, where the device
        // still shows 1.0057; the studio used to draw 1 there.
        let (curve, spring) = try stepped("spring(response: 0.55, damping-fraction: 0.825)")
        #expect(spring.completionStep == 173)
        #expect(curve.progress(at: 0.58) == 1.0057300184622275)
        #expect(curve.progress(at: 173.0 / 300) == 1.0058566635577868)
        #expect(spring.restStep == 225)
        #expect(isClose(curve.duration, 0.75, absolute: 1e-12))
        #expect(curve.progress(at: 0.75) == 1)
        let metrics = CurveMetrics(curve)
        #expect(isClose(try #require(metrics.swiftUICompletion), 173.0 / 300, absolute: 1e-12))
        #expect(isClose(metrics.endJump, 1 - 1.0009910515626523, absolute: 1e-15))
    }

    @Test func aSlowBouncySpringIsDrawnToItsRestToo() throws {
        // Response 1.8 / 0.3: SwiftUI's rule fires at step 1229 with 0.99012 shown (the studio was 9.9e-3 off).
        let (curve, spring) = try stepped("spring(response: 1.8, damping-fraction: 0.3)")
        #expect(spring.completionStep == 1229)
        #expect(isClose(curve.progress(at: 1229.0 / 300), 0.9901248825114551, absolute: 1e-15))
        #expect(spring.restStep == 1812)
        #expect(isClose(curve.duration, 1812.0 / 300, absolute: 1e-12))
        #expect(isClose(curve.valueBeforeEnd, 0.9990019139710787, absolute: 1e-15))
    }

    @Test func theRestIsTheClosedFormsSettleTimeWithinAStep() throws {
        // The steps and the closed form of the same k, c leave the 0.001 band at nearly the same time:
        // the stepped curve shows step 224 (outside) until 224/300 s, the closed form leaves at 0.7574 s.
        let (curve, _) = try stepped("spring(response: 0.55, damping-fraction: 0.825)")
        let closed = try AnimationCurve(
            .spring(try #require(curve.expression.fixedSpring)), duration: 2)
        #expect(isClose(CurveMetrics(curve).settleTime, 224.0 / 300, absolute: 1e-9))
        #expect(isClose(CurveMetrics(closed).settleTime, 0.7574, absolute: 1e-4))
    }

    @Test func whicheverEndsLaterEndsTheCurve() throws {
        // Critically damped: the band is reached (229) before SwiftUI's velocity rule fires (246).
        let (critical, criticalSpring) = try stepped("smooth")
        #expect(criticalSpring.restStep == 229)
        #expect(criticalSpring.completionStep == 246)
        #expect(isClose(critical.duration, 246.0 / 300, absolute: 1e-12))
        #expect(abs(critical.endJump) < 0.001)
        // A tiny response runs at the stiffness cap: at rest after 19 steps, done by SwiftUI's rule after 33.
        let (tiny, tinySpring) = try stepped("spring(response: 0.001, damping-fraction: 1)")
        #expect(tinySpring.parameters.stiffness == 45000)
        #expect(tinySpring.restStep == 19)
        #expect(tinySpring.completionStep == 33)
        #expect(isClose(tiny.duration, 0.11, absolute: 1e-12))
    }

    @Test func aHugeResponseRestsLateOrIsRefused() throws {
        let (slow, slowSpring) = try stepped("spring(response: 20, damping-fraction: 0.825)")
        #expect(slowSpring.completionStep == 3994)
        #expect(slowSpring.restStep == 8262)
        #expect(isClose(slow.duration, 8262.0 / 300, absolute: 1e-9))
        #expect(
            throws: TimingError.unsolvable(
                "spring(response: 3000, damping-fraction: 0.825) is not at rest within 3600 s; give a duration between 0 and 3600 s"
            )
        ) {
            try AnimationCurve(try TimingExpression(parsing: "spring(response: 3000, damping-fraction: 0.825)"))
        }
    }

    @Test func afterTheRestNoStepLeavesTheBand() {
        // The rest rule stops integrating once the energy (1 − x)² + v²/k is (0.001/4)²; carrying the
        // steps on for 20 s more shows none of them leaves the band again.
        for (response, fraction) in [(0.55, 0.825), (1.8, 0.3), (0.3, 0.1), (0.01, 0.05), (0.8, 1.6), (5, 0.5)] {
            let spring = SteppedSpring(response: response, dampingFraction: fraction, limit: 3600)
            guard let rest = spring.restStep else {
                Issue.record("no rest for \(response), \(fraction)")
                continue
            }
            var state = SteppedSpringState(position: 0, velocity: 0)
            let k = spring.parameters.stiffness
            let c = spring.parameters.damping
            var largest = 0.0
            for n in 1...(rest + 6000) {
                state = state.advanced(stiffness: k, damping: c, target: 1)
                if n >= rest { largest = max(largest, abs(1 - state.position)) }
            }
            #expect(largest < 0.001, "r \(response) f \(fraction): \(largest)")
        }
    }
}
