/// A cubic Bézier timing curve from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2).
///
/// This is `CAMediaTimingFunction(controlPoints:)`, `UICubicTimingParameters` and CSS
/// `cubic-bezier()`. x1 and x2 lie in [0, 1] so the curve is a function of time; y1 and y2 are free,
/// so a curve may overshoot. ``progress(at:)`` solves x(s) = t for the curve parameter s by
/// Newton's method safeguarded with bisection, to within 1e-14 in x, so progress is within 1e-7 of
/// the true curve (much better in practice); it is exactly 0 at t ≤ 0 and exactly 1 at t ≥ 1.
public struct CubicBezier: Equatable, Hashable, Sendable {
    public let x1: Double, y1: Double, x2: Double, y2: Double

    // Polynomial coefficients, WebKit UnitBezier style: f(s) = ((a·s + b)·s + c)·s.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double

    /// Creates a curve from already validated control points; see ``validated(_:_:_:_:)``.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    /// The largest |y1|, |y2| accepted: the largest `Float`, since `CAMediaTimingFunction` stores its
    /// control points as `Float` and no device curve goes further. It also keeps the polynomial
    /// coefficients (3·y) and slopes finite: near Double's maximum, 3·y overflowed to infinity and
    /// sampling printed NaN.
    public static let maximumOrdinate = Double(Float.greatestFiniteMagnitude)

    /// Creates a curve from user input: x1, x2 in [0, 1], |y1|, |y2| ≤ ``maximumOrdinate``.
    public static func validated(
        _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double
    ) throws(TimingError) -> CubicBezier {
        let ordinates = TimingError.Range.closed(-maximumOrdinate, maximumOrdinate)
        try TimingError.require(x1, "x1", .unitInterval)
        try TimingError.require(y1, "y1", ordinates)
        try TimingError.require(x2, "x2", .unitInterval)
        try TimingError.require(y2, "y2", ordinates)
        return CubicBezier(x1, y1, x2, y2)
    }

    public static func == (lhs: CubicBezier, rhs: CubicBezier) -> Bool {
        lhs.x1 == rhs.x1 && lhs.y1 == rhs.y1 && lhs.x2 == rhs.x2 && lhs.y2 == rhs.y2
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(x1)
        hasher.combine(y1)
        hasher.combine(x2)
        hasher.combine(y2)
    }

    /// Progress y at time fraction t ∈ [0, 1].
    public func progress(at t: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        if isIdentity { return t }
        return sampleY(solveParameter(forX: t))
    }

    /// dy/dx at time fraction t: progress per unit of time fraction.
    ///
    /// Where dx/ds vanishes (an end point with x1 = 0 or x2 = 1) the slope is the limit, taken with
    /// L'Hôpital's rule on the higher derivatives.
    public func slope(at t: Double) -> Double {
        if isIdentity { return 1 }
        let s = t <= 0 ? 0 : (t >= 1 ? 1 : solveParameter(forX: t))
        let dx = derivativeX(s)
        if abs(dx) > 1e-9 { return derivativeY(s) / dx }
        let ddx = 6 * ax * s + 2 * bx
        let ddy = 6 * ay * s + 2 * by
        if abs(ddx) > 1e-12 { return ddy / ddx }
        return ay / ax  // third derivatives 6a; ax ≠ 0 whenever both lower ones vanish
    }

    /// x1 == y1 and x2 == y2: the curve is the identity, evaluated exactly (as bezier-easing does).
    var isIdentity: Bool { x1 == y1 && x2 == y2 }

    func sampleX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
    func sampleY(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
    func derivativeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }
    func derivativeY(_ s: Double) -> Double { (3 * ay * s + 2 * by) * s + cy }

    /// The curve parameter s with x(s) = x, for x in (0, 1). x(s) is non-decreasing on [0, 1]
    /// because x1, x2 ∈ [0, 1], so [0, 1] always brackets the root.
    ///
    /// Newton steps, each kept inside the shrinking bracket (bisection when one would leave it),
    /// until x(s) hits x exactly or s stops moving. Stopping on a small x error instead would lose
    /// y accuracy where dx/ds vanishes inside the curve (cubic(1, 0, 0, 1) at x = 0.5).
    @inline(__always)
    func solveParameter(forX x: Double) -> Double {
        var low = 0.0
        var high = 1.0
        var s = x  // x(s) ≈ s is a good first guess for most curves
        for _ in 0..<200 {
            let error = sampleX(s) - x
            if error == 0 { return s }
            if error < 0 { low = s } else { high = s }
            let dx = derivativeX(s)
            var next = dx > 0 ? s - error / dx : (low + high) / 2
            if !(next > low && next < high) { next = (low + high) / 2 }
            if next == s { return s }
            s = next
        }
        return s
    }
}
