public import AnimationCore

/// The reduced-motion variant changed a step at a time, as the tuner's keys change it: its kind
/// cycled, a cross-fade's duration nudged, its timing cycled through the named curves (none of
/// which bounces, so every step is a variant the checks accept).
extension ReducedMotionVariant {
    /// What one nudge moves a cross-fade's duration by (the template durations' step).
    public static let durationStep = 0.05

    /// The next kind (or the previous one) of `instant`, `cross-fade`, `retimed` (a `preset(name:)`
    /// needs a name, so it is typed; from one, the cycle starts again), keeping what carries over: a
    /// cross-fade's timing becomes the retimed variant's and back; a new cross-fade takes
    /// `fallback`'s duration when it is one (the template's default), else 0.2 s.
    public func nextKind(backwards: Bool, fallback: ReducedMotionVariant) -> ReducedMotionVariant {
        let timing = self.timing ?? fallback.timing ?? .named(.easeInOut)
        var fadeDuration = 0.2
        if case .crossFade(let duration, _) = fallback { fadeDuration = duration }
        let cycle: [ReducedMotionVariant] = [
            .instant, .crossFade(duration: fadeDuration, timing: timing), .retimed(timing: timing)
        ]
        let index: Int
        switch self {
        case .instant: index = 0
        case .crossFade: index = 1
        case .retimed: index = 2
        case .preset: return backwards ? cycle[cycle.count - 1] : cycle[0]
        }
        return cycle[(index + (backwards ? cycle.count - 1 : 1)) % cycle.count]
    }

    /// The same variant with its timing the next named curve (or the previous one); nil for a
    /// variant without a timing of its own.
    public func nextTiming(backwards: Bool) -> ReducedMotionVariant? {
        guard let timing else { return nil }
        let names = NamedCurve.allCases
        var next = backwards ? names[names.count - 1] : names[0]
        if case .named(let name) = timing, let index = names.firstIndex(of: name) {
            next = names[(index + (backwards ? names.count - 1 : 1)) % names.count]
        }
        return withTiming(.named(next))
    }

    /// The same variant with another timing (a cross-fade keeps its duration).
    func withTiming(_ timing: TimingExpression) -> ReducedMotionVariant {
        switch self {
        case .crossFade(let duration, _): return .crossFade(duration: duration, timing: timing)
        case .retimed: return .retimed(timing: timing)
        case .instant, .preset: return self
        }
    }

    /// A cross-fade with another duration; nil for the other kinds.
    public func withDuration(_ duration: Double) -> ReducedMotionVariant? {
        guard case .crossFade(_, let timing) = self else { return nil }
        return .crossFade(duration: duration, timing: timing)
    }
}
