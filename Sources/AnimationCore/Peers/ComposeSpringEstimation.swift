import RealModule

/// Compose's `estimateAnimationDurationMillis`, ported line for line: when a spring from
/// `initialDisplacement` last is within `delta` of its target, in whole milliseconds (truncated).
///
/// Source: androidx/androidx `compose/animation/animation-core/src/commonMain/kotlin/androidx/compose/
/// animation/core/SpringEstimation.kt` at 3fc76f97d38be94f3d8fdd4f703156b0e212d1b7, with
/// `complexQuadraticFormula` from `ComplexDouble.kt`. `FloatSpringSpec.getDurationNanos` calls it with
/// the displacement and velocity divided by the visibility threshold and delta 1.
public enum ComposeSpringEstimation {
    public static func durationMillis(
        stiffness: Double, dampingRatio: Double, initialVelocity: Double, initialDisplacement: Double, delta: Double
    ) -> Int64? {
        let dampingCoefficient = 2.0 * dampingRatio * stiffness.squareRoot()
        // complexQuadraticFormula(1, c, k): real and imaginary parts of (−b ± √(b² − 4ac)) / 2a.
        let discriminant = dampingCoefficient * dampingCoefficient - 4.0 * 1.0 * stiffness
        let root = discriminant < 0 ? (0.0, abs(discriminant).squareRoot()) : (discriminant.squareRoot(), 0.0)
        let first = ((root.0 + -dampingCoefficient) / 2.0, root.1 / 2.0)
        let second = ((-root.0 + -dampingCoefficient) / 2.0, -root.1 / 2.0)
        if initialDisplacement == 0.0 && initialVelocity == 0.0 { return 0 }
        let v0 = initialDisplacement < 0 ? -initialVelocity : initialVelocity
        let p0 = abs(initialDisplacement)
        let seconds: Double
        if dampingRatio > 1.0 {
            seconds = overDamped(r1: first.0, r2: second.0, p0: p0, v0: v0, delta: delta)
        } else if dampingRatio < 1.0 {
            let r = first.0
            let c1 = p0
            let c2 = (v0 - r * c1) / first.1
            seconds = Double.log(delta / (c1 * c1 + c2 * c2).squareRoot()) / r
        } else {
            seconds = criticallyDamped(r: first.0, p0: p0, v0: v0, delta: delta)
        }
        let millis = seconds * 1000.0
        // Kotlin's Double.toLong(): NaN is 0, out of range saturates; a negative or absurd time is no estimate.
        guard millis.isFinite, millis >= 0, millis < 9.2e18 else { return nil }
        return Int64(millis.rounded(.towardZero))
    }

    private static func criticallyDamped(r: Double, p0: Double, v0: Double, delta: Double) -> Double {
        let c1 = p0
        let c2 = v0 - r * c1
        func t2Iterate(_ guess: Double, _ r: Double) -> Double {
            var t = guess
            for _ in 0...5 { t = guess - Double.log(abs(t / r)) }
            return t
        }
        let t1 = Double.log(abs(delta / c1)) / r
        let t2 = t2Iterate(Double.log(abs(delta / c2)), r) / r
        var tCurr = !t1.isFinite ? t2 : !t2.isFinite ? t1 : max(t1, t2)
        let tInflection = -(r * c1 + c2) / (r * c2)
        let xInflection = c1 * Double.exp(r * tInflection) + c2 * tInflection * Double.exp(r * tInflection)
        let signedDelta: Double
        if tInflection.isNaN || tInflection <= 0.0 {
            signedDelta = -delta
        } else if tInflection > 0.0 && -xInflection < delta {
            if c2 < 0 && c1 > 0 { tCurr = 0.0 }
            signedDelta = -delta
        } else {
            tCurr = -(2.0 / r) - (c1 / c2)
            signedDelta = delta
        }
        let fn = { (t: Double) in (c1 + c2 * t) * Double.exp(r * t) + signedDelta }
        let fnPrime = { (t: Double) in (c2 * (r * t + 1) + c1 * r) * Double.exp(r * t) }
        return newton(from: tCurr, fn, fnPrime)
    }

    private static func overDamped(r1: Double, r2: Double, p0: Double, v0: Double, delta: Double) -> Double {
        let c2 = (r1 * p0 - v0) / (r1 - r2)
        let c1 = p0 - c2
        let t1 = Double.log(abs(delta / c1)) / r1
        let t2 = Double.log(abs(delta / c2)) / r2
        var tCurr = !t1.isFinite ? t2 : !t2.isFinite ? t1 : max(t1, t2)
        let tInflection = Double.log((c1 * r1) / (-c2 * r2)) / (r2 - r1)
        let xInflection = c1 * Double.exp(r1 * tInflection) + c2 * Double.exp(r2 * tInflection)
        let signedDelta: Double
        if tInflection.isNaN || tInflection <= 0.0 {
            signedDelta = -delta
        } else if tInflection > 0.0 && -xInflection < delta {
            if c2 > 0.0 && c1 < 0.0 { tCurr = 0.0 }
            signedDelta = -delta
        } else {
            tCurr = Double.log(-(c2 * r2 * r2) / (c1 * r1 * r1)) / (r1 - r2)
            signedDelta = delta
        }
        let fn = { (t: Double) in c1 * Double.exp(r1 * t) + c2 * Double.exp(r2 * t) + signedDelta }
        let fnPrime = { (t: Double) in c1 * r1 * Double.exp(r1 * t) + c2 * r2 * Double.exp(r2 * t) }
        if abs(fn(tCurr)) < 0.0001 { return tCurr }
        return newton(from: tCurr, fn, fnPrime)
    }

    /// Newton's method until a step moves less than 1 ms, at most 100 steps.
    private static func newton(from start: Double, _ fn: (Double) -> Double, _ fnPrime: (Double) -> Double) -> Double {
        var tCurr = start
        var tDelta = Double.greatestFiniteMagnitude
        var iterations = 0
        while tDelta > 0.001 && iterations < 100 {
            iterations += 1
            let tLast = tCurr
            tCurr = tCurr - fn(tCurr) / fnPrime(tCurr)
            tDelta = abs(tLast - tCurr)
        }
        return tCurr
    }
}
