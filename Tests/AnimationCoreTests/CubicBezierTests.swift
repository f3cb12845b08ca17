import AnimationCore
import PropertyBased
import RealModule
import StudioTestSupport
import Testing

@Suite struct CubicBezierTests {
    @Test func endsAreExactForRandomCurves() {
        // bezier-easing's invariant: 1000 random curves, y in [−0.5, 1.5], give exactly 0 and 1.
        var rng = SplitMix64(seed: 1337)
        for _ in 0..<1000 {
            let curve = CubicBezier(
                Double.random(in: 0...1, using: &rng), Double.random(in: -0.5...1.5, using: &rng),
                Double.random(in: 0...1, using: &rng), Double.random(in: -0.5...1.5, using: &rng))
            #expect(curve.progress(at: 0) == 0)
            #expect(curve.progress(at: 1) == 1)
        }
    }

    @Test func withinOneTenMillionthOfTheTrueCurve() async {
        await propertyCheck(
            count: 300,
            input: Gen.double(in: 0...1), Gen.double(in: -1...2), Gen.double(in: 0...1), Gen.double(in: -1...2),
            Gen.double(in: 0...1)
        ) { x1, y1, x2, y2, x in
            let value = CubicBezier(x1, y1, x2, y2).progress(at: x)
            #expect(abs(value - referenceBezier(x1, y1, x2, y2, at: x)) < 1e-7)
        }
    }

    @Test func extremeControlPointsStayAccurate() {
        // Flat spots in x(s) (x1 = 0 or x2 = 1, x1 = x2 = 0) are where plain Newton struggles.
        for (x1, y1, x2, y2) in [(0.0, 1.0, 0.0, 1.0), (1, 0, 1, 1), (0, 0, 1, 1), (0.5, -2, 0.5, 3)] {
            for x in stride(from: 0.0, through: 1, by: 0.01) {
                let value = CubicBezier(x1, y1, x2, y2).progress(at: x)
                #expect(
                    abs(value - referenceBezier(x1, y1, x2, y2, at: x)) < 1e-7,
                    "(\(x1),\(y1),\(x2),\(y2)) at \(x): \(value) vs \(referenceBezier(x1, y1, x2, y2, at: x))")
            }
        }
    }

    @Test func interiorFlatSpotIsSolvedExactly() {
        // cubic(1, 0, 0, 1) has x(s) = 1/2 + 4(s − 1/2)³: dx/ds vanishes at s = 1/2, where plain
        // bisection on x loses ~1e-6 in y. Its closed-form inverse is the oracle here.
        let curve = CubicBezier(1, 0, 0, 1)
        for i in 0...200 {
            let x = Double(i) / 200
            let cube = (x - 0.5) / 4
            let s = 0.5 + (cube < 0 ? -Double.pow(-cube, 1.0 / 3) : Double.pow(cube, 1.0 / 3))
            let truth = 3 * s * s - 2 * s * s * s
            #expect(abs(curve.progress(at: x) - truth) < 1e-7, "at \(x)")
        }
    }

    @Test func identityCurvesAreLinear() {
        for curve in [CubicBezier(0, 0, 1, 1), CubicBezier(1, 1, 0, 0), CubicBezier(0.3, 0.3, 0.8, 0.8)] {
            for i in 0...100 {
                let x = Double(i) / 100
                #expect(curve.progress(at: x) == x)
                #expect(curve.slope(at: x) == 1)
            }
        }
    }

    @Test func symmetricCurves() {
        // c = 1 − a, d = 1 − b gives f(0.5) = 0.5 and f(x) = 1 − f(1 − x).
        var rng = SplitMix64(seed: 7)
        for _ in 0..<200 {
            let a = Double.random(in: 0...1, using: &rng)
            let b = Double.random(in: -0.5...1.5, using: &rng)
            let curve = CubicBezier(a, b, 1 - a, 1 - b)
            #expect(abs(curve.progress(at: 0.5) - 0.5) < 1e-9)
            let x = Double.random(in: 0...1, using: &rng)
            #expect(abs(curve.progress(at: x) - (1 - curve.progress(at: 1 - x))) < 1e-9)
        }
    }

    @Test func slopeMatchesFiniteDifferences() {
        let curve = NamedCurve.easeInOut.bezier
        for x in stride(from: 0.05, through: 0.95, by: 0.05) {
            let h = 1e-6
            let numeric = (curve.progress(at: x + h) - curve.progress(at: x - h)) / (2 * h)
            #expect(abs(curve.slope(at: x) - numeric) < 1e-5)
        }
        // At the ends of ease-out dx/ds vanishes; the slope is the limit 3·y1 ... → 1/0.58.
        #expect(isClose(NamedCurve.easeOut.bezier.slope(at: 0), 1 / 0.58, relative: 1e-12))
        #expect(NamedCurve.easeInOut.bezier.slope(at: 0) == 0)
    }

    @Test func uiViewDefaultIsEaseInOutNotCADefault() {
        #expect(NamedCurve.easeInOut.bezier == CubicBezier(0.42, 0, 0.58, 1))
        #expect(NamedCurve.caDefault.bezier == CubicBezier(0.25, 0.1, 0.25, 1))
    }
}

/// The largest accepted control points (the largest Float) sample finite values everywhere.
@Suite struct CubicBezierRangeTests {
    @Test func largestOrdinatesStayFinite() throws {
        let y = CubicBezier.maximumOrdinate
        let curve = try CubicBezier.validated(0.5, y, 0.5, y)
        for step in 0...1000 {
            let t = Double(step) / 1000
            #expect(curve.progress(at: t).isFinite && curve.slope(at: t).isFinite, "t = \(t)")
        }
        // Halfway the parameter is 1/2, so y = 3·(1/8)·y1 + 3·(1/8)·y2 + 1/8 = 0.75·y (plus 1/8, lost).
        #expect(curve.progress(at: 0.5) == 0.75 * y)
    }
}
