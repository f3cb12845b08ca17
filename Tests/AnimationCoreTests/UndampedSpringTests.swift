import AnimationCore
import Foundation
import Testing

/// Damping 0, which CASpringAnimation documents as allowed: an undamped oscillator that needs a duration.
@Suite struct UndampedSpringTests {
    @Test func dampingZeroParsesAndNeedsADuration() throws {
        let timing = try TimingExpression(parsing: "spring(mass: 2, stiffness: 50, damping: 0, velocity: 3)")
        #expect(timing.description == "spring(mass: 2, stiffness: 50, damping: 0, velocity: 3)")
        #expect(
            throws: TimingError.unsolvable(
                "spring(mass: 2, stiffness: 50, damping: 0, velocity: 3) never settles (damping 0 is undamped: it oscillates for ever); give a duration between 0 and 3600 s"
            )
        ) { _ = try AnimationCurve(timing) }
        #expect(timing.fixedSpring?.settlingDuration() == .infinity)
        // Below 0 is still refused, and uikit-spring keeps UIKit's (0, 1].
        #expect(throws: TimingError.syntax(message: "damping must be 0 or more, got -1", offset: 7, length: 11)) {
            _ = try TimingExpression(parsing: "spring(damping: -1)")
        }
        #expect(throws: TimingError.self) { _ = try TimingExpression(parsing: "uikit-spring(damping: 0, velocity: 0)") }
    }

    /// Against the closed form of the undamped oscillator, x(t) = 1 − cos(ω0 t) + (v/ω0)·sin(ω0 t).
    @Test func followsTheUndampedClosedForm() throws {
        let curve = try AnimationCurve(
            try TimingExpression(parsing: "spring(mass: 2, stiffness: 50, damping: 0, velocity: 3)"), duration: 10)
        let omega = 5.0
        for step in 0..<1000 {
            let t = Double(step) / 100
            let expected = 1 - cos(omega * t) + 3 / omega * sin(omega * t)
            let speed = omega * sin(omega * t) + 3 * cos(omega * t)
            #expect(abs(curve.progress(at: t) - expected) < 1e-12, "t = \(t)")
            #expect(abs(curve.velocity(at: t) - speed) < 1e-11, "t = \(t)")
        }
        #expect(curve.progress(at: 10) == 1)
    }
}
