import AnimationCore
import RealModule
import StudioTestSupport
import Testing

@Suite struct UIKitSpringSolverTests {
    @Test func newtonMatchesTheClosedFormWithoutVelocity() throws {
        // For v = 0 the envelope equation solves in closed form; UIKit's 12 Newton steps must agree.
        for ratio in stride(from: 0.01, through: 0.99, by: 0.049) {
            for duration in stride(from: 0.2, through: 3, by: 0.35) {
                let omega = Double.log(ratio / (0.001 * (1 - ratio * ratio).squareRoot())) / (ratio * duration)
                let spring = UIKitSpringSolver.spring(duration: duration, dampingRatio: ratio, velocity: 0)
                #expect(isClose(spring.undampedFrequency, omega, relative: 1e-6), "ζ=\(ratio) d=\(duration)")
            }
        }
    }

    @Test func criticalClosedForm() throws {
        for duration in [0.1, 0.3, 1, 2.5] {
            let spring = UIKitSpringSolver.spring(duration: duration, dampingRatio: 1, velocity: 0)
            #expect(isClose(spring.undampedFrequency, 9.233413476 / duration, relative: 1e-9))
        }
    }

    @Test func overDampingIsClampedToCritical() throws {
        let clamped = UIKitSpringSolver.spring(duration: 0.5, dampingRatio: 3, velocity: 0)
        let critical = UIKitSpringSolver.spring(duration: 0.5, dampingRatio: 1, velocity: 0)
        #expect(clamped == critical)
        #expect(clamped.regime == .criticallyDamped)
    }

    @Test func durationIsClampedToUIKitsRange() throws {
        let long = UIKitSpringSolver.spring(duration: 30, dampingRatio: 0.5, velocity: 0)
        let ten = UIKitSpringSolver.spring(duration: 10, dampingRatio: 0.5, velocity: 0)
        #expect(long == ten)
    }

    @Test func envelopeAtTheDurationIsEpsilon() throws {
        for (ratio, velocity) in [(0.3, 0.0), (0.6, 2.0), (0.8, -1.0)] {
            let d = 0.8
            let spring = UIKitSpringSolver.spring(duration: d, dampingRatio: ratio, velocity: velocity)
            let omega = spring.undampedFrequency
            let envelope =
                abs((ratio * omega - velocity) / (omega * (1 - ratio * ratio).squareRoot()))
                * Double.exp(-ratio * omega * d)
            #expect(isClose(envelope, 0.001, absolute: 1e-12))
        }
    }

    @Test func inverseRecoversTheDuration() throws {
        for (ratio, velocity, duration) in [(0.25, 0.0, 3.0), (0.5, 1.0, 1.0), (1, 0.0, 0.5), (0.7, -0.5, 0.35)] {
            let spring = UIKitSpringSolver.spring(duration: duration, dampingRatio: ratio, velocity: velocity)
            let recovered = try #require(UIKitEquivalent.duration(for: spring))
            #expect(isClose(recovered, duration, relative: 1e-9))
        }
        #expect(
            UIKitEquivalent.duration(for: SpringParameters(mass: 1, stiffness: 100, damping: 30, initialVelocity: 0))
                == nil)
    }
}
