import AnimationCore
import RealModule
import StudioTestSupport
import Testing

/// Velocity in the peers that take one (issue 32): Flutter's `SpringSimulation(spring, 0, 1, v)` and
/// Compose's `animateTo(1f, spring(…), initialVelocity = v)`, each computed as that source computes
/// it; Figma's spring takes none and says so.
@Suite struct PeerVelocityTests {
    func peer(_ text: String) throws -> PeerSpring {
        guard case .peer(let peer) = try TimingExpression(parsing: text) else {
            throw TimingError.unsolvable("not a peer form: \(text)")
        }
        return peer
    }

    @Test func flutterStartsItsSolutionWithTheVelocity() throws {
        // flutter/flutter spring_simulation.dart (04fbdcf) _CriticalSolution: r = −c/2m, c1 = start − end,
        // c2 = velocity − r·c1; x = end + (c1 + c2·t)·e^(rt). Here r = −10, c1 = −1, c2 = 1 − 10 = −9.
        let critical = try peer("flutter-spring(mass: 1, stiffness: 100, damping: 20, velocity: 1)")
        let curve = try AnimationCurve(.peer(critical))
        for t in [0.05, 0.1, 0.25, 0.5] {
            #expect(isClose(curve.progress(at: t), 1 + (-1 - 9 * t) * Double.exp(-10 * t), absolute: 1e-12))
        }
        // _UnderdampedSolution: w = √(4mk − c²)/2m, r = −c/2m, c2 = (velocity − r·c1)/w.
        let under = try peer("flutter-spring(mass: 1, stiffness: 200, damping: 10, velocity: 3)")
        let w = (4 * 200.0 - 100).squareRoot() / 2
        let c2 = (3 - 5.0) / w
        let underCurve = try AnimationCurve(.peer(under))
        for t in [0.05, 0.1, 0.3] {
            let flutter = 1 + Double.exp(-5 * t) * (-Double.cos(w * t) + c2 * Double.sin(w * t))
            #expect(isClose(underCurve.progress(at: t), flutter, absolute: 1e-12))
        }
        #expect(under.spring.initialVelocity == 3)
        // Every form takes it (it belongs to the simulation, not the description); 0 is not printed.
        #expect(
            try peer("flutter-spring(duration: 0.3, bounce: 0.2, velocity: -1.5)").description
                == "flutter-spring(duration: 0.3, bounce: 0.2, velocity: -1.5)")
        #expect(
            try peer("flutter-spring(mass: 1, stiffness: 100, damping-ratio: 0.5, velocity: 0)").description
                == "flutter-spring(mass: 1, stiffness: 100, damping-ratio: 0.5)")
    }

    @Test func flutterStopsByItsToleranceWithTheVelocity() throws {
        // Tolerance.defaultTolerance on the moving spring: the first 60 Hz frame with |x − 1| and |v| < 0.001.
        let moving = try peer("flutter-spring(mass: 1, stiffness: 100, damping: 20, velocity: 1)")
        let oscillator = SpringOscillator(moving.spring)
        var frame = 1
        while !(abs(oscillator.position(at: Double(frame) / 60) - 1) < 1e-3
            && abs(oscillator.velocity(at: Double(frame) / 60)) < 1e-3)
        {
            frame += 1
        }
        #expect(isClose(moving.stopTime, Double(frame) / 60, absolute: 1e-12))
    }

    @Test func composeRunsTheFloatVelocityAndEstimatesWithIt() throws {
        // androidx FloatAnimationSpec.kt (a33e853): getDurationNanos passes initialVelocity / visibilityThreshold
        // (Float); SpringSimulation.updateValues starts the closed form with the Float velocity.
        let compose = try peer("compose-spring(damping-ratio: 0.5, stiffness: 400, velocity: 2.3)")
        #expect(compose.spring.initialVelocity == Double(Float(2.3)))
        let millis = try #require(
            ComposeSpringEstimation.durationMillis(
                stiffness: 400, dampingRatio: 0.5, initialVelocity: Double(Float(2.3) / Float(0.01)),
                initialDisplacement: -100, delta: 1))
        #expect(compose.stopTime == Double(millis) / 1000)
        #expect(compose.stopTime != (try peer("compose-spring(damping-ratio: 0.5, stiffness: 400)")).stopTime)
        // updateValues, under-damped: cosCoeff = −1, sinCoeff = (−r·(−1) + v)/ωd, r = −ζω0.
        let omega0 = 20.0
        let r = -0.5 * omega0
        let omegaD = omega0 * (1 - 0.25).squareRoot()
        let sinCoeff = (1 / omegaD) * (-r * -1 + Double(Float(2.3)))
        let curve = try AnimationCurve(.peer(compose))
        for t in [0.02, 0.1, 0.2] {
            let kotlin = Double.exp(r * t) * (-Double.cos(omegaD * t) + sinCoeff * Double.sin(omegaD * t)) + 1
            #expect(isClose(curve.progress(at: t), kotlin, absolute: 1e-12))
        }
        #expect(compose.description == "compose-spring(damping-ratio: 0.5, stiffness: 400, velocity: 2.3)")
    }

    @Test func figmaAndTimeDefinedMotionSpringsRefuseAVelocity() {
        #expect(
            throws: TimingError.syntax(
                message:
                    "figma-spring takes no velocity: Figma's prototype editor sets none, and the plugin API's initialVelocity has no documented unit or effect; leave velocity out",
                offset: 51, length: 11)
        ) { try TimingExpression(parsing: "figma-spring(mass: 1, stiffness: 100, damping: 15, velocity: 2)") }
        #expect(
            throws: TimingError.syntax(
                message:
                    "a time-defined Motion spring ignores velocity (Motion starts it at rest); leave velocity out",
                offset: 49, length: 11)
        ) { try TimingExpression(parsing: "motion-spring(visual-duration: 0.3, bounce: 0.2, velocity: 2)") }
    }
}
