import Foundation
import Simulation
import StudioTestSupport
import Testing

@Suite struct DecelerationTests {
    /// k for a scroll of `seconds`: the velocity keeps 0.998 of itself per millisecond.
    func decay(_ seconds: Double) -> Double { 1000 * seconds * -log(0.998) }

    @Test func endsExactlyAndStartsAtZero() {
        let motion = Deceleration(duration: 1.5)
        #expect(motion.fraction(at: 0) == 0)
        #expect(motion.fraction(at: 1.5) == 1)
        #expect(motion.fraction(at: -1) == 0 && motion.fraction(at: 9) == 1)
        #expect(motion.time(atFraction: 0) == 0 && motion.time(atFraction: 1) == 1.5)
    }

    @Test func followsTheNormalDecelerationRate() {
        // Independent form: x(t) = (1 − 0.998^(1000 t)) / (1 − 0.998^(1000 T)).
        let motion = Deceleration(duration: 1.5)
        for t in stride(from: 0.0, through: 1.5, by: 0.05) {
            let expected = (1 - pow(0.998, 1000 * t)) / (1 - pow(0.998, 1500))
            #expect(isClose(motion.fraction(at: t), expected, absolute: 1e-14), "t = \(t)")
        }
        // Speed falls by 0.998 per millisecond: the end speed is 0.998^1500 of the start speed.
        #expect(isClose(motion.relativeSpeed(at: 1.5) / motion.relativeSpeed(at: 0), pow(0.998, 1500), relative: 1e-12))
        // The speed is the slope of the distance (central difference).
        let h = 1e-6
        let slope = (motion.fraction(at: 0.7 + h) - motion.fraction(at: 0.7 - h)) / (2 * h) * 1.5
        #expect(isClose(motion.relativeSpeed(at: 0.7), slope, relative: 1e-7))
    }

    @Test func timeInvertsFraction() {
        for duration in [0.001, 0.3, 1.5, 60, 3600] {
            let motion = Deceleration(duration: duration)
            for fraction in stride(from: 0.0, through: 1.0, by: 0.01) {
                let t = motion.time(atFraction: fraction)
                #expect(isClose(motion.fraction(at: t), fraction, absolute: 1e-12), "T = \(duration), q = \(fraction)")
            }
        }
    }

    @Test func aShortFlickIsNearlyLinear() {
        let motion = Deceleration(duration: 0.01)
        #expect(isClose(motion.fraction(at: 0.005), 0.5, absolute: 0.003))
    }
}
