import AnimationCore
import RealModule
import StudioTestSupport
import Testing

/// Core Animation runs an over-damped spring critically damped at the same ω0 unless it allows
/// over-damping (issue 21 §1): checked against the critical and over-damped closed forms written here.
@Suite struct CriticalClampTests {
    /// x(t) = 1 − (1 + (ω0 − v)t)e^(−ω0 t).
    func critical(_ omega: Double, _ v: Double, _ t: Double) -> Double {
        1 - (1 + (omega - v) * t) * Double.exp(-omega * t)
    }

    /// x(t) = 1 + C1 e^(r1 t) + C2 e^(r2 t), r1,2 = −ω0(ζ ∓ √(ζ²−1)).
    func overDamped(_ omega: Double, _ ratio: Double, _ v: Double, _ t: Double) -> Double {
        let root = (ratio * ratio - 1).squareRoot()
        let r1 = -omega * (ratio - root)
        let r2 = -omega * (ratio + root)
        let c2 = (v + r1) / (r2 - r1)
        let c1 = -1 - c2
        return 1 + c1 * Double.exp(r1 * t) + c2 * Double.exp(r2 * t)
    }

    @Test func theKeyboardSpringRunsCriticallyDamped() throws {
        // UISpringTimingParameters()'s default and the system keyboard's CASpringAnimation: ζ ≈ 4.56.
        let expression = try TimingExpression(parsing: "spring(mass: 3, stiffness: 1000, damping: 500)")
        #expect(expression.clampsOverdamping)
        let curve = try AnimationCurve(expression)
        let omega = (1000.0 / 3).squareRoot()
        for t in [0.01, 0.05, 0.1, 0.25, 0.4] {
            #expect(isClose(curve.progress(at: t), critical(omega, 0, t), absolute: 1e-12), "x(\(t))")
        }
        // The over-damped formula the studio used before is about half the travel away at 0.25 s.
        #expect(
            isClose(overDamped(omega, 500 / (2 * (3000.0).squareRoot()), 0, 0.25), 0.38968209170748047, absolute: 1e-12)
        )
        #expect(isClose(curve.progress(at: 0.25), 0.9420383465481865, absolute: 1e-12))
        #expect(curve.spring?.dampingRatio == 1)
        #expect(curve.spring?.undampedFrequency == omega)
    }

    @Test func theSettlingDurationIsTheCriticalCurves() throws {
        let curve = try AnimationCurve(try TimingExpression(parsing: "spring(mass: 3, stiffness: 1000, damping: 500)"))
        // Core Animation's walk, written out: the first 0.1 s grid time from which |1 − x| < 0.001 for over 1 s.
        let omega = (1000.0 / 3).squareRoot()
        var t = 0.0
        var since: Double?
        while true {
            if abs(1 - critical(omega, 0, t)) < 0.001 {
                if let start = since { if t - start > 1 { break } } else { since = t }
            } else {
                since = nil
            }
            t += 0.1
        }
        #expect(curve.duration == since)
        #expect(curve.duration == 0.6)
        // Over-damped it would settle after 3.5 s.
        let free = try AnimationCurve(
            try TimingExpression(parsing: "spring(mass: 3, stiffness: 1000, damping: 500, allows-overdamping: true)"))
        #expect(free.duration == 3.5000000000000018)
    }

    @Test func allowingOverdampingKeepsTheOverDampedCurve() throws {
        let expression = try TimingExpression(
            parsing: "spring(mass: 1, stiffness: 100, damping: 30, velocity: 2, allows-overdamping: true)")
        #expect(!expression.clampsOverdamping)
        let curve = try AnimationCurve(expression, duration: 2)
        for t in [0.05, 0.2, 0.7, 1.5] {
            #expect(isClose(curve.progress(at: t), overDamped(10, 1.5, 2, t), absolute: 1e-12))
        }
        let clamped = try AnimationCurve(
            .spring(SpringParameters(mass: 1, stiffness: 100, damping: 30, initialVelocity: 2)), duration: 2)
        for t in [0.05, 0.2, 0.7, 1.5] {
            #expect(isClose(clamped.progress(at: t), critical(10, 2, t), absolute: 1e-12))
        }
    }

    @Test func onlyOverDampedCASpringsClamp() throws {
        // ζ = 1 exactly and under-damped springs run as written; iOS 17's perceptual springs allow over-damping.
        for text in [
            "spring(mass: 1, stiffness: 100, damping: 20)", "spring(mass: 1, stiffness: 100, damping: 10)",
            "spring(duration: 0.5, bounce: -0.5)", "android(stiffness: 100, damping-ratio: 3)",
            "origami(tension: 10, friction: 40)"
        ] {
            let expression = try TimingExpression(parsing: text)
            #expect(!expression.clampsOverdamping, "\(text)")
            #expect(expression.runtimeSpring == expression.fixedSpring, "\(text)")
        }
        // Just above critical the clamp changes the curve by as little as the damping changed.
        let near = try AnimationCurve(
            .spring(SpringParameters(mass: 1, stiffness: 100, damping: 20 * (1 + 1e-9), initialVelocity: 0)))
        let exact = try AnimationCurve(
            .spring(SpringParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: 0)))
        #expect(near.expression.clampsOverdamping)
        for t in [0.1, 0.3, 0.6] { #expect(near.progress(at: t) == exact.progress(at: t)) }
    }

    @Test func theFlagParsesPrintsAndEdits() throws {
        let text = "spring(mass: 3, stiffness: 1000, damping: 500, velocity: 0, allows-overdamping: true)"
        let expression = try TimingExpression(parsing: text)
        #expect(expression.description == text)
        #expect(try TimingExpression(parsing: expression.description) == expression)
        #expect(
            try TimingExpression(parsing: "spring(damping: 30, allows-overdamping: false)").description
                == "spring(mass: 1, stiffness: 100, damping: 30, velocity: 0)")
        let edited = try expression.setting("allows-overdamping", to: 0)
        #expect(edited.description == "spring(mass: 3, stiffness: 1000, damping: 500, velocity: 0)")
        #expect(try edited.setting("allows-overdamping", to: 1) == expression)
        #expect(
            try expression.setting("damping", to: 400).description
                == "spring(mass: 3, stiffness: 1000, damping: 400, velocity: 0, allows-overdamping: true)")
        #expect(throws: TimingError.outOfRange(parameter: "allows-overdamping", value: 2, allowed: "0 (off) or 1 (on)"))
        {
            try expression.setting("allows-overdamping", to: 2)
        }
    }

    @Test func theFlagIsRefusedWhereItDoesNotBelong() {
        func message(_ text: String) -> String {
            do {
                _ = try TimingExpression(parsing: text)
                return "parsed"
            } catch { return error.message }
        }
        #expect(message("spring(damping: 30, allows-overdamping: 1)") == "allows-overdamping takes true or false")
        #expect(
            message("spring(duration: 0.5, allows-overdamping: true)")
                == "allows-overdamping belongs to spring(mass:, stiffness:, damping:, velocity:) (CASpringAnimation)")
        #expect(message("spring(damping: true)") == "damping takes a number, not true")
        #expect(message("cubic(0.1, true, 0.2, 1)") == "cubic takes numbers, not true or false")
        #expect(
            message("spring(allows-overdamping: true, allows-overdamping: false)")
                == "parameter “allows-overdamping” is given twice")
    }
}
