import AnimationCore
import RealModule
import StudioTestSupport
import Testing

@Suite struct TransformTests {
    @Test func rotateThenTranslateAppliesTheTranslationInLocalSpace() {
        // CATransform3DTranslate(CATransform3DRotate(I, θ, 0, 0, 1), −20, −20, 0): the translation is
        // applied first, so the layer's origin ends at (−20, −20) rotated by θ.
        let angle = -15 * Double.pi / 180
        let transform = Transform3D.identity.rotated(by: angle, x: 0, y: 0, z: 1).translated(x: -20, y: -20)
        let origin = transform.apply(x: 0, y: 0)
        #expect(isClose(origin.x, -20 * Double.cos(angle) + 20 * Double.sin(angle), absolute: 1e-12))
        #expect(isClose(origin.y, -20 * Double.sin(angle) - 20 * Double.cos(angle), absolute: 1e-12))
        #expect(isClose(origin.x, -24.49489742783178, absolute: 1e-12))
        #expect(isClose(origin.y, -14.142135623730951, absolute: 1e-12))
    }

    @Test func positiveZRotationIsClockwiseOnScreen() {
        // y points down on UIKit's screen: rotating (1, 0) by +90° lands on (0, 1), below the origin.
        let point = Transform3D.rotation(Double.pi / 2, x: 0, y: 0, z: 1).apply(x: 1, y: 0)
        #expect(isClose(point.x, 0, absolute: 1e-15) && isClose(point.y, 1, absolute: 1e-15))
        #expect(Transform3D.rotation(1, x: 0, y: 0, z: 0) == .identity)
    }

    @Test func decomposeRecomposeRoundTrip() throws {
        var rng = SplitMix64(seed: 99)
        for _ in 0..<300 {
            let r = { (range: ClosedRange<Double>) in Double.random(in: range, using: &rng) }
            var transform = Transform3D.identity
                .scaled(x: r(0.2...3), y: r(0.2...3), z: r(0.2...3))
                .rotated(by: r(-3...3), x: r(-1...1), y: r(-1...1), z: r(-1...1))
                .translated(x: r(-100...100), y: r(-100...100), z: r(-50...50))
            transform[1, 0] += r(-0.5...0.5)  // some skew
            transform[2, 3] = r(-0.004...0)  // perspective m34
            let decomposed = try #require(DecomposedTransform(transform))
            #expect(decomposed.recomposed().isClose(to: transform, tolerance: 1e-9))
        }
    }

    @Test func fullTurnAnimatesAsNoRotation() throws {
        let from = try #require(DecomposedTransform(.identity))
        let to = try #require(DecomposedTransform(.rotation(2 * Double.pi, x: 0, y: 0, z: 1)))
        for t in stride(from: 0.0, through: 1, by: 0.1) {
            #expect(abs(from.interpolated(to: to, at: t).rotationZ) < 1e-9)
        }
    }

    @Test func rotationsTakeTheShortestPath() throws {
        let degrees = Double.pi / 180
        let from = try #require(DecomposedTransform(.rotation(170 * degrees, x: 0, y: 0, z: 1)))
        let to = try #require(DecomposedTransform(.rotation(-170 * degrees, x: 0, y: 0, z: 1)))
        let middle = from.interpolated(to: to, at: 0.5).recomposed()
        // Halfway along the 20° arc through 180°, not the 340° one through 0°.
        #expect(middle.isClose(to: .rotation(Double.pi, x: 0, y: 0, z: 1), tolerance: 1e-9))
    }

    @Test func interpolationMovesComponentsNotMatrixEntries() throws {
        // Halfway from −90° to identity is −45° exactly; lerping entries would shrink the layer.
        let from = try #require(DecomposedTransform(.rotation(-Double.pi / 2, x: 0, y: 0, z: 1)))
        let to = try #require(DecomposedTransform(.identity))
        let half = from.interpolated(to: to, at: 0.5)
        #expect(isClose(half.rotationZ, -Double.pi / 4, absolute: 1e-12))
        #expect(isClose(half.scale[0], 1, absolute: 1e-12))
    }
}
