import RealModule

extension SpringParameters {
    /// Core Animation's `settlingDuration`: `CASpringAnimation.durationForEpsilon(0.001)`.
    ///
    /// Under-damped springs use the envelope bound max(0, −ln(ε/(1 + |B|))/(ζω0)) with
    /// B = (ζω0 − v)/ωd. Critically and over-damped springs walk a 0.1 s grid (by repeated
    /// addition, as CA does) and return the first grid time from which |1 − x| stays below ε for
    /// more than one second; the walk restarts when the error rises again.
    /// - Parameter epsilon: the tolerance, clamped to at least 1e-6 as CA does.
    /// - Returns: seconds; `.infinity` for an undamped spring, 0 for a non-finite evaluation.
    public func settlingDuration(epsilon: Double = 0.001) -> Double {
        let epsilon = max(epsilon, 1e-6)
        let ratio = dampingRatio
        if ratio == 0 { return .infinity }
        let omega0 = undampedFrequency
        if ratio < 1 {
            let lambda = ratio * omega0
            let omegaD = omega0 * (1 - ratio * ratio).squareRoot()
            let b = (lambda - initialVelocity) / omegaD
            let t = -Double.log(epsilon / (1 + abs(b))) / lambda
            return t.isFinite ? max(0, t) : 0
        }
        return gridSettlingTime(epsilon: epsilon)
    }

    private func gridSettlingTime(epsilon: Double) -> Double {
        let oscillator = SpringOscillator(self)
        var t = 0.0
        var settledSince: Double?
        // The walk ends: x → 1 monotonically once past its single extremum; cap it for absurd inputs.
        for _ in 0..<10_000_000 {
            let x = oscillator.position(at: t)
            if !x.isFinite { return 0 }
            if abs(1 - x) < epsilon {
                if let start = settledSince {
                    if t - start > 1 { return start }
                } else {
                    settledSince = t
                }
            } else {
                settledSince = nil
            }
            t += 0.1
        }
        return settledSince ?? t
    }
}
