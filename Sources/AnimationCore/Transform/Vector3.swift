import RealModule

/// Small vector and matrix helpers for the transform decomposition.
enum Vector3 {
    static func length(_ v: [Double]) -> Double { (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).squareRoot() }
    static func dot(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
    static func scaled(_ v: [Double], _ k: Double) -> [Double] { v.map { $0 * k } }
    static func combine(_ a: [Double], _ b: [Double], _ ka: Double, _ kb: Double) -> [Double] {
        zip(a, b).map { ka * $0 + kb * $1 }
    }
    static func cross(_ a: [Double], _ b: [Double]) -> [Double] {
        [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
    }
}

/// Quaternion slerp along the shortest arc.
enum Quaternion {
    static func slerp(_ a: [Double], _ b: [Double], _ t: Double) -> [Double] {
        var b = b
        var product = zip(a, b).reduce(0) { $0 + $1.0 * $1.1 }
        if product < 0 {  // the other hemisphere: same rotation, shorter arc
            b = b.map { -$0 }
            product = -product
        }
        product = min(product, 1)
        if product > 1 - 1e-12 {
            return zip(a, b).map { $0 + ($1 - $0) * t }
        }
        let theta = Double.acos(product)
        let sinTheta = (1 - product * product).squareRoot()
        let wa = Double.sin((1 - t) * theta) / sinTheta
        let wb = Double.sin(t * theta) / sinTheta
        return zip(a, b).map { wa * $0 + wb * $1 }
    }
}

extension Transform3D {
    /// The inverse by Gauss–Jordan elimination with partial pivoting; nil when singular.
    func inverse() -> Transform3D? {
        var a = (0..<4).map { r in (0..<4).map { self[r, $0] } + (0..<4).map { $0 == r ? 1.0 : 0.0 } }
        for column in 0..<4 {
            guard let pivot = (column..<4).max(by: { abs(a[$0][column]) < abs(a[$1][column]) }),
                abs(a[pivot][column]) > 1e-300
            else { return nil }
            a.swapAt(column, pivot)
            let p = a[column][column]
            a[column] = a[column].map { $0 / p }
            for r in 0..<4 where r != column {
                let factor = a[r][column]
                if factor != 0 { a[r] = zip(a[r], a[column]).map { $0 - factor * $1 } }
            }
        }
        return Transform3D(a.flatMap { Array($0[4...]) })
    }
}
