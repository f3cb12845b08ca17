import AnimationCore
import StudioTestSupport
import Testing

/// The test vectors of animation-math.md section 6, every row.
@Suite struct PublishedVectorTests {
    @Test func framerReadmeUIKitSpring() throws {
        // §1a d=3, ζ=.25: Framer's readme gives tension and friction.
        let spring = UIKitSpringSolver.spring(duration: 3, dampingRatio: 0.25, velocity: 0)
        #expect(isClose(spring.stiffness, 54.83363359078326, relative: 1e-12))
        #expect(isClose(spring.damping, 3.702486785620688, relative: 1e-12))
        #expect(spring.mass == 1)
    }

    @Test func criticalUIKitSpring() throws {
        let spring = UIKitSpringSolver.spring(duration: 0.5, dampingRatio: 1, velocity: 0)
        #expect(isClose(spring.undampedFrequency, 18.4668269529, absolute: 1e-9))
        #expect(isClose(spring.stiffness, 341.0236977085, absolute: 1e-9))
        #expect(isClose(spring.damping, 36.9336539058, absolute: 1e-9))
    }

    @Test func uikitSpringWithAndWithoutVelocity() throws {
        let still = UIKitSpringSolver.spring(duration: 1, dampingRatio: 0.5, velocity: 0)
        #expect(isClose(still.stiffness, 161.7195015916, absolute: 1e-9))
        #expect(isClose(still.damping, 12.7168982693, absolute: 1e-9))
        let moving = UIKitSpringSolver.spring(duration: 1, dampingRatio: 0.5, velocity: 1)
        #expect(isClose(moving.stiffness, 152.8684129464, absolute: 1e-9))
        #expect(isClose(moving.damping, 12.3639966413, absolute: 1e-9))
        #expect(moving.initialVelocity == 1)
    }

    @Test func uiViewSpringCurveSamples() throws {
        let curve = try AnimationCurve(.uikitSpring(dampingRatio: 0.25, velocity: 0), duration: 3)
        let expected: [(Double, Double)] = [
            (0.25, 0.979836749), (0.5, 1.4018661281), (1, 0.8693246726), (1.5, 1.030447571)
        ]
        for (t, x) in expected { #expect(isClose(curve.progress(at: t), x, absolute: 1e-9), "x(\(t))") }
        // At the duration the spring's own value is 1.0029691347; the device snaps it to exactly 1.
        #expect(isClose(curve.valueBeforeEnd, 1.0029691347, absolute: 1e-9))
        #expect(curve.progress(at: 3) == 1)
        #expect(isClose(CurveMetrics(curve).overshoot + 1, 1.44434, absolute: 1e-5))
    }

    @Test func uiViewCriticalCurveSamples() throws {
        let curve = try AnimationCurve(.uikitSpring(dampingRatio: 1, velocity: 0), duration: 0.5)
        let expected: [(Double, Double)] = [
            (0.05, 0.2360686798), (0.1, 0.5509083741), (0.2, 0.8831910399), (0.3, 0.9743215605)
        ]
        for (t, x) in expected { #expect(isClose(curve.progress(at: t), x, absolute: 1e-9), "x(\(t))") }
        #expect(isClose(curve.valueBeforeEnd, 0.999, absolute: 1e-9))
    }

    @Test func coreAnimationDefaultSpring() {
        let oscillator = SpringOscillator(SpringParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0))
        let expected: [(Double, Double)] = [
            (0.1, 0.3402998466), (0.2, 0.8494256349), (0.3, 1.1243547674), (0.5, 1.0745905666), (1, 1.0021701167)
        ]
        for (t, x) in expected { #expect(isClose(oscillator.position(at: t), x, absolute: 1e-9), "x(\(t))") }
    }

    @Test(arguments: [
        (10.0, 1.4727003347, 1e-9), (5, 2.854975, 1e-6), (15, 1.0220938, 1e-6)
    ])
    func coreAnimationSettlingDuration(damping: Double, expected: Double, tolerance: Double) {
        let spring = SpringParameters(mass: 1, stiffness: 100, damping: damping, initialVelocity: 0)
        #expect(isClose(spring.settlingDuration(), expected, absolute: tolerance))
    }

    @Test func settlingDurationStiffSpring() {
        let spring = SpringParameters(mass: 1, stiffness: 300, damping: 20, initialVelocity: 0)
        #expect(isClose(spring.settlingDuration(), 0.7442555, absolute: 1e-6))
    }

    @Test func criticalSettlingWalksTheTenthGrid() {
        // Ten additions of 0.1, exactly as Core Animation accumulates them.
        let spring = SpringParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: 0)
        #expect(spring.settlingDuration() == 0.9999999999999999)
    }

    @Test func swiftUISprings() {
        let spring = SpringConversions.spring(response: 0.5, dampingFraction: 0.825)
        #expect(isClose(spring.stiffness, 157.9136704174, absolute: 1e-9))
        #expect(isClose(spring.damping, 20.7345115137, absolute: 1e-9))
        let dampings = [0.0, 0.15, 0.3].map { SpringConversions.spring(duration: 0.5, bounce: $0).damping }
        #expect(isClose(dampings[0], 25.1327412287, absolute: 1e-9))
        #expect(isClose(dampings[1], 21.3628300444, absolute: 1e-9))
        #expect(isClose(dampings[2], 17.5929188601, absolute: 1e-9))
    }

    @Test func perceptualDurationSettling() {
        let spring = SpringConversions.spring(duration: 0.5, bounce: 0.3)
        #expect(isClose(spring.settlingDuration(), 0.8629553, absolute: 1e-6))
    }

    @Test func popAndOrigamiDefaults() {
        let pop = SpringConversions.pop(bounciness: 4, speed: 12)
        #expect(isClose(pop.stiffness, 342.1005882, absolute: 1e-6))
        #expect(isClose(pop.damping, 30.4869796, absolute: 1e-6))
        #expect(isClose(pop.dampingRatio, 0.824, absolute: 1e-3))
        let origami = SpringConversions.origami(tension: 40, friction: 7)
        #expect(isClose(origami.stiffness, 230.2, absolute: 1e-12))
        #expect(origami.damping == 22)
        #expect(isClose(origami.dampingRatio, 0.725, absolute: 1e-3))
    }

    @Test func namedBezierTables() {
        let easeInOut = NamedCurve.easeInOut.bezier
        let table: [(Double, Double)] = [
            (0.1, 0.0197224535), (0.25, 0.1291619310), (0.5, 0.5), (0.75, 0.8708380690), (0.9, 0.9802775465)
        ]
        for (x, y) in table { #expect(isClose(easeInOut.progress(at: x), y, absolute: 1e-10), "ease-in-out(\(x))") }
        #expect(isClose(NamedCurve.easeIn.bezier.progress(at: 0.5), 0.3153568126, absolute: 1e-10))
        #expect(isClose(NamedCurve.easeOut.bezier.progress(at: 0.5), 0.6846431874, absolute: 1e-10))
        let caDefault = NamedCurve.caDefault.bezier
        let defaults: [(Double, Double)] = [
            (0.1, 0.0947963057), (0.25, 0.4085105914), (0.5, 0.8024033876), (0.75, 0.9604589783), (0.9, 0.9943164775)
        ]
        for (x, y) in defaults { #expect(isClose(caDefault.progress(at: x), y, absolute: 1e-10), "ca-default(\(x))") }
    }

    @Test func androidConversion() {
        let spring = SpringConversions.android(stiffness: 1500, dampingRatio: 0.5)
        #expect(spring.mass == 1)
        #expect(isClose(spring.dampingRatio, 0.5, relative: 1e-15))
        #expect(isClose(spring.undampedFrequency, 1500.0.squareRoot(), relative: 1e-15))
    }
}
