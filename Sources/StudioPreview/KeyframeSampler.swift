/// Turns a function of time into the fewest keyframes whose straight-line interpolation stays
/// within a per-property tolerance of the function, so a browser playing them with
/// `easing: "linear"` draws the studio's curve and not its own.
///
/// The function is evaluated on a dense grid (``gridStep``); a run of grid points is replaced by
/// one straight segment when every grid point in it lies within the tolerance of the segment.
/// Between grid points a smooth curve leaves its chord by at most step²/8 · |f″|, which is why the
/// tolerances used here are half of the preview's promise (0.5 pt, 0.005 opacity): the other half
/// is left for what the grid cannot see.
public struct KeyframeSampler: Sendable {
    /// Seconds between dense samples: 1 ms.
    public static let gridStep = 0.001
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
    public func keyframes(from start: Double, to end: Double, value: (Double) -> [Double]) -> [(time: Double, values: [Double])] {
        guard end > start else { return [(start, value(start))] }
        let steps = max(1, Int(((end - start) / Self.gridStep).rounded(.up)))
        let times = (0...steps).map { $0 == steps ? end : start + Double($0) * (end - start) / Double(steps) }
        let samples = times.map(value)
        var kept = [0]
        var anchor = 0
        while anchor < steps {
            var reach = anchor + 1
            // Extend the segment while every point it skips stays within tolerance.
            while reach < steps, reach - anchor < Self.maximumRun, fits(anchor, reach + 1, times, samples) {
                reach += 1
            }
            kept.append(reach)
            anchor = reach
        }
        return kept.map { (times[$0], samples[$0]) }
    }

    /// Whether the chord from sample `a` to sample `b` passes within tolerance of every sample between.
    private func fits(_ a: Int, _ b: Int, _ times: [Double], _ samples: [[Double]]) -> Bool {
        let span = times[b] - times[a]
        for k in (a + 1)..<b {
            let w = (times[k] - times[a]) / span
            for p in tolerances.indices {
                let line = samples[a][p] + (samples[b][p] - samples[a][p]) * w
                if !(abs(line - samples[k][p]) <= tolerances[p]) { return false }
            }
        }
        return true
    }
}
