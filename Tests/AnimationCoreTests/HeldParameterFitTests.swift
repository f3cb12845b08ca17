import AnimationCore
import RealModule
import StudioTestSupport
import Testing

/// `fit` with fewer targets than parameters (newcomer finding 30): the targets move as few
/// parameters as they need and the rest keep their typical values; no fit falls back before
/// reaching 1. Checked against closed forms.
@Suite struct HeldParameterFitTests {
    /// ζ of the under-damped step response that overshoots by `overshoot`: ζ = −ln(os)/√(π² + ln²(os)).
    func closedFormRatio(overshoot: Double) -> Double {
        let l = Double.log(overshoot)
        return -l / (Double.pi * Double.pi + l * l).squareRoot()
    }

    @Test func anOvershootAloneMovesTheBounceAndHoldsTheSpeed() throws {
        let expected = closedFormRatio(overshoot: 0.08)
        // UIKit's duration does not change its overshoot: it stays at the typical half second.
        let uikit = try TimingFit.meeting(
            FitTargets(overshoot: 0.08), kind: try #require(FitKind.named("uikit-spring")))
        #expect(isClose(uikit.exactValues[0], expected, absolute: 1e-6))
        #expect(uikit.exactValues[1] == 0.5)
        #expect(uikit.held.map(\.name) == ["duration"] && uikit.held.map(\.value) == [0.5])
        // A physical spring frees its stiffness first; the damping stays 25.14, so k = (c / 2ζ)².
        let spring = try TimingFit.meeting(FitTargets(overshoot: 0.08), kind: try #require(FitKind.named("spring")))
        #expect(spring.exactValues[1] == 25.14)
        let stiffness = (25.14 / (2 * expected)) * (25.14 / (2 * expected))
        #expect(isClose(spring.exactValues[0], stiffness, relative: 1e-5), "\(spring.exactValues)")
        #expect(spring.held.map(\.name) == ["damping"])
    }

    @Test func everyKindGivenOneTargetHoldsAllItsOtherParametersAtTheirTypicalValues() throws {
        for kind in FitKind.all {
            let fitted = try TimingFit.meeting(FitTargets(overshoot: 0.08), kind: kind)
            #expect(fitted.held.count == kind.parameters.count - 1, "\(kind.name)")
            for held in fitted.held {
                let parameter = try #require(kind.parameters.first { $0.name == held.name })
                #expect(held.value == parameter.typical, "\(kind.name) \(held.name)")
            }
            #expect(abs(fitted.metrics.overshoot - 0.08) <= FitTargets.overshootTolerance, "\(kind.name)")
        }
    }

    @Test func aBezierT50ScalesTheTypicalEaseInOut() throws {
        // ease-in-out is symmetric (x2 = 1 − x1, y2 = 1 − y1), so it is at 0.5 at half its duration:
        // t50 0.2 s is a 0.4 s ease-in-out.
        let fitted = try TimingFit.meeting(FitTargets(t50: 0.2), kind: try #require(FitKind.named("cubic")))
        #expect(fitted.values == [0.42, 0, 0.58, 1, 0.4])
        #expect(fitted.held.map(\.name) == ["x1", "y1", "x2", "y2"])
        #expect(fitted.dip == 0 && fitted.metrics.overshoot == 0)
    }

    @Test func aDurationAloneGivesTheTypicalCurve() throws {
        let fitted = try TimingFit.meeting(FitTargets(duration: 0.3), kind: try #require(FitKind.named("cubic")))
        #expect(fitted.values == [0.42, 0, 0.58, 1, 0.3])
        #expect(fitted.held.count == 4)
    }

    @Test func withoutAnOvershootTargetABezierStaysBelowOne() throws {
        let cubic = try #require(FitKind.named("cubic"))
        for targets in [FitTargets(settle: 0.5, t50: 0.1), FitTargets(settle: 0.25, duration: 0.3)] {
            let fitted = try TimingFit.meeting(targets, kind: cubic)
            #expect(fitted.metrics.overshoot <= FitTargets.overshootTolerance, "\(fitted.expression)")
            #expect(fitted.dip <= FitTargets.overshootTolerance, "\(fitted.expression)")
        }
        // Asked for, it may overshoot; it still never sags on the way up.
        let bouncy = try TimingFit.meeting(FitTargets(overshoot: 0.08), kind: cubic)
        #expect(bouncy.values == [0.42, 0, 0.58, 1.428, 0.5])
        #expect(bouncy.dip == 0)
    }

    /// The dip of cubic(x1, y1, x2, y2) from its closed form: x is monotonic for x1, x2 in [0, 1], so
    /// progress takes y(s)'s values; y′(s)/3 = y1(1−s)² + 2(y2−y1)s(1−s) + (1−y2)s², whose roots are
    /// y's local maximum and minimum.
    func closedFormDip(_ y1: Double, _ y2: Double) -> Double {
        let (a, b, c) = (y1, y2 - y1, 1 - y2)
        let (qa, qb, qc) = (a - 2 * b + c, 2 * b - 2 * a, a)
        let root = (qb * qb - 4 * qa * qc).squareRoot()
        let s = [(-qb - root) / (2 * qa), (-qb + root) / (2 * qa)].sorted()
        let y = { (s: Double) in 3 * (1 - s) * (1 - s) * s * y1 + 3 * (1 - s) * s * s * y2 + s * s * s }
        return y(s[0]) - y(s[1])
    }

    @Test func theDipOfASaggingBezierIsItsClosedForm() throws {
        // The curve the old fit answered `fit cubic --t50 0.2` with: up to 0.827, down to 0.731, then to 1.
        let sagging = try AnimationCurve(.cubic(CubicBezier(0.3819, 1.641, 0.649, 0.1867)), duration: 1.375)
        let expected = closedFormDip(1.641, 0.1867)
        #expect(isClose(expected, 0.09587508380667875, absolute: 1e-12))
        let dip = try #require(TimingFit.dip(of: sagging))
        #expect(isClose(dip.from - dip.to, expected, absolute: 1e-9))
        #expect(CurveMetrics(sagging).overshoot == 0)
        // Going below 0 first is a dip too. For y1 = −0.4, y2 = 1, y′(s)/3 = (1 − s)(3.2s − 0.4): the
        // minimum is at s = 1/8, y = 3·(7/8)²·(1/8)·(−0.4) + 3·(7/8)·(1/8)² + (1/8)³ = −0.071875.
        let anticipating = try AnimationCurve(.cubic(CubicBezier(0.5, -0.4, 0.5, 1)), duration: 1)
        let below = try #require(TimingFit.dip(of: anticipating))
        #expect(below.from == 0 && isClose(below.to, -0.071875, absolute: 1e-9))
        // A spring's fall after passing 1 is its overshoot, not a dip.
        let bounce = try AnimationCurve(.springDuration(duration: 0.5, bounce: 0.5))
        #expect(TimingFit.dip(of: bounce) == nil)
        #expect(TimingFit.dip(of: try AnimationCurve(.cubic(CubicBezier(0.42, 0, 0.58, 1)), duration: 1)) == nil)
    }
}
