import AnimationCore

/// One animatable property of one view (a tab bar's alpha, a tool bar's y) under UIKit's additive
/// `UIView.animate`: the model value changes at once, and the presentation value is the model plus
/// the remaining offsets of every animation added to it.
public struct AdditiveProperty: Equatable, Sendable {
    /// The model value before any animation.
    public let initial: Double
    /// Every animation added, in order (start times never decrease).
    public private(set) var animations: [AdditiveAnimation] = []

    public init(initial: Double) {
        self.initial = initial
    }

    /// The model value now: the target of the last animation, or the initial value.
    public var model: Double { animations.last?.to ?? initial }

    /// Runs an animation block that sets the property to `value` at `time` on `curve`; returns the
    /// animation added. `time` must not be before the last animation's start.
    @discardableResult
    public mutating func animate(to value: Double, at time: Double, curve: AnimationCurve, id: Int) -> AdditiveAnimation {
        let animation = AdditiveAnimation(id: id, start: time, from: model, to: value, curve: curve)
        animations.append(animation)
        return animation
    }

    /// The model value at time t: after every block that ran at or before t.
    public func model(at t: Double) -> Double {
        animations.last { $0.start <= t }?.to ?? initial
    }

    /// What the screen shows at time t: the model value plus each animation's remaining offset.
    public func presentation(at t: Double) -> Double {
        var value = model(at: t)
        for animation in animations where animation.start <= t {
            value += animation.remainingOffset(at: t)
        }
        return value
    }

    /// The most recent animation started at or before t, if any.
    public func latest(at t: Double) -> AdditiveAnimation? {
        animations.last { $0.start <= t }
    }

    /// When the last animation ends (the initial value's "end" is -∞ when nothing ran).
    public var end: Double? { animations.map(\.end).max() }
}
