import AnimationCore
import RealModule
import StudioTestSupport
import Testing

/// `flutter-spring-duration` in Flutter's own numbers. `SpringDescription.withDurationAndBounce` reads
/// `duration.inMilliseconds` (flutter/flutter `packages/flutter/lib/src/physics/spring_simulation.dart`
/// at 04fbdcfac997f9bcbef805fe785ff71971ea16d2), so `fit` searches and reports whole milliseconds only,
/// and the duration it prints is the one Flutter runs.
@Suite struct FlutterDurationFitTests {
    /// `spring_simulation_test.dart` (flutter/flutter `packages/flutter/test/physics/` at
    /// 25a15c8e0613f4f7efef8bc844aadc2ccd2c9db7), group `SpringDescription.withDurationAndBounce`:
    /// the default 500 ms with bounce 0.3 and −0.3.
    @Test func withDurationAndBounceGivesFlutterTestsNumbers() throws {
        let bouncy = FlutterSpring(.duration(0.5, bounce: 0.3)).spring
        #expect(bouncy.mass == 1)
        #expect(isClose(bouncy.stiffness, 157.91, absolute: 0.01))
        #expect(isClose(bouncy.damping, 17.59, absolute: 0.01))
        let heavy = FlutterSpring(.duration(0.5, bounce: -0.3)).spring
        #expect(isClose(heavy.stiffness, 157.91, absolute: 0.01))
        #expect(isClose(heavy.damping, 35.90, absolute: 0.01))
        #expect(FlutterSpring(.duration(0.5, bounce: 0.3)).durationMilliseconds == 500)
        #expect(FlutterSpring(.duration(0.3479, bounce: 0.3)).durationMilliseconds == 347)
    }

    static let kind = FitKind.named("flutter-spring-duration")

    /// The fit's duration is a whole number of milliseconds, before and after rounding, and the
    /// metrics printed are the curve of exactly that spring.
    @Test(arguments: [(0.08, 0.45), (0.02, 0.3), (0.25, 1.2)]) func fitReportsWholeMilliseconds(
        _ overshoot: Double, _ settle: Double
    ) throws {
        let kind = try #require(Self.kind)
        let fitted = try TimingFit.meeting(FitTargets(overshoot: overshoot, settle: settle), kind: kind)
        for duration in [fitted.exactValues[0], fitted.values[0]] {
            #expect(duration * 1000 == (duration * 1000).rounded(), "\(duration)")
            #expect(Double(Int((duration * 1000).rounded())) / 1000 == duration)
        }
        guard case .peer(.flutter(let spring)) = fitted.expression,
            case .duration(let seconds, let bounce) = spring.definition
        else {
            Issue.record("\(fitted.expression) is not flutter-spring(duration:, bounce:)")
            return
        }
        let milliseconds = try #require(spring.durationMilliseconds)
        #expect(Double(milliseconds) / 1000 == seconds)
        // The closed form of withDurationAndBounce for those milliseconds, and its overshoot.
        let stiffness = 4 * Double.pi * Double.pi / Double.pow(Double(milliseconds) / 1000, 2)
        #expect(spring.spring.stiffness == stiffness)
        #expect(spring.spring.damping == (1 - bounce) * 2 * stiffness.squareRoot())
        let ratio = 1 - bounce
        let closedFormOvershoot = Double.exp(-Double.pi * ratio / (1 - ratio * ratio).squareRoot())
        #expect(isClose(fitted.metrics.overshoot, closedFormOvershoot, absolute: 1e-6))
        #expect(abs(fitted.metrics.overshoot - overshoot) <= FitTargets.overshootTolerance)
        #expect(abs(fitted.metrics.settleTime - settle) <= settle * FitTargets.relativeTolerance + 1e-9)
        #expect(try AnimationCurve(fitted.expression) == AnimationCurve(.peer(.flutter(spring))))
        #expect(CurveMetrics(try AnimationCurve(fitted.expression)).overshoot == fitted.metrics.overshoot)
    }

    /// Samples of a Flutter spring of 347 ms fit back to 347 ms exactly, the bounce to its own value.
    @Test func samplesFitBackToTheirMilliseconds() throws {
        let written = try TimingExpression(parsing: "flutter-spring(duration: 0.347, bounce: 0.25)")
        let fitted = try TimingFit.closest(
            to: PeerFitTests.samples(of: try AnimationCurve(written)), kind: try #require(Self.kind))
        #expect(fitted.values[0] == 0.347)
        #expect(fitted.expression == written)
        #expect(fitted.residual?.largest == 0)
    }

    @Test func theGridHoldsOnlyWholeMilliseconds() throws {
        let duration = try #require(Self.kind?.parameters.first)
        #expect(duration.stepsPerUnit == 1000)
        #expect(duration.onGrid(0.3473) == 0.347)
        #expect(duration.onGrid(0.3476) == 0.348)
        #expect(duration.onGrid(0.0001) == 0.05)
        #expect(duration.onGrid(9) == 5)
        let bounce = try #require(Self.kind?.parameters.last)
        #expect(bounce.onGrid(0.3473) == 0.3473)
    }
}
