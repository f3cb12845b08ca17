/// Where a peer's runtime checks whether it is done: on a grid of frame times.
enum PeerFrames {
    /// The frame rate the studio assumes for runtimes that check once per displayed frame
    /// (Reanimated's `onFrame`, Flutter's `AnimationController` ticker).
    static let displayRate = 60.0

    /// The first frame time n / `rate` (n = 0, 1, …) at which `done` holds, or `.infinity` when none
    /// does by `limit` seconds. Each time is n / rate, not a sum of steps (which would drift).
    static func firstDone(rate: Double, limit: Double, done: (Double) -> Bool) -> Double {
        var n = 0.0
        while n / rate <= limit {
            let t = n / rate
            if done(t) { return t }
            n += 1
        }
        return .infinity
    }

    /// Seconds written by a person (0.55) as the milliseconds a peer takes (550, not 550.0000000000001):
    /// a product within 1e-9 ms of a whole number is that number.
    static func milliseconds(_ seconds: Double) -> Double {
        let ms = seconds * 1000
        let whole = ms.rounded()
        return abs(ms - whole) <= 1e-9 * max(1, abs(ms)) ? whole : ms
    }
}
