import RealModule

/// How a scroll moves from one offset to another over a given time: as a flick decelerates on
/// iOS, its speed falls by `UIScrollView.DecelerationRate.normal` (×0.998 per millisecond), and it
/// starts just fast enough to arrive at the target at exactly the given time.
///
/// With k = 1000·T·ln(1/0.998), the fraction of the distance covered at u = t/T ∈ [0, 1] is
/// `(1 − e^(−k·u)) / (1 − e^(−k))`; it has a closed-form inverse, so the moment a row's edge
/// crosses the screen's edge is exact rather than found by stepping.
public struct Deceleration: Equatable, Sendable {
    /// `UIScrollView.DecelerationRate.normal`: the velocity kept per millisecond.
    public static let normalRate = 0.998

    /// The scroll's duration in seconds (> 0).
    public let duration: Double
    /// The decay over the whole scroll, k.
    let decay: Double

    public init(duration: Double) {
        self.duration = duration
        decay = 1000 * duration * -Double.log(Self.normalRate)
    }

    /// The fraction of the distance covered after `t` seconds (0 before, 1 after).
    public func fraction(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        guard t < duration else { return 1 }
        return Double.expMinusOne(-decay * t / duration) / Double.expMinusOne(-decay)
    }

    /// The time at which `fraction` of the distance is covered (the inverse of ``fraction(at:)``).
    public func time(atFraction fraction: Double) -> Double {
        guard fraction > 0 else { return 0 }
        guard fraction < 1 else { return duration }
        let u = -Double.log(onePlus: fraction * Double.expMinusOne(-decay)) / decay
        return min(duration, max(0, u * duration))
    }

    /// The speed at `t` relative to the average speed (distance / duration): how much faster than
    /// a linear scroll it moves at that moment.
    public func relativeSpeed(at t: Double) -> Double {
        guard t >= 0, t <= duration else { return 0 }
        return -decay * Double.exp(-decay * t / duration) / Double.expMinusOne(-decay)
    }
}
