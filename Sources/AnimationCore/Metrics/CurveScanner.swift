/// Finds events on a curve over [0, duration]: a dense scan followed by exact refinement.
struct CurveScanner {
    let curve: AnimationCurve
    /// Scan times, fine enough that no oscillation or band excursion falls between two of them.
    let grid: [Double]

    /// The most scan points: a bound on the work of one metrics call.
    static let maximumPoints = 2_000_000.0

    /// `pointsPerDuration` and `pointsPerPeriod` set the scan's density: `metrics` uses 4000 and 64; a fit's
    /// search, which measures thousands of candidates, a coarser scan (each event is refined either way).
    /// `maximumPoints` bounds the scan (a fit's search takes fewer than `metrics`).
    init(
        curve: AnimationCurve, pointsPerDuration: Double = 4000, pointsPerPeriod: Double = 64,
        maximumPoints: Double = CurveScanner.maximumPoints
    ) {
        self.curve = curve
        var step = curve.duration / pointsPerDuration
        if let spring = curve.spring {
            // At least 64 points per undamped period, which bounds every oscillation of the spring.
            step = min(step, spring.response / pointsPerPeriod)
        }
        // A zero or subnormal step (duration 5e-324, a spring whose response underflows) makes the
        // ratio infinite or NaN: take the most points instead of trapping in the conversion.
        let ratio = (curve.duration / step).rounded(.up)
        let count = ratio.isNaN ? 1 : Int(min(max(ratio, 1), maximumPoints))
        grid = (0...count).map { curve.duration * Double($0) / Double(count) }
    }

    /// Last time |p − 1| > tolerance (refined); the duration when only the end snap settles the curve.
    func settleTime(tolerance: Double) -> Double {
        let outside = { (t: Double) in abs(self.curve.progress(at: t) - 1) > tolerance }
        if outside(curve.duration.nextDown) { return curve.duration }
        // The grid ends at the duration, where progress is exactly 1, so index + 1 always exists.
        var index = grid.count - 1
        while index >= 0 && !outside(grid[index]) { index -= 1 }
        if index < 0 { return 0 }
        return bisect(grid[index], grid[index + 1], isLeftSide: outside)
    }

    /// The largest progress value, refined around the best grid point.
    func maximumProgress() -> Double {
        var best = 0
        for i in grid.indices where curve.progress(at: grid[i]) > curve.progress(at: grid[best]) { best = i }
        let low = grid[max(0, best - 1)]
        let high = grid[min(grid.count - 1, best + 1)]
        let t = goldenMaximum(low, high) { self.curve.progress(at: $0) }
        return max(curve.progress(at: t), curve.progress(at: grid[best]), curve.valueBeforeEnd)
    }

    /// Number of sign changes of p − 1 strictly inside (0, limit).
    func crossingsOfOne(before limit: Double) -> Int {
        var count = 0
        var previous = curve.progress(at: 0) - 1
        for t in grid.dropFirst() where t < limit {
            let current = curve.progress(at: t) - 1
            if current != 0, previous != 0, (current > 0) != (previous > 0) { count += 1 }
            if current != 0 { previous = current }
        }
        return count
    }

    /// The largest |velocity| and when it occurs, refined.
    func peakSpeed() -> (Double, Double) {
        let speed = { (t: Double) in abs(self.curve.velocity(at: t)) }
        var best = 0
        for i in grid.indices where speed(grid[i]) > speed(grid[best]) { best = i }
        let low = grid[max(0, best - 1)]
        let high = grid[min(grid.count - 1, best + 1)]
        let t = goldenMaximum(low, high, speed)
        // Keep the earliest grid time on a plateau (linear has the same speed everywhere).
        return speed(t) > speed(grid[best]) * (1 + 1e-12) ? (speed(t), t) : (speed(grid[best]), grid[best])
    }

    /// First time progress reaches `level`, refined; the duration if only the end snap reaches it.
    func firstTime(reaching level: Double) -> Double {
        let below = { (t: Double) in self.curve.progress(at: t) < level }
        guard below(0) else { return 0 }
        for i in grid.indices.dropFirst() where !below(grid[i]) {
            return bisect(grid[i - 1], grid[i], isLeftSide: below)
        }
        return curve.duration
    }

    /// The largest fall of progress below its highest value so far, before progress first reaches 1
    /// (a Bézier that rises, sags and climbs again; one that starts by going below 0), as the progress
    /// it falls from and to, each refined; nil for a curve that only rises until it reaches 1. A fall
    /// after reaching 1 is overshoot.
    func largestDip() -> (from: Double, to: Double)? {
        var highest = (index: 0, progress: curve.progress(at: 0))
        var worst: (high: Int, low: Int, fall: Double)?
        for i in grid.indices {
            let progress = curve.progress(at: grid[i])
            if progress >= 1 { break }
            if progress > highest.progress { highest = (i, progress) }
            if highest.progress - progress > (worst?.fall ?? 0) {
                worst = (highest.index, i, highest.progress - progress)
            }
        }
        guard let worst else { return nil }
        let progress = { (t: Double) in self.curve.progress(at: t) }
        let around = { (i: Int) in (self.grid[max(0, i - 1)], self.grid[min(self.grid.count - 1, i + 1)]) }
        let (peakLow, peakHigh) = around(worst.high)
        let (troughLow, troughHigh) = around(worst.low)
        let peak = max(progress(goldenMaximum(peakLow, peakHigh, progress)), progress(grid[worst.high]))
        let trough = min(progress(goldenMaximum(troughLow, troughHigh) { -progress($0) }), progress(grid[worst.low]))
        return (peak, trough)
    }

    /// Bisects to the boundary between a left side where `isLeftSide` holds and a right side where it doesn't.
    private func bisect(_ low: Double, _ high: Double, isLeftSide: (Double) -> Bool) -> Double {
        var low = low
        var high = high
        for _ in 0..<200 where high - low > 1e-13 {
            let middle = (low + high) / 2
            if isLeftSide(middle) { low = middle } else { high = middle }
        }
        return high
    }

    /// Golden-section search for the maximum of a unimodal function on [low, high].
    private func goldenMaximum(_ low: Double, _ high: Double, _ f: (Double) -> Double) -> Double {
        let ratio = 0.6180339887498949
        var a = low
        var b = high
        var c = b - ratio * (b - a)
        var d = a + ratio * (b - a)
        var fc = f(c)
        var fd = f(d)
        for _ in 0..<200 where b - a > 1e-13 {
            if fc > fd {
                b = d
                d = c
                fd = fc
                c = b - ratio * (b - a)
                fc = f(c)
            } else {
                a = c
                c = d
                fc = fd
                d = a + ratio * (b - a)
                fd = f(d)
            }
        }
        return (a + b) / 2
    }
}
