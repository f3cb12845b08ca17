/// A stretch of the content offset's history: constant, a jump, or a decelerating scroll.
public struct ScrollSegment: Equatable, Sendable {
    public let start: Double
    public let from: Double
    public let to: Double
    /// Nil for a jump (the offset is `to` from `start` on).
    public let motion: Deceleration?

    /// When the segment ends.
    public var end: Double { start + (motion?.duration ?? 0) }

    /// The offset at `t` (≥ start).
    public func offset(at t: Double) -> Double {
        guard let motion else { return to }
        return from + (to - from) * motion.fraction(at: t - start)
    }
}
