import AnimationCore
import StudioTestSupport
import Testing

/// Issue 32, "the device's curve": UIKit's 12 Newton steps in double precision, in single precision
/// (Float steps, `expf` overflowing past 88.72), and the solver's rule (double steps; a landing whose
/// e^(dζ|ω|) overflows a Float runs the retry), against the iOS 14.4 frequencies recorded for d 2 s,
/// ζ 0.5 that docs/explanation/math.md cites (48, 65 and 88 rad/s at velocities 0.860–0.862, 1.71 at
/// 0.863 and 0.864), each compared at the precision it was written down with.
@Suite struct UIKitPrecisionTests {
    static let recorded: [(velocity: Double, omega: Double, halfUnit: Double)] = [
        (0.860, 48, 0.5), (0.861, 65, 0.5), (0.862, 88, 0.5), (0.863, 1.71, 0.005), (0.864, 1.71, 0.005)
    ]

    /// The frequency the device runs for a landing: |ω|, or the retry where the landing is not a number.
    func runs(_ landed: Double, velocity: Double) -> Double {
        landed.isFinite
            ? abs(landed) : UIKitSpringSolver.retriedFrequency(duration: 2, dampingRatio: 0.5, velocity: velocity)
    }

    func matches(_ frequency: (Double) -> Double) -> Int {
        Self.recorded.filter { abs(frequency($0.velocity) - $0.omega) < $0.halfUnit }.count
    }

    @Test func matchCountsOfEachPrecision() {
        let double = matches { v in
            runs(
                UIKitSpringSolver.landedFrequency(duration: 2, dampingRatio: 0.5, velocity: v, singlePrecision: false),
                velocity: v)
        }
        let single = matches { v in
            runs(
                UIKitSpringSolver.landedFrequency(duration: 2, dampingRatio: 0.5, velocity: v, singlePrecision: true),
                velocity: v)
        }
        let solver = matches {
            UIKitSpringSolver.spring(duration: 2, dampingRatio: 0.5, velocity: $0).undampedFrequency
        }
        // Double steps land at 119.6 and 163.1 rad/s for 0.863 and 0.864; single steps overflow one
        // velocity too early (0.862, recorded at 88). The solver's rule matches all five.
        #expect(double == 3)
        #expect(single == 4)
        #expect(solver == 5)
        #expect(
            isClose(
                UIKitSpringSolver.landedFrequency(
                    duration: 2, dampingRatio: 0.5, velocity: 0.863, singlePrecision: false),
                -119.61133651587984, relative: 1e-9))
        #expect(
            UIKitSpringSolver.landedFrequency(duration: 2, dampingRatio: 0.5, velocity: 0.862, singlePrecision: true)
                .isNaN)
        #expect(
            isClose(
                UIKitSpringSolver.spring(duration: 2, dampingRatio: 0.5, velocity: 0.863).undampedFrequency,
                1.7096337855250903, relative: 1e-9))
    }

    @Test func convergedSpringsAgreeInBothPrecisions() {
        // Where the steps converge, single precision lands within 1e-5 of double (the recorded matches
        // there are within 1e-3): the published Framer vector and the template's spring.
        for (d, z, v) in [(3.0, 0.25, 0.0), (1, 0.4, 0.1), (0.5, 1, 0), (1, 0.5, 1)] {
            let double = UIKitSpringSolver.landedFrequency(
                duration: d, dampingRatio: z, velocity: v, singlePrecision: false)
            let single = UIKitSpringSolver.landedFrequency(
                duration: d, dampingRatio: z, velocity: v, singlePrecision: true)
            #expect(isClose(single, double, relative: 1e-5), "d \(d) ζ \(z) v \(v)")
            #expect(
                UIKitSpringSolver.spring(duration: d, dampingRatio: z, velocity: v).undampedFrequency == abs(double))
        }
    }
}
