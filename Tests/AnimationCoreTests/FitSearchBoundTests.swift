import Testing

@testable import AnimationCore

/// A fit's search measures each candidate on a scan of at most ``TimingFit/searchMaximumPoints``:
/// the grid's stiff, barely damped corner rings for 138 s, and was scanned on 70,000 points per
/// candidate (up to the 2 million of `metrics`), so `fit spring --overshoot 100% --settle 3600`
/// took a minute of the debug build without answering Ctrl-C (7.5 s with the bound). The answer is
/// still measured on the full scan (`TimingFitTests` and `FitCommandTests` hold every answer).
@Suite struct FitSearchBoundTests {
    @Test func aRingingCandidateIsScannedWithinTheSearchBound() throws {
        let curve = try AnimationCurve(
            try TimingExpression(parsing: "spring(mass: 1, stiffness: 17870, damping: 0.1, velocity: 0)"))
        #expect(curve.duration > 138 && curve.duration < 139)
        let search = CurveScanner(
            curve: curve, pointsPerDuration: TimingFit.searchPointsPerDuration,
            pointsPerPeriod: TimingFit.searchPointsPerPeriod, maximumPoints: TimingFit.searchMaximumPoints)
        #expect(search.grid.count == 20_001)
        #expect(CurveScanner(curve: curve).grid.count > 180_000)
    }
}
