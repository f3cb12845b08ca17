/// A display's frames: the times its vsync shows, k / rate seconds after the animation's first frame
/// (an animation committed in one frame starts on that frame's vsync, so frame 0 is its start).
///
/// A curve read at these times is what the device shows: Core Animation evaluates its curves at
/// the frame's time, and SwiftUI's 300 Hz stepped springs are integrated up to the frame's time and
/// read there (``SteppedSpring`` takes the step at or after it), so at 60 Hz every fifth step shows
/// and at 120 Hz every second or third.
public struct DisplayFrames: Sendable, Equatable {
    /// Frames per second.
    public let rate: Int

    /// The rates a display can be given: 1 to 240 Hz (60: older iPhones and Low Power Mode; 80 and
    /// 120: ProMotion).
    public static let rates = 1...240

    /// - Throws: ``TimingError/outOfRange(parameter:value:allowed:)`` for a rate outside 1…240.
    public init(rate: Int) throws(TimingError) {
        guard Self.rates.contains(rate) else {
            throw .outOfRange(
                parameter: "frame rate", value: Double(rate),
                allowed: "a whole number of frames per second from 1 to 240")
        }
        self.rate = rate
    }

    /// Frame k's time in seconds (computed from k, so no error accumulates).
    public func time(ofFrame k: Int) -> Double { Double(k) / Double(rate) }

    /// Every frame from 0 through the first one at or after `end` seconds.
    public func times(through end: Double) -> [Double] {
        let last = Int((max(0, end) * Double(rate) - 1e-9).rounded(.up))
        return (0...max(0, last)).map(time(ofFrame:))
    }

    /// The share of the travel above which one frame's jump is flagged: 20 / rate, a third at 60 Hz
    /// and a sixth at 120 Hz (moving faster than 20 travels a second reads as a skip, not motion).
    public var jumpLimit: Double { 20 / Double(rate) }
}
