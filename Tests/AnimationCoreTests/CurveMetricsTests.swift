import AnimationCore
import RealModule
import StudioTestSupport
import Testing

@Suite struct CurveMetricsTests {
    @Test func linearCurveMetrics() throws {
        let metrics = CurveMetrics(try AnimationCurve(.named(.linear)))
        #expect(isClose(metrics.settleTime, 0.999, absolute: 1e-12))
        #expect(metrics.overshoot == 0)
        #expect(metrics.oscillations == 0)
        #expect(isClose(metrics.t50, 0.5, absolute: 1e-12))
        #expect(isClose(metrics.peakVelocity, 1, absolute: 1e-12))
        #expect(metrics.duration == 1)
        #expect(metrics.endJump == 0)
    }

    @Test func underDampedSpringAgainstAnalyticValues() throws {
        // CA's default spring: ζ = 0.5, ω0 = 10. The first peak is at π/ωd with overshoot e^(−ζπ/√(1−ζ²)).
        let curve = try AnimationCurve(
            .spring(SpringParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)))
        let metrics = CurveMetrics(curve)
        #expect(isClose(metrics.overshoot, Double.exp(-0.5 * Double.pi / 0.75.squareRoot()), absolute: 1e-10))
        #expect(isClose(metrics.duration, 1.4727003347, absolute: 1e-9))
        // Peak velocity where acceleration vanishes: tan(ωd t) = ωd/λ for v = 0.
        let omegaD = 10 * 0.75.squareRoot()
        let peakTime = Double.atan(omegaD / 5) / omegaD
        #expect(isClose(metrics.peakVelocityTime, peakTime, absolute: 1e-7))
        #expect(isClose(metrics.peakVelocity, curve.velocity(at: peakTime), absolute: 1e-10))
    }

    @Test func settleTimeIsTheLastExitFromTheBand() throws {
        for timing in [
            "spring(mass: 1, stiffness: 100, damping: 10, velocity: 0)", "spring(duration: 0.4, bounce: 0.5)",
            "spring(mass: 1, stiffness: 100, damping: 30, velocity: 0)", "ease-out", "cubic(0.3, 1.6, 0.6, 0.8)"
        ] {
            let curve = try AnimationCurve(try TimingExpression(parsing: timing))
            let settle = CurveMetrics(curve).settleTime
            // Just before: outside the band. After: inside for good (checked densely).
            #expect(abs(curve.progress(at: settle - 1e-9) - 1) > 0.001 || settle == 0, "\(timing)")
            for i in 0...20_000 {
                let t = settle + (curve.duration - settle) * Double(i) / 20_000
                #expect(abs(curve.progress(at: t) - 1) <= 0.001 + 1e-12, "\(timing) at \(t)")
            }
            #expect(isClose(abs(curve.progress(at: settle) - 1), 0.001, absolute: 1e-9) || settle == curve.duration)
        }
    }

    @Test func oscillationsCountCrossingsOfOne() throws {
        // ζ = 0.1: crossings of 1 happen every π/ωd after the first; count them independently.
        let spring = SpringParameters(mass: 1, stiffness: 100, damping: 2, initialVelocity: 0)
        let curve = try AnimationCurve(.spring(spring))
        let metrics = CurveMetrics(curve)
        let oscillator = SpringOscillator(spring)
        var crossings = 0
        var previous = -1.0
        for i in 1...400_000 {
            let t = metrics.settleTime * Double(i) / 400_000
            let current = oscillator.position(at: t) - 1
            if (current > 0) != (previous > 0) { crossings += 1 }
            previous = current
        }
        #expect(metrics.oscillations == crossings)
        #expect(metrics.oscillations > 10)
    }

    @Test func cutOffSpringJumpsAtTheDuration() throws {
        // d = 3, ζ = 0.25 ends at 1.00297 before the snap.
        let curve = try AnimationCurve(.uikitSpring(dampingRatio: 0.25, velocity: 0), duration: 3)
        let metrics = CurveMetrics(curve)
        #expect(isClose(metrics.endJump, 1 - 1.0029691347, absolute: 1e-9))
        #expect(metrics.settleTime == 3)
        let short = try AnimationCurve(
            .spring(SpringParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)), duration: 0.2)
        #expect(isClose(CurveMetrics(short).endJump, 1 - 0.8494256349, absolute: 1e-9))
    }

    @Test func cubicOvershootAndT50() throws {
        let curve = try AnimationCurve(.cubic(CubicBezier(0.3, 1.6, 0.6, 0.8)), duration: 2)
        let metrics = CurveMetrics(curve)
        let peak = (0...100_000).map { curve.progress(at: 2 * Double($0) / 100_000) }.max()!
        #expect(isClose(metrics.overshoot, peak - 1, absolute: 1e-9))
        #expect(isClose(curve.progress(at: metrics.t50), 0.5, absolute: 1e-9))
        // Up through 1, back down below it, then in from below (y2 < 1): two crossings.
        #expect(metrics.oscillations == 2)
    }
}
