import AnimationCore
import RealModule
import Testing

/// Flutter's springs against its `spring_simulation_test.dart` (flutter/flutter
/// `packages/flutter/test/physics/spring_simulation_test.dart` at 75570f627d2d7e505dedbf178175e4ef4457c3ea)
/// and `SpringDescription`'s own formulas.
@Suite struct FlutterSpringTests {
    @Test func withDampingRatioIsStillMovingAtPointFour() throws {
        // The test's spring: withDampingRatio(mass: 1, stiffness: 400) (ratio 1): x(0.4) < 1, dx(0.4) > 0.
        let curve = try AnimationCurve(
            TimingExpression(parsing: "flutter-spring(mass: 1, stiffness: 400, damping-ratio: 1)"))
        #expect(curve.duration > 0.4)
        #expect(curve.progress(at: 0.4) < 1)
        #expect(curve.velocity(at: 0.4) > 0)
        #expect(curve.spring?.damping == 1 * 2.0 * (1 * 400.0).squareRoot())
    }

    @Test func durationIsTruncatedToWholeMilliseconds() throws {
        let a = try #require(TimingExpression(parsing: "flutter-spring(duration: 0.3, bounce: 0.3)").fixedSpring)
        let b = try #require(TimingExpression(parsing: "flutter-spring(duration: 0.3009, bounce: 0.3)").fixedSpring)
        #expect(a == b)
        let seconds = 300.0 / 1000
        let stiffness = (4 * Double.pi * Double.pi * 1) / Double.pow(seconds, 2)
        #expect(a.stiffness == stiffness)
        #expect(a.damping == (1.0 - 0.3) * 2.0 * (1 * stiffness).squareRoot())
        let over = try #require(TimingExpression(parsing: "flutter-spring(duration: 0.5, bounce: -0.5)").fixedSpring)
        #expect(abs(over.dampingRatio - 2) < 1e-15)  // 1 / (bounce + 1)
    }

    @Test func stopsAtTheFirstFrameWithinTolerance() throws {
        let curve = try AnimationCurve(
            TimingExpression(parsing: "flutter-spring(mass: 1, stiffness: 300, damping: 15)"))
        let spring = try #require(curve.spring)
        let omegaD = (300 - 56.25).squareRoot()
        func done(_ t: Double) -> Bool {
            let e = Double.exp(-7.5 * t)
            let x = e * (Double.cos(omegaD * t) + 7.5 / omegaD * Double.sin(omegaD * t))
            let v = e * (300 / omegaD) * Double.sin(omegaD * t)
            return abs(x) < 1e-3 && abs(v) < 1e-3
        }
        var n = 0.0
        while !done(n / 60) { n += 1 }
        #expect(curve.duration == n / 60)
        #expect(spring.stiffness == 300)
    }

    @Test func durationBelowOneMillisecondIsRefused() {
        #expect(
            throws: TimingError.outOfRange(
                parameter: "duration", value: 0.0009,
                allowed: "at least 0.001 (Flutter truncates it to whole milliseconds and asserts more than 0)")
        ) {
            try TimingExpression(parsing: "flutter-spring(duration: 0.0009)")
        }
    }
}
