import RealModule

/// A 4×4 `CATransform3D` in Core Animation's row-vector convention: p′ = [x y z 1]·M.
///
/// Translation lives in row 4 (m41, m42, m43). ``translated(x:y:z:)``, ``rotated(by:x:y:z:)`` and
/// ``scaled(x:y:z:)`` pre-multiply like `CATransform3DTranslate/Rotate/Scale`, so the new operation
/// applies first, in the layer's local space.
public struct Transform3D: Equatable, Sendable {
    /// Row-major entries m11, m12, …, m44.
    public var m: [Double]

    public init(_ entries: [Double]) {
        precondition(entries.count == 16, "a transform has 16 entries")
        m = entries
    }

    public static let identity = Transform3D([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])

    /// Entry at row r, column c (0-based).
    public subscript(r: Int, c: Int) -> Double {
        get { m[r * 4 + c] }
        set { m[r * 4 + c] = newValue }
    }

    /// `CATransform3DMakeTranslation`.
    public static func translation(x: Double, y: Double, z: Double = 0) -> Transform3D {
        var t = identity
        t[3, 0] = x
        t[3, 1] = y
        t[3, 2] = z
        return t
    }

    /// `CATransform3DMakeScale`.
    public static func scale(x: Double, y: Double, z: Double = 1) -> Transform3D {
        var t = identity
        t[0, 0] = x
        t[1, 1] = y
        t[2, 2] = z
        return t
    }

    /// `CATransform3DMakeRotation(angle, x, y, z)`: angle in radians about a unit-normalised axis;
    /// a zero axis gives the identity. A positive angle about z looks clockwise on UIKit's y-down screen.
    public static func rotation(_ angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0 else { return identity }
        let (ux, uy, uz) = (x / length, y / length, z / length)
        let c = Double.cos(angle)
        let s = Double.sin(angle)
        let t = 1 - c
        return Transform3D([
            t * ux * ux + c, t * ux * uy + s * uz, t * ux * uz - s * uy, 0,
            t * ux * uy - s * uz, t * uy * uy + c, t * uy * uz + s * ux, 0,
            t * ux * uz + s * uy, t * uy * uz - s * ux, t * uz * uz + c, 0,
            0, 0, 0, 1
        ])
    }

    /// `CATransform3DConcat(a, b)` = a·b: a is applied first.
    public func concatenating(_ other: Transform3D) -> Transform3D {
        var result = Transform3D.identity
        for r in 0..<4 {
            for c in 0..<4 {
                var sum = 0.0
                for k in 0..<4 { sum += self[r, k] * other[k, c] }
                result[r, c] = sum
            }
        }
        return result
    }

    /// `CATransform3DTranslate(self, x, y, z)` = translation·self.
    public func translated(x: Double, y: Double, z: Double = 0) -> Transform3D {
        Transform3D.translation(x: x, y: y, z: z).concatenating(self)
    }

    /// `CATransform3DRotate(self, angle, x, y, z)` = rotation·self.
    public func rotated(by angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D.rotation(angle, x: x, y: y, z: z).concatenating(self)
    }

    /// `CATransform3DScale(self, x, y, z)` = scale·self.
    public func scaled(x: Double, y: Double, z: Double = 1) -> Transform3D {
        Transform3D.scale(x: x, y: y, z: z).concatenating(self)
    }

    /// Maps a point with the row-vector convention, dividing by w.
    public func apply(x: Double, y: Double, z: Double = 0) -> (x: Double, y: Double, z: Double) {
        let w = x * self[0, 3] + y * self[1, 3] + z * self[2, 3] + self[3, 3]
        return (
            (x * self[0, 0] + y * self[1, 0] + z * self[2, 0] + self[3, 0]) / w,
            (x * self[0, 1] + y * self[1, 1] + z * self[2, 1] + self[3, 1]) / w,
            (x * self[0, 2] + y * self[1, 2] + z * self[2, 2] + self[3, 2]) / w
        )
    }

    /// True when every entry is within `tolerance` of `other`'s.
    public func isClose(to other: Transform3D, tolerance: Double = 1e-9) -> Bool {
        zip(m, other.m).allSatisfy { abs($0 - $1) <= tolerance }
    }
}
