import AnimationCore

/// An independent oracle: integrates m·x″ + c·x′ + k·(x − 1) = 0 numerically with classic RK4.
///
/// It shares no code with the closed forms it checks, only the equation.
public enum SpringODE {
    /// (x, x′) at each of `times` (ascending), from x(0) = 0, x′(0) = v, with a fixed step.
    public static func integrate(
        mass m: Double, stiffness k: Double, damping c: Double, velocity v: Double,
        at times: [Double], step: Double = 1e-4
    ) -> [(position: Double, velocity: Double)] {
        func acceleration(_ x: Double, _ xv: Double) -> Double { (-c * xv - k * (x - 1)) / m }
        var x = 0.0
        var xv = v
        var t = 0.0
        var results: [(Double, Double)] = []
        for target in times {
            while t < target {
                let h = min(step, target - t)
                let k1x = xv
                let k1v = acceleration(x, xv)
                let k2x = xv + h / 2 * k1v
                let k2v = acceleration(x + h / 2 * k1x, xv + h / 2 * k1v)
                let k3x = xv + h / 2 * k2v
                let k3v = acceleration(x + h / 2 * k2x, xv + h / 2 * k2v)
                let k4x = xv + h * k3v
                let k4v = acceleration(x + h * k3x, xv + h * k3v)
                x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
                xv += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
                t += h
            }
            results.append((x, xv))
        }
        return results
    }
}

/// A small seeded generator (SplitMix64) so "random" cases are the same on every run.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The true value of a cubic Bézier timing curve by plain bisection on x(s) to 1e-15, written
/// independently of ``CubicBezier``'s solver.
public func referenceBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func coordinate(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }
    var low = 0.0
    var high = 1.0
    while high - low > 1e-15 {
        let middle = (low + high) / 2
        if coordinate(x1, x2, middle) < x { low = middle } else { high = middle }
    }
    return coordinate(y1, y2, (low + high) / 2)
}
