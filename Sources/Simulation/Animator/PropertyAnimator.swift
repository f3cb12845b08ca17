public import AnimationCore

/// `UIViewPropertyAnimator` as a pure state machine (animation-math.md §4), with time injected:
/// every call that changes it takes the time it happens at, and ``progress(at:)`` gives the
/// animation's progress (0…1 along from → to; springs may overshoot) at any later time.
///
/// Choices where Apple's behaviour is uncertain (each is exposed so output can show it):
/// - ``pauseJumpsToLinear``: pausing a running cubic animator with `scrubsLinearly` shows
///   progress = fractionComplete (the curve is swapped for linear, §4), so a pause mid-flight
///   jumps by curve(fc) − fc; ``update(to:)`` reports it through ``lastPauseJump``.
/// - ``resetsReversedOnCompletion``: a finished animator is inactive with `isReversed` false, so a
///   reused animator runs forward again.
/// - A reversal while running never jumps: cubic legs replay the same curve backwards from the
///   current point over (1 − fc′)·duration; springs restart toward the start over that time with
///   the configured initial velocity (§4).
public struct PropertyAnimator: Sendable {
    /// `UIViewPropertyAnimator(duration: 0)` runs for 0.2 s.
    public static let zeroDurationReplacement = 0.2
    /// The fractionComplete setter's clamp (§4).
    public static let settableFractions = 0.00001...0.99999
    /// See the type's summary.
    public static let pauseJumpsToLinear = true
    /// See the type's summary.
    public static let resetsReversedOnCompletion = true

    /// The unit duration in seconds.
    public let duration: Double
    public let timing: AnimatorTiming
    public var scrubsLinearly = true
    public var pausesOnCompletion = false

    public internal(set) var state: AnimatorState = .inactive
    public internal(set) var isRunning = false
    public internal(set) var isReversed = false
    public internal(set) var animations: [AnimatorAnimation] = []
    public internal(set) var completions: [String] = []
    /// How far the progress jumped at the last pause (0 when it did not).
    public internal(set) var lastPauseJump = 0.0

    /// The leg under way while running.
    var leg: AnimatorLeg?
    /// fractionComplete and progress while not running.
    var heldFraction = 0.0
    var heldProgress = 0.0

    /// - Throws: ``AnimatorError`` for a negative or non-finite duration or more than an hour.
    public init(duration: Double, timing: TimingExpression) throws(AnimatorError) {
        guard duration.isFinite, duration >= 0, duration <= AnimationCurve.maximumDuration else {
            throw AnimatorError(
                "animator duration \(NumberFormat.shortest(duration)) s is not allowed; expected 0 ≤ duration ≤ 3600 s (0 means 0.2 s)"
            )
        }
        self.duration = duration == 0 ? Self.zeroDurationReplacement : duration
        self.timing = AnimatorTiming(timing)
        _ = try self.timing.curve(duration: self.duration)
    }

    /// fractionComplete at t: time-based while running, the stored value otherwise, in [0, 1].
    public func fractionComplete(at t: Double) -> Double {
        guard isRunning, let leg else { return heldFraction }
        return min(1, max(0, leg.fraction(at: t)))
    }

    /// The animation's progress along from → to at t (before the next ``update(to:)`` that ends it).
    public func progress(at t: Double) -> Double {
        guard isRunning, let leg else { return heldProgress }
        return leg.progress(at: t)
    }

    /// When the running leg ends (completions or the pause at the end happen then); nil when paused.
    public var endTime: Double? { isRunning ? leg?.endTime : nil }

    /// Where the animator finishes: `.start` when reversed.
    public var finishingPosition: AnimatingPosition { isReversed ? .start : .end }

    /// The progress a paused animator shows for fractionComplete `fraction` (§4): springs and
    /// linear scrubbing give the fraction itself (measured from the start), otherwise the curve.
    func heldProgress(forFraction fraction: Double) -> Double {
        let forward = isReversed ? 1 - fraction : fraction
        guard !scrubsLinearly, let bezier = timing.bezier else { return forward }
        return bezier.progress(at: forward)
    }
}
