public import AnimationCore

/// One animatable property of one view (a tab bar's alpha, a tool bar's y) under UIKit's additive
/// `UIView.animate`: the model value changes at once, and the presentation value is the model plus
/// the remaining offsets of every animation added to it.
public struct AdditiveProperty: Equatable, Sendable {
    /// The model value before any animation.
    public let initial: Double
    /// Every animation added, in order (start times never decrease).
    public private(set) var animations: [AdditiveAnimation] = []
    /// The longest animation's duration: older ones have ended, so sums stop looking there.
    private var longest = 0.0

    public init(initial: Double) {
        self.initial = initial
    }

    /// The model value now: the target of the last animation, or the initial value.
    public var model: Double { animations.last?.to ?? initial }

    /// Runs an animation block that sets the property to `value` at `time` on `curve`; returns the
    /// animation added. `time` must not be before the last animation's start.
    @discardableResult
    public mutating func animate(to value: Double, at time: Double, curve: AnimationCurve, id: Int) -> AdditiveAnimation
    {
        let animation = AdditiveAnimation(id: id, start: time, from: model, to: value, curve: curve)
        animations.append(animation)
        longest = max(longest, curve.duration)
        return animation
    }

    /// The model value at time t: after every block that ran at or before t.
    public func model(at t: Double) -> Double {
        latest(at: t)?.to ?? initial
    }

    /// What the screen shows at time t: the model value plus each animation's remaining offset
    /// (only those that may still run are visited, so long scripts stay fast).
    public func presentation(at t: Double) -> Double {
        let count = startedCount(at: t)
        guard count > 0 else { return initial }
        var value = animations[count - 1].to
        var index = count - 1
        while index >= 0, animations[index].start >= t - longest - 1e-9 {
            value += animations[index].remainingOffset(at: t)
            index -= 1
        }
        return value
    }

    /// The most recent animation started at or before t, if any.
    public func latest(at t: Double) -> AdditiveAnimation? {
        let count = startedCount(at: t)
        return count > 0 ? animations[count - 1] : nil
    }

    /// How many animations started at or before t (binary search over the ordered starts).
    private func startedCount(at t: Double) -> Int {
        var low = 0
        var high = animations.count
        while low < high {
            let middle = (low + high) / 2
            if animations[middle].start <= t { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// When the last animation ends; nil when nothing ran.
    public var end: Double? { animations.map(\.end).max() }
}
