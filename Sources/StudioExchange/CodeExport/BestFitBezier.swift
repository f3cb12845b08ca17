public import AnimationCore

/// The cubic Bézier closest to a curve in normalised time, for targets that have no spring:
/// least squares over 200 samples by Nelder–Mead from three fixed starts, then refined to the
/// smallest largest difference (what the exported comment reports). Deterministic.
public enum BestFitBezier {
    /// The fitted curve, x1 and x2 kept in [0, 1].
    public static func fit(_ curve: (Double) -> Double) -> CubicBezier {
        let times = (0...200).map { Double($0) / 200 }
        let targets = times.map(curve)
        func make(_ p: [Double]) -> CubicBezier {
            CubicBezier(min(max(p[0], 0), 1), p[1], min(max(p[2], 0), 1), p[3])
        }
        func cost(_ p: [Double]) -> Double {
            let bezier = make(p)
            var sum = 0.0
            for (t, target) in zip(times, targets) {
                let d = bezier.progress(at: t) - target
                sum += d * d
            }
            return sum
        }
        let starts: [[Double]] = [[0.25, 0.1, 0.25, 1], [0.2, 1.4, 0.4, 1], [0.5, 0, 0.5, 1]]
        var best = starts[0]
        var bestCost = Double.infinity
        for start in starts {
            let (point, value) = minimise(cost, from: start)
            if value < bestCost {
                best = point
                bestCost = value
            }
        }
        func largest(_ p: [Double]) -> Double {
            let bezier = make(p)
            var worst = 0.0
            for (t, target) in zip(times, targets) { worst = max(worst, abs(bezier.progress(at: t) - target)) }
            return worst
        }
        let refined = minimise(largest, from: best).0
        return make(largest(refined) < largest(best) ? refined : best)
    }

    /// Nelder–Mead with the standard coefficients, a fixed number of steps.
    private static func minimise(_ f: ([Double]) -> Double, from start: [Double]) -> ([Double], Double) {
        var simplex =
            [start]
            + (0..<4).map { i -> [Double] in
                var p = start
                p[i] += 0.1
                return p
            }
        var values = simplex.map(f)
        for _ in 0..<600 {
            let order = values.indices.sorted { values[$0] < values[$1] }
            simplex = order.map { simplex[$0] }
            values = order.map { values[$0] }
            let centroid = (0..<4).map { i in simplex.dropLast().reduce(0) { $0 + $1[i] } / 4 }
            func along(_ factor: Double) -> [Double] {
                (0..<4).map { centroid[$0] + factor * (simplex[4][$0] - centroid[$0]) }
            }
            let reflected = along(-1)
            let reflectedValue = f(reflected)
            if reflectedValue < values[0] {
                let expanded = along(-2)
                let expandedValue = f(expanded)
                (simplex[4], values[4]) =
                    expandedValue < reflectedValue ? (expanded, expandedValue) : (reflected, reflectedValue)
            } else if reflectedValue < values[3] {
                (simplex[4], values[4]) = (reflected, reflectedValue)
            } else {
                let contracted = along(0.5)
                let contractedValue = f(contracted)
                if contractedValue < values[4] {
                    (simplex[4], values[4]) = (contracted, contractedValue)
                } else {
                    for j in 1...4 {
                        simplex[j] = (0..<4).map { simplex[0][$0] + 0.5 * (simplex[j][$0] - simplex[0][$0]) }
                        values[j] = f(simplex[j])
                    }
                }
            }
        }
        // The simplex always has five points, so there is a smallest.
        let index = values.indices.min { values[$0] < values[$1] } ?? 0
        return (simplex[index], values[index])
    }
}
