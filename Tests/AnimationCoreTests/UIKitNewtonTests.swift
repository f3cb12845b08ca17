import AnimationCore
import RealModule
import StudioTestSupport
import Testing

/// UIKit never refuses a spring (issue 21 §3): its 12 Newton steps, written out here step by step,
/// land where they land, converged or not, and the device runs |ω|.
@Suite struct UIKitNewtonTests {
    /// UIKit's iteration, step by step: clamps, f(ω) and f′(ω) with UIKit's signs, 12 steps from 5/d.
    func uikitOmega(duration: Double, ratio: Double, velocity v: Double, start: Double? = nil, steps: Int = 12)
        -> Double
    {
        let z = Swift.min(Swift.max(ratio, 1.1920928955078125e-07), 1)
        let d = Swift.min(Swift.max(duration, 0.01), 10)
        let epsilon = 0.001
        var w = start ?? 5 / d
        for _ in 0..<steps {
            let f: Double
            let slope: Double
            if z >= 1 {
                // ((ω − v)d + 1)e^(−ωd) − ε, or + ε when ω < v.
                f = (w - v < 0 ? epsilon : -epsilon) + ((w - v) * d + 1) * Double.exp(-d * w)
                slope = d * d * (v - w) * Double.exp(-w * d)
            } else {
                let s = (1 - z * z).squareRoot()
                let g = (z * w - v) / (s * w) * Double.exp(-d * z * w)
                f = epsilon - abs(g)
                // d|g|/dω with the sign of g; UIKit's f′ is its negative.
                let dg = Double.exp(-d * z * w) * (v + d * z * v * w - d * z * z * w * w) / (s * w * w)
                slope = g <= 0 ? dg : -dg
            }
            w -= f / slope
        }
        return w
    }

    @Test func convergedInputsMatchTheIterationAndThePublishedVectors() {
        for (d, z, v) in [(3.0, 0.25, 0.0), (1, 0.5, 1), (1, 0.4, 0.1), (0.5, 1, 0), (0.5, 1, 3), (0.35, 0.7, -0.5)] {
            let solution = UIKitSpringSolver.solve(duration: d, dampingRatio: z, velocity: v)
            #expect(
                isClose(
                    solution.spring.undampedFrequency, abs(uikitOmega(duration: d, ratio: z, velocity: v)),
                    relative: 1e-12))
            #expect(solution.converged, "d \(d) ζ \(z) v \(v)")
            #expect(!solution.overflowed)
        }
        #expect(
            isClose(
                UIKitSpringSolver.spring(duration: 3, dampingRatio: 0.25, velocity: 0).stiffness, 54.83363359078326,
                relative: 1e-12))
    }

    @Test func criticalStepsUseUIKitsSign() {
        // ζ = 1 with v = 20 over 0.5 s: the envelope must reach −ε (ω < v), which the + ε equation misses.
        let solution = UIKitSpringSolver.solve(duration: 0.5, dampingRatio: 1, velocity: 20)
        #expect(isClose(solution.spring.undampedFrequency, 14.77258142603424, relative: 1e-12))
        #expect(
            isClose(
                solution.spring.undampedFrequency, uikitOmega(duration: 0.5, ratio: 1, velocity: 20), relative: 1e-12))
        #expect(solution.converged)
    }

    @Test func divergentStepsRunWhereTheyLand() {
        // iOS 14.4 recordings: 48, 65 and 88 rad/s as the velocity goes 0.860, 0.861, 0.862 (d 2 s, ζ 0.5).
        for (v, omega) in [(0.86, 48.418682680324245), (0.861, 65.46060356300165), (0.862, 88.34771417034057)] {
            let solution = UIKitSpringSolver.solve(duration: 2, dampingRatio: 0.5, velocity: v)
            #expect(isClose(solution.landedFrequency, -omega, relative: 1e-12))
            #expect(
                isClose(solution.landedFrequency, uikitOmega(duration: 2, ratio: 0.5, velocity: v), relative: 1e-12))
            #expect(isClose(solution.spring.undampedFrequency, omega, relative: 1e-12))
            #expect(isClose(solution.spring.damping, 2 * 0.5 * omega, relative: 1e-12))
            #expect(!solution.converged)
        }
    }

    @Test func overflowingStepsRetryFromOneOverD() throws {
        // v 0.87: the third step overflows e^(dζ|ω|) and the steps end in NaN; the retry lands on 1.72 rad/s.
        let solution = UIKitSpringSolver.solve(duration: 2, dampingRatio: 0.5, velocity: 0.87)
        #expect(solution.landedFrequency.isNaN)
        #expect(uikitOmega(duration: 2, ratio: 0.5, velocity: 0.87).isNaN)
        #expect(solution.overflowed)
        let retry = uikitOmega(duration: 2, ratio: 0.5, velocity: 0.87, start: 0.5, steps: 20)
        #expect(isClose(solution.spring.undampedFrequency, retry, relative: 1e-12))
        #expect(isClose(retry, 1.7232765790363158, relative: 1e-12))
        let curve = try AnimationCurve(.uikitSpring(dampingRatio: 0.5, velocity: 0.87), duration: 2)
        #expect(curve.progress(at: 1).isFinite)
    }

    @Test func everyInputUIKitAcceptsGivesASpring() throws {
        var generator = SplitMix64(seed: 21)
        for _ in 0..<3000 {
            let d =
                [0.001, 0.01, 0.3, 1, 2, 10, 40].randomElement(using: &generator)!
                * Double.random(in: 0.5...1.5, using: &generator)
            let z =
                [1e-9, 1e-4, 0.01, 0.3, 0.9, 1, 3].randomElement(using: &generator)!
                * Double.random(in: 0.5...1.5, using: &generator)
            let v =
                Double.random(in: -0.5...0.5, using: &generator) * [0, 2, 20, 2000].randomElement(using: &generator)!
            let spring = UIKitSpringSolver.spring(duration: d, dampingRatio: z, velocity: v)
            #expect(spring.stiffness.isFinite && spring.stiffness > 0, "d \(d) ζ \(z) v \(v)")
            #expect(spring.damping.isFinite && spring.damping > 0, "d \(d) ζ \(z) v \(v)")
            let curve = try AnimationCurve(.uikitSpring(dampingRatio: z, velocity: v), duration: Swift.min(d, 3600))
            #expect(curve.progress(at: curve.duration / 2).isFinite)
        }
    }
}

/// The templates' default curves are unchanged by this rework: move-up-bounce's uikit-spring(0.4, 0.1)
/// over 1 s converges, and lands on the same ω0 to the last bit as the studio's earlier solver.
@Suite struct TemplateDefaultCurveTests {
    @Test func moveUpBounceKeepsItsSpring() throws {
        let solution = UIKitSpringSolver.solve(duration: 1, dampingRatio: 0.4, velocity: 0.1)
        #expect(solution.landedFrequency == 15.155018694978505)
        #expect(solution.spring.stiffness == 15.155018694978505 * 15.155018694978505)
        #expect(UIKitSpringSolver.solve(duration: 1, dampingRatio: 0.4, velocity: 0.1).converged)
    }
}
