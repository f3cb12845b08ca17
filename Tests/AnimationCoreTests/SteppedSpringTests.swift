import AnimationCore
import RealModule
import StudioTestSupport
import Testing

/// SwiftUI's `.spring(response:dampingFraction:)` family runs stepped (issue 21 §2): checked against
/// an integrator written here, SwiftUI's completion rule evaluated here, and the closed form.
@Suite struct SteppedSpringTests {
    /// An independent semi-implicit Euler at 300 Hz: returns positions, velocities and the step at
    /// which |v|², |a|² ≤ 0.0036 with at most 1 % of the travel left.
    func integrate(response: Double, fraction: Double, steps: Int, throughRest: Bool = true)
        -> (x: [Double], v: [Double], done: Int?)
    {
        let k = Swift.min((2 * Double.pi / response) * (2 * Double.pi / response), 45000)
        let c = 2 * k.squareRoot() * fraction
        var x = [0.0]
        var v = [0.0]
        var done: Int?
        for n in 1...steps {
            let a = k * (1 - x[n - 1]) - c * v[n - 1]
            v.append(v[n - 1] + a / 300)
            x.append(x[n - 1] + v[n] / 300)
            let after = k * (1 - x[n]) - c * v[n]
            if done == nil, v[n] * v[n] <= 0.0036, after * after <= 0.0036, abs(1 - x[n]) <= 0.01 {
                done = n
                if !throughRest { break }
            }
        }
        return (x, v, done)
    }

    @Test func positionsAreTheSemiImplicitEulerSteps() throws {
        for (response, fraction) in [(0.55, 0.825), (0.5, 1.0), (0.3, 0.3), (0.8, 1.6), (0.01, 0.9)] {
            let expected = integrate(response: response, fraction: fraction, steps: 3_000)
            let spring = SteppedSpring(response: response, dampingFraction: fraction, limit: 10)
            #expect(spring.completionStep == expected.done, "r \(response) f \(fraction)")
            let done = try #require(expected.done)
            // Drawn on past SwiftUI's completion until the steps stay within 0.001 of 1.
            let outside = expected.x.indices.filter { abs(1 - expected.x[$0]) >= 0.001 }.max() ?? 0
            #expect(spring.restStep == outside + 1, "r \(response) f \(fraction)")
            let last = max(done, outside + 1)
            #expect(spring.endStep == last)
            for n in 1..<last {
                // A frame at t shows the first step at or after t.
                #expect(isClose(spring.position(at: Double(n) / 300), expected.x[n], absolute: 1e-12))
                #expect(isClose(spring.position(at: (Double(n) - 0.5) / 300), expected.x[n], absolute: 1e-12))
                #expect(isClose(spring.velocity(at: Double(n) / 300), expected.v[n], absolute: 1e-12))
            }
            #expect(spring.position(at: Double(last) / 300) == 1)
            #expect(spring.velocity(at: Double(last) / 300) == 0)
        }
    }

    @Test func theDeviceDiffersFromTheClosedFormByAboutOnePercent() throws {
        // animation-math.md §1d: 1.3e-2 at 0.1 s for response 0.55, damping fraction 0.825.
        let curve = try AnimationCurve(try TimingExpression(parsing: "spring(response: 0.55, damping-fraction: 0.825)"))
        let closed = SpringOscillator(try #require(curve.expression.fixedSpring))
        #expect(isClose(curve.progress(at: 0.1) - closed.position(at: 0.1), 0.013034840568164452, absolute: 1e-12))
        guard case .stepped(let stepped) = curve.shape else {
            Issue.record("not stepped")
            return
        }
        let largest = stepped.largestDifference(from: closed.parameters)
        #expect(isClose(largest.difference, 0.013066480891618104, absolute: 1e-12))
        #expect(isClose(largest.time, 32.0 / 300, absolute: 1e-12))
        // SwiftUI calls it done at step 173 (x = 1.00586); the curve is drawn on until it rests at step 225.
        #expect(stepped.completionStep == 173)
        #expect(isClose(curve.duration, 225.0 / 300, absolute: 1e-12))
        #expect(isClose(curve.valueBeforeEnd, 1.0009910515626523, absolute: 1e-12))
    }

    @Test func velocityVerletIsNotWhatRuns() {
        // The scheme the OpenSwiftUI source reads as (half-step velocity, damping on it) is another curve:
        // 5.1e-3 from the closed form and 7.9e-3 from the device at 0.1 s.
        let k = (2 * Double.pi / 0.55) * (2 * Double.pi / 0.55)
        let c = 2 * k.squareRoot() * 0.825
        var x = 0.0
        var v = 0.0
        var a = k
        for _ in 0..<30 {
            let half = v + a / 600
            x += half / 300
            a = k * (1 - x) - c * half
            v = half + a / 600
        }
        let closed = SpringOscillator(SpringParameters(mass: 1, stiffness: k, damping: c, initialVelocity: 0))
        #expect(isClose(x - closed.position(at: 0.1), 0.005101086058365567, absolute: 1e-12))
        let stepped = SteppedSpring(response: 0.55, dampingFraction: 0.825, limit: 1)
        #expect(isClose(stepped.position(at: 0.1) - x, 0.007933754509798885, absolute: 1e-12))
    }

    @Test func theStiffnessIsCappedAt45000() {
        let spring = SteppedSpring(response: 0.01, dampingFraction: 0.5, limit: 1)
        #expect(spring.parameters.stiffness == 45000)
        #expect(spring.parameters.damping == 45000.0.squareRoot())
        let uncapped = SteppedSpring(response: 0.03, dampingFraction: 0.5, limit: 1)
        #expect(uncapped.parameters.stiffness == (2 * Double.pi / 0.03) * (2 * Double.pi / 0.03))
    }

    @Test func velocityIsKeptOnRetarget() {
        // Thirty steps toward 1, then toward 0.5: the velocity carries over and only the force changes.
        let k = 150.0
        let c = 20.0
        var state = SteppedSpringState(position: 0, velocity: 0)
        for _ in 0..<30 { state = state.advanced(stiffness: k, damping: c, target: 1) }
        let before = state
        let after = state.advanced(stiffness: k, damping: c, target: 0.5)
        let expectedVelocity = before.velocity + (k * (0.5 - before.position) - c * before.velocity) / 300
        #expect(isClose(after.velocity, expectedVelocity, absolute: 1e-15))
        #expect(isClose(after.position, before.position + expectedVelocity / 300, absolute: 1e-15))
        #expect(!after.isAtRest(stiffness: k, damping: c, target: 0.5))
    }

    @Test func swiftUIsPresetsAndDurationFormAreStepped() throws {
        #expect(try TimingExpression(parsing: "snappy") == .swiftUISpring(duration: 0.5, bounce: 0.15))
        #expect(try TimingExpression(parsing: "smooth").description == "swiftui-spring(duration: 0.5, bounce: 0)")
        let bouncy = try AnimationCurve(try TimingExpression(parsing: "bouncy"))
        let direct = try AnimationCurve(try TimingExpression(parsing: "spring(response: 0.5, damping-fraction: 0.7)"))
        #expect(bouncy.duration == direct.duration)
        for t in [0.05, 0.2, 0.4] { #expect(bouncy.progress(at: t) == direct.progress(at: t)) }
        // UIKit's and SwiftUI's Spring(duration:bounce:) stay closed form.
        let closed = try AnimationCurve(try TimingExpression(parsing: "spring(duration: 0.5, bounce: 0.3)"))
        guard case .spring = closed.shape else {
            Issue.record("spring(duration:bounce:) must stay closed form")
            return
        }
        #expect(
            try TimingExpression(parsing: "swiftui-spring(duration: 0.4, bounce: -0.2)").setting("bounce", to: 0.1)
                .description
                == "swiftui-spring(duration: 0.4, bounce: 0.1)")
    }

    @Test func aGivenDurationCutsTheSteppedSpringOff() throws {
        let curve = try AnimationCurve(try TimingExpression(parsing: "smooth"), duration: 0.2)
        let expected = integrate(response: 0.5, fraction: 1, steps: 60, throughRest: false)
        #expect(curve.duration == 0.2)
        #expect(isClose(curve.valueBeforeEnd, expected.x[60], absolute: 1e-12))
        #expect(curve.progress(at: 0.2) == 1)
    }
}
