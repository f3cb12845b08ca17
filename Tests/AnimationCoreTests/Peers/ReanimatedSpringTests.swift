import AnimationCore
import RealModule
import Testing

/// Reanimated's springs against its own `bisectRoot` test cases (springUtils test, "Bisect root")
/// and vectors from a line-for-line Python port of its duration solvers.
@Suite struct ReanimatedSpringTests {
    @Test func bisectRootCasesFromReanimatedsTests() {
        let cases: [(Double, Double, (Double) -> Double, Double)] = [
            (0, 5, { $0 - 3 }, 3), (0, 5, { $0 * $0 - 9 }, 3), (0, 5, { $0 * $0 - 2 }, 2.0.squareRoot()),
            (0, 5, { $0 - 1 / $0 - 1 }, (1 + 5.0.squareRoot()) / 2)
        ]
        for (low, high, function, expected) in cases {
            // toBeCloseTo(expected): |difference| < 0.005.
            #expect(
                abs(ReanimatedSolver.bisectRootVersion3(min: low, max: high, maxIterations: 20, function) - expected)
                    < 0.005)
            #expect(
                abs(ReanimatedSolver.bisectRoot(min: low, max: high, precision: 0.00005, function) - expected) < 0.005)
        }
    }

    func spring(_ text: String) throws -> SpringParameters {
        try #require(TimingExpression(parsing: text).fixedSpring)
    }

    @Test func durationFormSolvesTheStiffness() throws {
        // Python port of calculateNewStiffnessToMatchDuration (bisection, precision 6e-12, 100 iterations).
        #expect(try spring("reanimated-spring(duration: 0.55, damping-ratio: 1)").stiffness == 898.92578125)
        #expect(try spring("reanimated-spring(duration: 0.55, damping-ratio: 0.75)").stiffness == 1566.650390625)
        #expect(try spring("reanimated-spring(duration: 0.55, damping-ratio: 0.92)").stiffness == 1055.17578125)
        // peer-springs.md B.5: 550 ms, ζ 0.75 gives ω0 19.79 where WigglySpringConfig has 15.
        #expect(
            abs(try spring("reanimated-spring(duration: 0.55, damping-ratio: 0.75)").undampedFrequency - 19.79) < 0.005)
        // Reanimated 3 solves the mass (stiffness 100, restSpeedThreshold 2, 20 bisection steps).
        #expect(try spring("reanimated-spring(version: 3, duration: 2)").mass == 10.001611709594727)
        #expect(try spring("reanimated-spring(version: 3, duration: 1.333)").mass == 4.442930221557617)
    }

    @Test func defaultsAreEachVersions() throws {
        #expect(
            try spring("reanimated-spring()")
                == SpringParameters(mass: 4, stiffness: 900, damping: 120, initialVelocity: 0))
        #expect(
            try spring("reanimated-spring(version: 3)")
                == SpringParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0))
        #expect(try spring("reanimated-spring(duration: 0.55)").mass == 4)
        #expect(
            try TimingExpression(parsing: "reanimated-spring(damping-ratio: 1)").description
                == "reanimated-spring(duration: 0.55, damping-ratio: 1, mass: 4, velocity: 0)")
    }

    @Test func overDampedRunsCriticallyDamped() throws {
        let curve = try AnimationCurve(
            TimingExpression(parsing: "reanimated-spring(mass: 1, stiffness: 80, damping: 30)"))
        let omega = 80.0.squareRoot()
        for t in stride(from: 0.05, to: curve.duration, by: 0.05) {
            let critical = 1 - (1 + omega * t) * Double.exp(-omega * t)
            #expect(abs(curve.progress(at: t) - critical) < 1e-12)
        }
    }

    /// The first 60 Hz frame (after the start) where `done` holds.
    func firstFrame(_ done: (Double) -> Bool) -> Double {
        var n = 1.0
        while !done(n / 60) { n += 1 }
        return n / 60
    }

    @Test func stopsAtTheEnergyThresholdFrame() throws {
        // Gentle (4, 900, 120) is critical at ω0 15: energy ½k(1 − x)² + ½mv² against ½k.
        let stop = firstFrame { t in
            let e = Double.exp(-15 * t)
            let displacement = (1 + 15 * t) * e
            let velocity = 225 * t * e
            return (0.5 * 900 * displacement * displacement + 0.5 * 4 * velocity * velocity) / 450 <= 6e-9
        }
        #expect(try AnimationCurve(TimingExpression(parsing: "reanimated-spring()")).duration == stop)
        #expect(stop == 50.0 / 60)
    }

    @Test func overshootClampingStopsAtTheFirstFramePastTheTarget() throws {
        let curve = try AnimationCurve(
            TimingExpression(
                parsing: "reanimated-spring(mass: 1, stiffness: 100, damping: 10, overshoot-clamping: true)"))
        let omegaD = 75.0.squareRoot()
        let stop = firstFrame { t in
            1 - Double.exp(-5 * t) * (Double.cos(omegaD * t) + 5 / omegaD * Double.sin(omegaD * t)) > 1
        }
        #expect(curve.duration == stop)
        #expect(curve.progress(at: stop) == 1)
    }

    @Test func versionThreeDurationFormStopsAtItsDuration() throws {
        let curve = try AnimationCurve(TimingExpression(parsing: "reanimated-spring(version: 3, duration: 0.51)"))
        #expect(curve.duration == 31.0 / 60)  // the first frame at or after 510 ms
    }
}
