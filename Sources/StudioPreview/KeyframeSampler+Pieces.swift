/// Sampling a scene whose properties jump at known instants (a pan's 120 Hz steps, a tab bar
/// hidden by a completion, a spring cut off at its duration).
extension KeyframeSampler {
    /// Keyframes of `value` from `start` to `end`, sampled span by span between the `breaks`
    /// (instants where `value` may jump): each span ends with the value just before its break and
    /// the next starts with the value at it, so a jump is two keyframes at one time (only when the
    /// two values differ). Each span gets its own dense grid, so a short animation inside a long
    /// script keeps the 1 ms grid. A span for which `moves(a, b)` is false is known to hold still
    /// and gets only its two ends.
    public func keyframes(
        from start: Double, to end: Double, breaks: [Double], moves: (Double, Double) -> Bool = { _, _ in true },
        value: (Double) -> [Double]
    ) -> [(time: Double, values: [Double])] {
        let inside = breaks.filter { $0 > start && $0 < end }.sorted()
        let edges = [start] + inside + [end]
        var frames: [(time: Double, values: [Double])] = []
        for index in 0..<(edges.count - 1) {
            let (a, b) = (edges[index], edges[index + 1])
            guard b > a else { continue }
            let last = index == edges.count - 2
            // Inside the span the value comes from its own side of each break.
            func side(_ t: Double) -> [Double] { value(!last && t >= b ? b.nextDown : t) }
            let piece = moves(a, b) ? keyframes(from: a, to: b, value: side) : [(a, side(a)), (b, side(b))]
            for frame in piece {
                if let previous = frames.last, previous.time == frame.time, previous.values == frame.values { continue }
                frames.append(frame)
            }
        }
        if frames.isEmpty { frames.append((start, value(start))) }
        return frames
    }
}
