import AnimationCore
import PropertyBased
import StudioTestSupport
import Testing

@Suite struct SpringOscillatorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let ratio: Double
        let velocity: Double
        var testDescription: String { "ζ=\(ratio) v=\(velocity)" }
    }

    /// Every regime, the boundary itself and both sides of it by 1e-6, with and without velocity.
    static let cases: [Case] = [0.05, 0.3, 0.7, 0.999999, 1, 1.000001, 1.5, 4.564354645876384, 12].flatMap { ratio in
        [0, 2.5, -3].map { Case(ratio: ratio, velocity: $0) }
    }

    @Test(arguments: cases)
    func closedFormMatchesRK4(_ c: Case) {
        // Given a spring with ω0 = 10 (k = 100, m = 1) and the case's damping ratio
        let spring = SpringParameters(mass: 1, stiffness: 100, damping: 20 * c.ratio, initialVelocity: c.velocity)
        let oscillator = SpringOscillator(spring)
        let times = stride(from: 0.0, through: 3, by: 0.05).map { $0 }
        // When both are evaluated
        let oracle = SpringODE.integrate(
            mass: 1, stiffness: 100, damping: 20 * c.ratio, velocity: c.velocity, at: times)
        // Then they agree to RK4's accuracy everywhere
        for (t, expected) in zip(times, oracle) {
            #expect(isClose(oscillator.position(at: t), expected.position, absolute: 1e-9), "x(\(t))")
            #expect(isClose(oscillator.velocity(at: t), expected.velocity, absolute: 1e-8), "x′(\(t))")
        }
    }

    @Test(arguments: cases)
    func initialConditionsHold(_ c: Case) {
        let spring = SpringParameters(mass: 2, stiffness: 50, damping: 20 * c.ratio, initialVelocity: c.velocity)
        let oscillator = SpringOscillator(spring)
        #expect(oscillator.position(at: 0) == 0)
        #expect(isClose(oscillator.velocity(at: 0), c.velocity, absolute: 1e-12))
    }

    @Test func massScalesOutOfTheCurve() {
        // The same ω0 and ζ with a heavier mass is the same curve.
        let light = SpringOscillator(SpringParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: 1))
        let heavy = SpringOscillator(SpringParameters(mass: 4, stiffness: 400, damping: 40, initialVelocity: 1))
        for t in stride(from: 0.0, through: 2, by: 0.1) {
            #expect(isClose(light.position(at: t), heavy.position(at: t), absolute: 1e-13))
        }
    }

    @Test(arguments: [1e-6, 1e-9, 1e-12])
    func continuousAcrossCriticalDamping(_ delta: Double) {
        let critical = SpringOscillator(SpringParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: 1))
        let below = SpringOscillator(
            SpringParameters(mass: 1, stiffness: 100, damping: 20 * (1 - delta), initialVelocity: 1))
        let above = SpringOscillator(
            SpringParameters(mass: 1, stiffness: 100, damping: 20 * (1 + delta), initialVelocity: 1))
        #expect(below.parameters.regime == .underDamped)
        #expect(critical.parameters.regime == .criticallyDamped)
        #expect(above.parameters.regime == .overDamped)
        for t in stride(from: 0.0, through: 5, by: 0.01) {
            // The curve moves by O(delta), never jumps.
            #expect(abs(below.position(at: t) - critical.position(at: t)) < 10 * delta + 1e-15)
            #expect(abs(above.position(at: t) - critical.position(at: t)) < 10 * delta + 1e-15)
            #expect(abs(below.velocity(at: t) - critical.velocity(at: t)) < 100 * delta + 1e-13)
        }
    }

    @Test func overDampedLargeTimesStayFinite() {
        let spring = SpringOscillator(SpringParameters(mass: 1, stiffness: 1, damping: 2000, initialVelocity: 0))
        for t in [0.0, 1, 100, 1e4, 1e6] {
            let x = spring.position(at: t)
            #expect(x.isFinite && x >= 0 && x <= 1)
        }
    }

    @Test func randomSpringsMatchRK4() async {
        await propertyCheck(
            count: 60,
            input: Gen.double(in: 0.5...3), Gen.double(in: 20...400), Gen.double(in: 0.5...80), Gen.double(in: -5...5)
        ) { mass, stiffness, damping, velocity in
            let oscillator = SpringOscillator(
                SpringParameters(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity))
            let times = [0.01, 0.1, 0.37, 0.8, 1.5]
            let oracle = SpringODE.integrate(
                mass: mass, stiffness: stiffness, damping: damping, velocity: velocity, at: times)
            for (t, expected) in zip(times, oracle) {
                #expect(isClose(oscillator.position(at: t), expected.position, absolute: 1e-8))
            }
        }
    }
}
