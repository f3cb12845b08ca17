/// Turns a function of time into few keyframes whose straight-line interpolation stays
/// within a per-property tolerance of the function, so a browser playing them with
/// `easing: "linear"` draws the studio's curve and not its own.
///
/// The function is evaluated on a dense grid (``gridStep``); from each kept point the segment is
/// stretched greedily as long as every grid point it skips lies within the tolerance of it.
/// Between grid points a smooth curve leaves its chord by at most step²/8 · |f″|, which is why the
/// tolerances used here are half of the preview's promise (0.5 pt, 0.005 opacity): the other half
/// is left for what the grid cannot see.
public struct KeyframeSampler: Sendable {
    /// Seconds between dense samples: 1 ms, or 1/20,000 of a longer span (an hour-long curve
    /// bends so gently that its chords are far within tolerance, and stays cheap to sample).
    public static let gridStep = 0.001
    public static let maximumGridPoints = 20_000
    /// The longest straight segment, in grid steps, which bounds the work per keyframe.
    public static let maximumRun = 250

    /// The allowed distance from the studio's value, one per property, in the property's unit.
    public let tolerances: [Double]

    public init(tolerances: [Double]) {
        self.tolerances = tolerances
    }

    /// Keyframes of `value` from `start` to `end` (both included; `end` is reached from the left,
    /// so a value that jumps at `end` is the caller's to add). Each row holds one value per
    /// property, in the order of ``tolerances``.
    public func keyframes(from start: Double, to end: Double, value: (Double) -> [Double]) -> [(
        time: Double, values: [Double]
    )] {
        guard end > start else { return [(start, value(start))] }
        let steps = max(1, min(Self.maximumGridPoints, Int(((end - start) / Self.gridStep).rounded(.up))))
        let times = (0...steps).map { $0 == steps ? end : start + Double($0) * (end - start) / Double(steps) }
        let samples = times.map(value)
        var kept = [0]
        var anchor = 0
        while anchor < steps {
            // The chord from the anchor may end at point b when its slope lies, for every property,
            // within the slopes that pass within tolerance of each point in between: a cone that
            // narrows as points are added, so each point is looked at once.
            var low = [Double](repeating: -.infinity, count: tolerances.count)
            var high = [Double](repeating: .infinity, count: tolerances.count)
            var reach = anchor + 1
            while reach < steps, reach - anchor < Self.maximumRun {
                narrow(&low, &high, anchor, reach, times, samples)
                guard fits(low, high, anchor, reach + 1, times, samples) else { break }
                reach += 1
            }
            kept.append(reach)
            anchor = reach
        }
        return kept.map { (times[$0], samples[$0]) }
    }

    /// Adds point k's constraint: the slopes from the anchor that pass within tolerance of it.
    private func narrow(
        _ low: inout [Double], _ high: inout [Double], _ a: Int, _ k: Int, _ times: [Double], _ samples: [[Double]]
    ) {
        let span = times[k] - times[a]
        for p in tolerances.indices {
            let rise = samples[k][p] - samples[a][p]
            low[p] = max(low[p], (rise - tolerances[p]) / span)
            high[p] = min(high[p], (rise + tolerances[p]) / span)
        }
    }

    /// Whether the chord from sample `a` to sample `b` has a slope inside the cone, for every property.
    private func fits(_ low: [Double], _ high: [Double], _ a: Int, _ b: Int, _ times: [Double], _ samples: [[Double]])
        -> Bool
    {
        let span = times[b] - times[a]
        for p in tolerances.indices {
            let slope = (samples[b][p] - samples[a][p]) / span
            if !(slope >= low[p] && slope <= high[p]) { return false }
        }
        return true
    }
}
