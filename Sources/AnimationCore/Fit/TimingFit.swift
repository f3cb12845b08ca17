import RealModule

/// Finds the parameters of a ``FitKind`` that meet a designer's targets, or that come closest to a
/// recorded curve. Pure and deterministic: the same request always gives the same answer.
public enum TimingFit {
    /// A fit's answer: the parameters found and the expression they make, rounded to the fewest
    /// significant digits (4, 6, 8 or all) that still meet what was asked, so that the expression
    /// printed is the one measured.
    public struct Result: Sendable {
        public let kind: String
        /// The parameters before rounding, one per ``FitKind/parameters``.
        public let exactValues: [Double]
        /// The parameters of ``expression``.
        public let values: [Double]
        public let expression: TimingExpression
        /// The duration to run ``expression`` for, when the kind has a duration parameter.
        public let duration: Double?
        /// ``expression``'s metrics, as `metrics` prints them.
        public let metrics: CurveMetrics
        /// The parameters no target needed moved, by name, at the typical values they were held at.
        public let held: [(name: String, value: Double)]
        /// How far progress falls back before it first reaches 1 (``dip(of:)``): 0
        /// for a fit to targets (within the overshoot's tolerance), maybe not for one to samples.
        public let dip: Double
        /// For a fit to samples: the root mean square and the largest |curve − sample|.
        public let residual: (rms: Double, largest: Double)?
    }

    /// Scan density while searching (events are refined either way); the answer is measured at `metrics`' own.
    static let searchPointsPerDuration = 600.0
    static let searchPointsPerPeriod = 24.0
    /// At most this many scan points per candidate while searching: a stiff spring that rings for
    /// minutes (a grid corner) would otherwise cost up to 2 million points each, and a fit toward
    /// such corners ran for a minute without answering Ctrl-C. The answer is checked on the full scan.
    static let searchMaximumPoints = 20_000.0

    /// Parameters of `kind` meeting every target within its tolerance (``FitTargets``), with progress
    /// that never falls back before it reaches 1 and, unless an overshoot is asked for and when it can,
    /// never passes 1 (each within the overshoot's tolerance). When the targets need fewer parameters
    /// than the kind has, the rest are held at their typical values: of the parameters in
    /// ``FitKind/freeingOrder``, as many as there are targets, the first choice in that order that
    /// meets them; when none does, all of them (a bound on the work: each choice is a search).
    /// - Throws: ``TimingError/unsolvable(_:)`` naming what the kind comes closest to, when it cannot.
    public static func meeting(_ targets: FitTargets, kind: FitKind) throws(TimingError) -> Result {
        var measured = targets.list
        var fixed: [Int: Double] = [:]
        if let index = kind.durationIndex, let duration = targets.duration {
            try NumberRule.seconds.check(duration, name: "--duration")
            fixed[index] = duration
            measured.removeAll { $0.metric == .duration }
        }
        guard !targets.list.isEmpty else {
            throw .unsolvable("fit needs a target: --overshoot, --settle, --t50, --peak-velocity or --duration")
        }
        let searchable = kind.freeingOrder.filter { fixed[$0] == nil }
        var closest: [Double] = []
        for staysBelowOne in targets.overshoot == nil ? [true, false] : [false] {
            // Each target's error in tolerances, then the implicit ones: no dip, and no overshoot first.
            let errors = { (curve: AnimationCurve, dense: Bool) -> [Double] in
                let scanner =
                    dense
                    ? CurveScanner(curve: curve)
                    : CurveScanner(
                        curve: curve, pointsPerDuration: searchPointsPerDuration,
                        pointsPerPeriod: searchPointsPerPeriod, maximumPoints: searchMaximumPoints)
                let implicit = [fall(scanner.largestDip())] + (staysBelowOne ? [measure(.overshoot, scanner)] : [])
                return measured.map { $0.error(measure($0.metric, scanner)) }
                    + implicit.map { $0 / FitTargets.overshootTolerance }
            }
            for count in Set([min(measured.count, searchable.count), searchable.count]).sorted() {
                for free in choices(of: count, from: searchable) {
                    let exact = search(kind, free: free.sorted(), fixed: fixed) { values in
                        guard let curve = try? kind.curve(values) else { return .infinity }
                        return errors(curve, false).reduce(0) { $0 + $1 * $1 }
                    }
                    let meets = { (candidate: [Double]) -> Bool in
                        guard let curve = try? kind.curve(candidate) else { return false }
                        return errors(curve, true).allSatisfy { abs($0) <= 1 }
                    }
                    if let chosen = roundedValues(exact, kind: kind, accepting: meets) {
                        let held = searchable.filter { !free.contains($0) }.sorted()
                        return try result(kind, exact: exact, chosen: chosen, held: held, residual: nil)
                    }
                    closest = exact
                }
            }
        }
        throw .unsolvable(refusal(kind, targets: measured, exact: closest))
    }

    /// The values minimising `score` over the parameters `free` (in increasing order), the others
    /// `fixed` or at their typical values, with the parameters a tool keeps on a grid moved onto it.
    private static func search(
        _ kind: FitKind, free: [Int], fixed: [Int: Double], _ score: ([Double]) -> Double
    ) -> [Double] {
        let values = { (unit: [Double]) -> [Double] in
            var values = kind.parameters.indices.map { fixed[$0] ?? kind.parameters[$0].typical }
            for (position, index) in free.enumerated() {
                values[index] = kind.parameters[index].value(at: unit[position])
            }
            return values
        }
        let best = BoxMinimizer().minimize(dimensions: free.count) { score(values($0)) }
        return onGrid(values(best.point), kind: kind, free: free, score)
    }

    /// Every choice of `count` elements of `order`, each in `order`'s order, the choices in
    /// lexicographic order of their positions (so the earlier elements are chosen first).
    static func choices(of count: Int, from order: [Int]) -> [[Int]] {
        guard count > 0 else { return [[]] }
        guard count <= order.count else { return [] }
        return order.indices.flatMap { position in
            choices(of: count - 1, from: Array(order[(position + 1)...])).map { [order[position]] + $0 }
        }
    }

    /// The parameters of `kind` whose curve is closest to `samples` (t in seconds, progress) in the
    /// least-squares sense, with the residual.
    /// - Throws: ``TimingError`` for fewer than two samples or a time or progress that is not finite.
    public static func closest(to samples: [(t: Double, progress: Double)], kind: FitKind) throws(TimingError)
        -> Result
    {
        guard samples.count >= 2 else {
            throw .unsolvable("fitting needs at least 2 samples, got \(samples.count)")
        }
        for (index, sample) in samples.enumerated()
        where !sample.t.isFinite || sample.t < 0 || !sample.progress.isFinite {
            throw .unsolvable(
                "sample \(index + 1) must have a time of 0 or more and a finite progress, got t \(NumberFormat.shortest(sample.t)), progress \(NumberFormat.shortest(sample.progress))"
            )
        }
        let objective = { (values: [Double]) -> Double in
            guard let curve = try? kind.curve(values) else { return .infinity }
            return samples.reduce(0) { sum, sample in
                let difference = progress(curve, at: sample.t) - sample.progress
                return sum + difference * difference
            }
        }
        let best = BoxMinimizer().minimize(dimensions: kind.parameters.count) { unit in
            objective(zip(kind.parameters, unit).map { $0.value(at: $1) })
        }
        let exact = onGrid(
            zip(kind.parameters, best.point).map { $0.value(at: $1) }, kind: kind, free: Array(kind.parameters.indices),
            objective)
        // Rounding may cost at most 1 % of the best sum of squares (or 1e-20 when it fits exactly).
        let limit = objective(exact) * 1.01 + 1e-20
        let chosen = roundedValues(exact, kind: kind) { objective($0) <= limit } ?? exact
        let sum = objective(chosen)
        let curve = try kind.curve(chosen)
        let largest = samples.map { abs(progress(curve, at: $0.t) - $0.progress) }.reduce(0, max)
        return try result(
            kind, exact: exact, chosen: chosen, held: [],
            residual: ((sum / Double(samples.count)).squareRoot(), largest))
    }

    /// The curve's progress at a time read from text: a time within printing precision (12 significant
    /// digits) of the curve's end is its end, where a cut-off curve has already snapped to 1 (`sample`
    /// prints its last row's time, the duration, as a person reads it).
    private static func progress(_ curve: AnimationCurve, at time: Double) -> Double {
        abs(time - curve.duration) <= 5e-12 * max(1, curve.duration)
            ? curve.progress(at: curve.duration) : curve.progress(at: time)
    }

    /// `exact` with the parameters a tool keeps on a grid (Flutter's whole milliseconds) moved onto
    /// it: of the grid values within two steps of the continuous answer, the one that scores lowest
    /// once the other free parameters (`free` holds every parameter searched) are searched again with it fixed.
    static func onGrid(_ exact: [Double], kind: FitKind, free: [Int], _ score: ([Double]) -> Double) -> [Double] {
        let gridded = free.filter { kind.parameters[$0].stepsPerUnit != nil }
        guard !gridded.isEmpty else { return exact }
        let rest = free.filter { kind.parameters[$0].stepsPerUnit == nil }
        var candidates = [exact]
        for index in gridded {
            candidates = candidates.flatMap { candidate in
                kind.parameters[index].gridNeighbours(of: candidate[index], count: 2).map { value in
                    var moved = candidate
                    moved[index] = value
                    return moved
                }
            }
        }
        var best = (values: kind.onGrid(exact), score: Double.infinity)
        for candidate in candidates {
            let completed = { (unit: [Double]) -> [Double] in
                var values = candidate
                for (position, index) in rest.enumerated() {
                    values[index] = kind.parameters[index].value(at: unit[position])
                }
                return values
            }
            let found = BoxMinimizer().minimize(dimensions: rest.count) { score(completed($0)) }
            if found.value < best.score { best = (completed(found.point), found.value) }
        }
        return best.values
    }

    /// The values rounded to 4, 6 or 8 significant digits (and onto the kind's grids), the first that
    /// `accepting` takes, or the exact values if it takes them; nil when it takes none.
    static func roundedValues(_ exact: [Double], kind: FitKind, accepting: ([Double]) -> Bool) -> [Double]? {
        for digits in [4, 6, 8] {
            let rounded = kind.onGrid(exact.map { SignificantDigits.rounded($0, digits) })
            if accepting(rounded) { return rounded }
        }
        return accepting(exact) ? exact : nil
    }

    private static func result(
        _ kind: FitKind, exact: [Double], chosen: [Double], held: [Int], residual: (rms: Double, largest: Double)?
    ) throws(TimingError) -> Result {
        let curve = try kind.curve(chosen)
        return Result(
            kind: kind.name, exactValues: exact, values: chosen, expression: kind.expression(chosen),
            duration: kind.durationIndex.map { chosen[$0] }, metrics: CurveMetrics(curve),
            held: held.map { (kind.parameters[$0].name, chosen[$0]) }, dip: fall(dip(of: curve)),
            residual: residual)
    }

    /// The largest fall of `curve`'s progress before it first reaches 1, from and to (measured at
    /// `metrics`' density); nil when progress only rises until then.
    public static func dip(of curve: AnimationCurve) -> (from: Double, to: Double)? {
        CurveScanner(curve: curve).largestDip()
    }

    /// How far a dip falls; 0 for none.
    static func fall(_ dip: (from: Double, to: Double)?) -> Double { dip.map { $0.from - $0.to } ?? 0 }

    static func measure(_ metric: FitTargets.Target.Metric, _ scanner: CurveScanner) -> Double {
        switch metric {
        case .overshoot: return max(0, scanner.maximumProgress() - 1)
        case .settle: return scanner.settleTime(tolerance: CurveMetrics.settleTolerance)
        case .t50: return scanner.firstTime(reaching: 0.5)
        case .peakVelocity: return scanner.peakSpeed().0
        case .duration: return scanner.curve.duration
        }
    }

    /// One line: the targets, and what the closest parameters of the kind reach instead.
    private static func refusal(_ kind: FitKind, targets: [FitTargets.Target], exact: [Double]) -> String {
        let asked = targets.map { "--\($0.metric.rawValue) \(shown($0.metric, $0.value))" }.joined(separator: " ")
        guard let curve = try? kind.curve(exact) else {
            return "\(kind.name) cannot meet \(asked)"
        }
        let metrics = CurveMetrics(curve)
        let reached = targets.map { "\($0.metric.rawValue) \(shown($0.metric, metrics.value(of: $0.metric)))" }
        return
            "\(kind.name) cannot meet \(asked): the closest, \(kind.expression(kind.onGrid(exact.map { SignificantDigits.rounded($0, 4) })))\(kind.durationIndex.map { " over \(SignificantDigits.text(exact[$0], 4)) s" } ?? ""), reaches \(reached.joined(separator: ", "))"
    }

    /// A metric's value with its unit, to 4 significant digits.
    public static func shown(_ metric: FitTargets.Target.Metric, _ value: Double) -> String {
        switch metric {
        case .overshoot: return SignificantDigits.text(value * 100, 4) + " %"
        case .peakVelocity: return SignificantDigits.text(value, 4) + " /s"
        default: return SignificantDigits.text(value, 4) + " s"
        }
    }
}
