import AnimationCore
import RealModule
import StudioTestSupport
import Testing

/// `fit` (issue 32): the solver against closed forms, samples of known curves, and its refusals.
@Suite struct TimingFitTests {
    /// The damping ratio whose under-damped step response overshoots by `overshoot`: from
    /// overshoot = exp(−ζπ/√(1−ζ²)), ζ = −ln(os)/√(π² + ln²(os)).
    func closedFormRatio(overshoot: Double) -> Double {
        let l = Double.log(overshoot)
        return -l / (Double.pi * Double.pi + l * l).squareRoot()
    }

    @Test func overshootMeetsTheUnderdampedClosedForm() throws {
        let bounce = try #require(FitKind.named("spring-bounce"))
        let uikit = try #require(FitKind.named("uikit-spring"))
        let spring = try #require(FitKind.named("spring"))
        for overshoot in [0.02, 0.08, 0.25, 0.5] {
            let expected = closedFormRatio(overshoot: overshoot)
            let fitted = try TimingFit.meeting(FitTargets(overshoot: overshoot), kind: bounce)
            #expect(isClose(1 - fitted.exactValues[1], expected, absolute: 1e-6), "overshoot \(overshoot)")
            // UIKit's ω0 comes from the duration; its ratio alone sets the overshoot.
            let viaUIKit = try TimingFit.meeting(FitTargets(overshoot: overshoot, duration: 1), kind: uikit)
            #expect(isClose(viaUIKit.exactValues[0], expected, absolute: 1e-6), "overshoot \(overshoot)")
            #expect(viaUIKit.exactValues[1] == 1)
            let physical = try TimingFit.meeting(FitTargets(overshoot: overshoot), kind: spring)
            let ratio = physical.exactValues[1] / (2 * physical.exactValues[0].squareRoot())
            #expect(isClose(ratio, expected, absolute: 1e-6), "overshoot \(overshoot)")
            // What is printed is what is measured, within the tolerance.
            #expect(abs(fitted.metrics.overshoot - overshoot) <= FitTargets.overshootTolerance)
        }
    }

    @Test func t50OfACriticallyDampedSpringIsItsClosedForm() throws {
        // x(t) = 1 − (1 + ωt)e^(−ωt) reaches 0.5 at ωt = 1.6783469900166608 (solved here by bisection).
        var low = 0.0
        var high = 5.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if 1 - (1 + middle) * Double.exp(-middle) < 0.5 { low = middle } else { high = middle }
        }
        #expect(isClose(high, 1.6783469900166608, absolute: 1e-12))
        // A critically damped spring(duration:bounce: 0) has ω = 2π/T, so T = 2π·t50/1.67835.
        let kind = try #require(FitKind.named("spring-bounce"))
        let fitted = try TimingFit.meeting(FitTargets(overshoot: 0, t50: 0.2), kind: kind)
        #expect(isClose(fitted.metrics.t50, 0.2, relative: FitTargets.relativeTolerance))
        #expect(fitted.metrics.overshoot <= FitTargets.overshootTolerance)
    }

    @Test func samplesOfAKnownSpringGiveItBack() throws {
        let source = try AnimationCurve(.springDuration(duration: 0.4, bounce: 0.2))
        let samples = (0...100).map { i in
            let t = source.duration * Double(i) / 100
            return (t: t, progress: source.progress(at: t))
        }
        let fitted = try TimingFit.closest(to: samples, kind: try #require(FitKind.named("spring-bounce")))
        #expect(isClose(fitted.exactValues[0], 0.4, relative: 1e-6))
        #expect(isClose(fitted.exactValues[1], 0.2, absolute: 1e-6))
        #expect(fitted.expression == .springDuration(duration: 0.4, bounce: 0.2))
        let residual = try #require(fitted.residual)
        #expect(residual.largest < 1e-9)
    }

    @Test func samplesOfAKnownUIKitSpringGiveItsDurationBack() throws {
        let source = try AnimationCurve(.uikitSpring(dampingRatio: 0.6, velocity: 0), duration: 0.7)
        let samples = (0...70).map { i in (t: Double(i) / 100, progress: source.progress(at: Double(i) / 100)) }
        let fitted = try TimingFit.closest(to: samples, kind: try #require(FitKind.named("uikit-spring")))
        #expect(fitted.expression == .uikitSpring(dampingRatio: 0.6, velocity: 0))
        #expect(fitted.duration == 0.7)
        #expect(try #require(fitted.residual).largest < 1e-9)
    }

    @Test func aSpringFitToACubicStatesItsResidual() throws {
        let source = try AnimationCurve(.named(.easeInOut), duration: 0.5)
        let samples = (0...50).map { i in (t: Double(i) / 100, progress: source.progress(at: Double(i) / 100)) }
        let kind = try #require(FitKind.named("spring-bounce"))
        let first = try TimingFit.closest(to: samples, kind: kind)
        let second = try TimingFit.closest(to: samples, kind: kind)
        // Deterministic: the same samples, the same answer to the bit.
        #expect(first.exactValues == second.exactValues)
        let residual = try #require(first.residual)
        let curve = try AnimationCurve(first.expression)
        let squares = samples.map { sample in
            (curve.progress(at: sample.t) - sample.progress) * (curve.progress(at: sample.t) - sample.progress)
        }
        let rms = (squares.reduce(0, +) / 51).squareRoot()
        #expect(isClose(residual.rms, rms, relative: 1e-12))
        #expect(residual.rms > 0.001)
    }

    @Test func targetsAKindCannotMeetAreRefusedInOneLine() throws {
        let kind = try #require(FitKind.named("uikit-spring"))
        #expect(
            throws: TimingError.unsolvable(
                "uikit-spring cannot meet --overshoot 99 %: the closest, uikit-spring(damping: 0.01, velocity: 0) over 0.06235 s, reaches overshoot 96.91 %"
            )
        ) {
            try TimingFit.meeting(FitTargets(overshoot: 0.99), kind: kind)
        }
        #expect(
            throws: TimingError.unsolvable(
                "fit needs a target: --overshoot, --settle, --t50, --peak-velocity or --duration")
        ) {
            try TimingFit.meeting(FitTargets(), kind: kind)
        }
        #expect(throws: TimingError.unsolvable("fitting needs at least 2 samples, got 1")) {
            try TimingFit.closest(to: [(0, 0)], kind: kind)
        }
    }

    @Test func everyKindBuildsTheExpressionItNames() throws {
        #expect(
            FitKind.all.map(\.name) == [
                "uikit-spring", "spring", "spring-bounce", "spring-response", "swiftui-spring", "cubic",
                "motion-spring", "motion-spring-bounce", "motion-spring-duration", "reanimated-spring",
                "reanimated-spring-duration", "flutter-spring", "flutter-spring-duration", "compose-spring",
                "figma-spring"
            ])
        for kind in FitKind.all {
            let middle = kind.parameters.map { ($0.range.lowerBound + $0.range.upperBound) / 2 }
            let text = kind.expression(middle).description
            #expect(try TimingExpression(parsing: text) == kind.expression(middle), "\(kind.name)")
            _ = try kind.curve(middle)
        }
    }

    @Test func significantDigitsRoundAsTyped() {
        #expect(SignificantDigits.text(0.27271834620915, 4) == "0.2727")
        #expect(SignificantDigits.text(183.9951, 4) == "184")
        #expect(SignificantDigits.text(-0.000123456, 3) == "-0.000123")
        #expect(SignificantDigits.text(123456, 2) == "120000")
        #expect(SignificantDigits.rounded(0, 4) == 0)
    }
}
