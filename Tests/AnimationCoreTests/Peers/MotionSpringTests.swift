import AnimationCore
import RealModule
import Testing

/// Motion's spring against numbers from Motion's own `spring.test.ts`
/// (motiondivision/motion `packages/motion-dom/src/animation/generators/__tests__/spring.test.ts` at
/// 1b037b0032578b52af94b06ff3920bfa0aaa5e36) and vectors from a port of its `findSpring`.
@Suite struct MotionSpringTests {
    /// `generateLinearEasing(easing, duration, 30)` as `spring.toString()` calls it.
    func linearEasing(_ generator: MotionGenerator) -> String {
        let duration = min(generator.calculatedDuration, 20_000)
        let count = max(Int((duration / 30 + 0.5).rounded(.down)), 2)
        let points = (0..<count).map { i -> String in
            let value = generator.next(duration * (Double(i) / Double(count - 1))).value
            let rounded = (value * 10000 + 0.5).rounded(.down) / 10000  // Math.round
            return NumberFormat.shortest(rounded == 0 ? 0 : rounded)
        }
        return "\(NumberFormat.shortest(duration))ms linear(\(points.joined(separator: ", ")))"
    }

    func generator(_ text: String) throws -> MotionGenerator {
        guard case .peer(.motion(let motion)) = try TimingExpression(parsing: text) else {
            throw TimingError.unsolvable("not a motion spring")
        }
        let s = motion.spring
        var resolved: Double?
        if case .duration(let seconds, _) = motion.definition { resolved = seconds * 1000 }
        return MotionGenerator(
            stiffness: s.stiffness, damping: s.damping, mass: s.mass, velocity: s.initialVelocity,
            resolvedDuration: resolved)
    }

    @Test func toStringMatchesMotionsOwnTest() throws {
        #expect(
            linearEasing(try generator("motion-spring(stiffness: 100, damping: 10, mass: 1)"))
                == "1100ms linear(0, 0.0419, 0.1493, 0.2963, 0.4608, 0.625, 0.7759, 0.905, 1.0077, 1.0827, 1.1314, 1.1567, 1.1629, 1.1545, 1.1359, 1.1114, 1.0844, 1.0578, 1.0336, 1.0131, 0.9969, 0.9853, 0.9779, 0.9742, 0.9735, 0.9751, 0.9783, 0.9824, 0.9868, 0.9911, 0.995, 0.9982, 1.0008, 1.0026, 1.0037, 1, 1)"
        )
        #expect(
            linearEasing(try generator("motion-spring(duration: 0.8, bounce: 0.25)"))
                == "800ms linear(0, 0.0542, 0.1797, 0.3344, 0.4905, 0.6321, 0.7511, 0.8451, 0.9152, 0.9644, 0.9967, 1.0157, 1.0253, 1.0283, 1.0273, 1.024, 1.0196, 1.0152, 1.0111, 1.0076, 1.0048, 1.0027, 1.0012, 1.0002, 0.9996, 0.9993, 1)"
        )
        #expect(
            linearEasing(try generator("motion-spring(visual-duration: 0.5, bounce: 0.25)"))
                == "850ms linear(0, 0.046, 0.1551, 0.2934, 0.4378, 0.5737, 0.6927, 0.7915, 0.8694, 0.928, 0.9699, 0.998, 1.0153, 1.0245, 1.0281, 1.0279, 1.0254, 1.0217, 1.0176, 1.0136, 1.01, 1.007, 1.0045, 1.0027, 1.0013, 1.0003, 0.9997, 1)"
        )
    }

    /// `animateSync(generator, 200)`: values every 200 ms, rounded, until done.
    func animateSync(_ generator: MotionGenerator) -> [Double] {
        var out: [Double] = []
        var step = 0.0
        while true {
            let state = generator.next(step * 200)
            out.append((state.value + 0.5).rounded(.down))
            if state.done || out.count > 100 { return out }
            step += 1
        }
    }

    @Test func pixelRunsMatchMotionsOwnTest() {
        func run(_ k: Double, _ c: Double) -> [Double] {
            animateSync(
                MotionGenerator(
                    stiffness: k, damping: c, mass: 1, velocity: 0, origin: 100, target: 1000, restSpeed: 10,
                    restDelta: 0.5))
        }
        #expect(run(300, 10) == [100, 1343, 873, 1046, 984, 1005, 998, 1001, 1000])
        #expect(run(100, 20) == [100, 635, 918, 984, 997, 1000])
        #expect(run(300, 100) == [100, 499, 731, 855, 922, 958, 977, 988, 993, 996, 998, 999, 999, 1000])
    }

    @Test func stopsWhereMotionsCalcGeneratorDurationDoes() throws {
        // spring.test.ts: the default spring "returns correct duration" 1100 ms (visualDuration test),
        // and the toString durations above.
        let cases = [
            ("motion-spring()", 1.1), ("motion-spring(visual-duration: 0.5, bounce: 0.25)", 0.85),
            ("motion-spring(duration: 0.8, bounce: 0.25)", 0.8)
        ]
        for (text, stop) in cases {
            #expect(try AnimationCurve(TimingExpression(parsing: text)).duration == stop, "\(text)")
        }
    }

    @Test func studioCurveIsMotionsClosedFormUntilItStops() throws {
        for text in [
            "motion-spring(stiffness: 300, damping: 10)", "motion-spring(stiffness: 100, damping: 20)",
            "motion-spring(stiffness: 300, damping: 100, velocity: 2)", "motion-spring(duration: 0.4, bounce: 0.6)",
            "motion-spring(visual-duration: 0.3, bounce: 0.3)"
        ] {
            let curve = try AnimationCurve(TimingExpression(parsing: text))
            let motion = try generator(text)
            for i in 0..<Int(curve.duration * 1000) {
                let state = motion.next(Double(i))
                if state.done { continue }
                #expect(abs(curve.progress(at: Double(i) / 1000) - state.value) <= 1e-12, "\(text) at \(i) ms")
            }
            #expect(curve.progress(at: curve.duration) == 1)
        }
    }

    @Test func findSpringVectors() throws {
        // From a line-for-line Python port of findSpring (11 Newton steps from 5/d).
        let a = try #require(TimingExpression(parsing: "motion-spring(duration: 0.8, bounce: 0.25)").fixedSpring)
        #expect(
            a
                == SpringParameters(
                    mass: 1, stiffness: 137.41358694003588, damping: 17.583531232806475, initialVelocity: 0))
        let b = try #require(TimingExpression(parsing: "motion-spring(duration: 0.5, bounce: 0)").fixedSpring)
        #expect(b.stiffness == 341.02369770847105)
        // Motion's defaults (visual-duration 0.3, bounce 0.3) are SwiftUI's Spring(duration: 0.36, bounce: 0.3).
        let defaults = try #require(
            TimingExpression(parsing: "motion-spring(visual-duration: 0.3, bounce: 0.3)").fixedSpring)
        #expect(abs(defaults.stiffness - 304.6174) < 1e-4 && abs(defaults.damping - 24.4347) < 1e-4)
    }

    @Test func durationFormIsUIKitsSolverWithElevenSteps() throws {
        // animation-math.md B.4: Motion {duration d, bounce b} ≡ UIKit (d, ζ = 1 − b); 11 steps instead of 12.
        for (d, ratio) in [(0.3, 0.5), (0.6, 0.8), (1.0, 1.0), (2.0, 0.3)] {
            let motion = try #require(
                TimingExpression(parsing: "motion-spring(duration: \(d), bounce: \(1 - ratio))").fixedSpring)
            let uikit = UIKitSpringSolver.spring(duration: d, dampingRatio: ratio, velocity: 0)
            #expect(
                abs(motion.undampedFrequency - uikit.undampedFrequency) <= 1e-9 * uikit.undampedFrequency,
                "\(d) \(ratio)")
        }
    }

    @Test func bounceIsClampedAsMotionClampsIt() throws {
        let high = try #require(TimingExpression(parsing: "motion-spring(visual-duration: 0.5, bounce: 1)").fixedSpring)
        #expect(abs(high.dampingRatio - 0.05) < 1e-15)
        let zero = try #require(TimingExpression(parsing: "motion-spring(visual-duration: 0.5, bounce: 0)").fixedSpring)
        #expect(abs(zero.dampingRatio - 1) < 1e-15)
    }
}
