import RealModule

/// A transform split into the components Core Animation interpolates: translation, scale, skew,
/// perspective and a rotation quaternion (CSS Transforms 2 "unmatrix", Graphics Gems II).
///
/// The matrix is M = A·P where A = diag(scale)·Skew·R(quaternion)·Translate in the row-vector
/// convention and P carries the perspective column. Animating `layer.transform` lerps the first four
/// and slerps the quaternion along the shortest arc, so a 2π rotation animates as no rotation.
public struct DecomposedTransform: Equatable, Sendable {
    public var translation: [Double]  // x, y, z
    public var scale: [Double]  // x, y, z
    public var skew: [Double]  // xy, xz, yz
    public var perspective: [Double]  // 4 components; (0, 0, 0, 1) for none
    public var quaternion: [Double]  // x, y, z, w

    /// Decomposes `transform`, or returns nil for a singular matrix (which CA cannot animate either).
    public init?(_ transform: Transform3D) {
        var matrix = transform
        guard matrix[3, 3] != 0 else { return nil }
        let w = matrix[3, 3]
        for i in 0..<16 { matrix.m[i] /= w }
        var affine = matrix
        for i in 0..<3 { affine[i, 3] = 0 }
        affine[3, 3] = 1
        guard let inverse = affine.inverse() else { return nil }
        if matrix[0, 3] != 0 || matrix[1, 3] != 0 || matrix[2, 3] != 0 {
            // Solve affine·p = last column for p.
            let column = (0..<4).map { matrix[$0, 3] }
            perspective = (0..<4).map { i in (0..<4).reduce(0) { $0 + inverse[i, $1] * column[$1] } }
        } else {
            perspective = [0, 0, 0, 1]
        }
        translation = [matrix[3, 0], matrix[3, 1], matrix[3, 2]]
        var rows = (0..<3).map { r in [matrix[r, 0], matrix[r, 1], matrix[r, 2]] }
        scale = [0, 0, 0]
        skew = [0, 0, 0]
        scale[0] = Vector3.length(rows[0])
        rows[0] = Vector3.scaled(rows[0], 1 / scale[0])
        skew[0] = Vector3.dot(rows[0], rows[1])
        rows[1] = Vector3.combine(rows[1], rows[0], 1, -skew[0])
        scale[1] = Vector3.length(rows[1])
        rows[1] = Vector3.scaled(rows[1], 1 / scale[1])
        skew[0] /= scale[1]
        skew[1] = Vector3.dot(rows[0], rows[2])
        rows[2] = Vector3.combine(rows[2], rows[0], 1, -skew[1])
        skew[2] = Vector3.dot(rows[1], rows[2])
        rows[2] = Vector3.combine(rows[2], rows[1], 1, -skew[2])
        scale[2] = Vector3.length(rows[2])
        rows[2] = Vector3.scaled(rows[2], 1 / scale[2])
        skew[1] /= scale[2]
        skew[2] /= scale[2]
        if Vector3.dot(rows[0], Vector3.cross(rows[1], rows[2])) < 0 {
            for i in 0..<3 {
                scale[i] = -scale[i]
                rows[i] = Vector3.scaled(rows[i], -1)
            }
        }
        var q = [
            0.5 * max(1 + rows[0][0] - rows[1][1] - rows[2][2], 0).squareRoot(),
            0.5 * max(1 - rows[0][0] + rows[1][1] - rows[2][2], 0).squareRoot(),
            0.5 * max(1 - rows[0][0] - rows[1][1] + rows[2][2], 0).squareRoot(),
            0.5 * max(1 + rows[0][0] + rows[1][1] + rows[2][2], 0).squareRoot()
        ]
        if rows[2][1] > rows[1][2] { q[0] = -q[0] }
        if rows[0][2] > rows[2][0] { q[1] = -q[1] }
        if rows[1][0] > rows[0][1] { q[2] = -q[2] }
        quaternion = q
    }

    /// Rotation about z in radians, for 2D transforms: 2·atan2(qz, qw).
    public var rotationZ: Double { 2 * Double.atan2(y: quaternion[2], x: quaternion[3]) }

    /// Interpolates from `self` to `other` at fraction `t` (t outside [0, 1] extrapolates, as a
    /// spring's overshoot does): lerp for the vectors, shortest-arc slerp for the rotation.
    public func interpolated(to other: DecomposedTransform, at t: Double) -> DecomposedTransform {
        func lerp(_ a: [Double], _ b: [Double]) -> [Double] { zip(a, b).map { $0 + ($1 - $0) * t } }
        var result = self
        result.translation = lerp(translation, other.translation)
        result.scale = lerp(scale, other.scale)
        result.skew = lerp(skew, other.skew)
        result.perspective = lerp(perspective, other.perspective)
        result.quaternion = Quaternion.slerp(quaternion, other.quaternion, t)
        return result
    }

    /// Rebuilds the matrix: diag(scale)·Skew·R·Translate, then the perspective column.
    public func recomposed() -> Transform3D {
        let (x, y, z, w) = (quaternion[0], quaternion[1], quaternion[2], quaternion[3])
        // Rows of the rotation in the row-vector convention (the transpose of the column-vector form).
        let rotation: [[Double]] = [
            [1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)],
            [2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)],
            [2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)]
        ]
        let sheared: [[Double]] = [
            rotation[0],
            Vector3.combine(rotation[1], rotation[0], 1, skew[0]),
            Vector3.combine(Vector3.combine(rotation[2], rotation[0], 1, skew[1]), rotation[1], 1, skew[2])
        ]
        var affine = Transform3D.identity
        for r in 0..<3 {
            for c in 0..<3 { affine[r, c] = sheared[r][c] * scale[r] }
        }
        for c in 0..<3 { affine[3, c] = translation[c] }
        var perspectiveMatrix = Transform3D.identity
        for r in 0..<4 { perspectiveMatrix[r, 3] = perspective[r] }
        return affine.concatenating(perspectiveMatrix)
    }
}
