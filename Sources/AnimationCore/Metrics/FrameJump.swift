/// The largest change of progress between two consecutive frames of a curve at a display's rate.
public struct FrameJump: Sendable, Equatable {
    /// The frame rate measured.
    public let rate: Int
    /// The largest |progress(frame k+1) − progress(frame k)|, as a share of the travel.
    public let share: Double
    /// The two frames' times in seconds.
    public let from: Double
    public let to: Double

    /// Measures `curve` on `frames` from its start until the frame that shows it at rest (1).
    public init(_ curve: AnimationCurve, frames: DisplayFrames) {
        let times = frames.times(through: curve.duration)
        var best = (share: 0.0, from: 0.0, to: 0.0)
        var previous = curve.progress(at: times[0])
        for index in times.indices.dropFirst() {
            let value = curve.progress(at: times[index])
            let jump = abs(value - previous)
            // Equal jumps (a linear curve's) up to rounding: the first one is reported.
            if jump > best.share + 1e-12 { best = (jump, times[index - 1], times[index]) }
            previous = value
        }
        // An instant change (duration 0) jumps the whole travel at frame 0.
        if times.count == 1, curve.progress(at: 0) == 1 { best = (1, 0, 0) }
        rate = frames.rate
        (share, from, to) = best
    }

    /// Whether the jump is larger than the display's ``DisplayFrames/jumpLimit``.
    public var skips: Bool { share > 20 / Double(rate) }
}
