import AnimationCore

/// One uninterrupted run of a property animator, from a start or from a `continueAnimation`, a
/// reversal or a transient pause, to its end.
///
/// Cubic legs move the curve's time parameter w linearly from `startW` to `endW` (so a
/// continuation starts exactly where the last progress was, and a reversal replays the same curve
/// backwards). Spring legs run a new spring from `startProgress` to `endProgress`.
struct AnimatorLeg: Equatable, Sendable {
    enum Motion: Equatable, Sendable {
        case cubic(CubicBezier, startW: Double, endW: Double)
        case spring(AnimationCurve, startProgress: Double, endProgress: Double)
    }

    let motion: Motion
    let startTime: Double
    let duration: Double
    /// fractionComplete at the start, measured in the leg's direction.
    let startFraction: Double

    var endTime: Double { startTime + duration }

    /// Share of the leg elapsed at t, in [0, 1].
    func elapsed(at t: Double) -> Double {
        guard duration > 0 else { return 1 }
        return min(1, max(0, (t - startTime) / duration))
    }

    /// fractionComplete at t: time-based, from `startFraction` to 1.
    func fraction(at t: Double) -> Double { startFraction + (1 - startFraction) * elapsed(at: t) }

    /// Progress at the end: exactly the target (0 or 1).
    var finalProgress: Double {
        switch motion {
        case .cubic(let bezier, _, let endW): return bezier.progress(at: endW)
        case .spring(_, _, let end): return end
        }
    }

    /// Progress along from → to at t (springs may overshoot); exactly the target from the end on.
    func progress(at t: Double) -> Double {
        if t >= endTime { return finalProgress }
        let s = elapsed(at: t)
        switch motion {
        case .cubic(let bezier, let startW, let endW):
            return bezier.progress(at: startW + (endW - startW) * s)
        case .spring(let curve, let start, let end):
            return start + (end - start) * curve.progress(at: s * curve.duration)
        }
    }

    /// The curve's time parameter at t for cubic legs (nil for springs).
    func curveTime(at t: Double) -> Double? {
        guard case .cubic(_, let startW, let endW) = motion else { return nil }
        return startW + (endW - startW) * elapsed(at: t)
    }
}

extension CubicBezier {
    /// The time fraction at which the curve first reaches `progress` (its inverse, found by
    /// bisection; curves that leave [0, 1] are searched on a 256-step grid for the first crossing).
    func fraction(forProgress progress: Double) -> Double {
        if progress <= 0 { return 0 }
        if progress >= 1 { return 1 }
        var low = 0.0
        var high = 1.0
        let steps = 256
        for step in 1...steps {
            let x = Double(step) / Double(steps)
            if self.progress(at: x) >= progress {
                high = x
                low = Double(step - 1) / Double(steps)
                break
            }
        }
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if self.progress(at: mid) < progress { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }
}
