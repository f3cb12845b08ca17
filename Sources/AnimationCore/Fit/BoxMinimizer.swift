/// Minimises a function over the unit cube [0, 1]ⁿ, deterministically: an even grid picks the
/// best starting points, and Nelder–Mead (points clamped to the cube) refines each of them.
///
/// A grid first, because the metrics a fit compares (settle time above all) jump as a spring's
/// oscillations cross the settle band: a single descent would stop in the first step it meets.
struct BoxMinimizer {
    /// Grid points per dimension, by dimension count (a bound on the grid's size near 1,000).
    static func gridPoints(dimensions: Int) -> Int { [1, 64, 24, 10, 6, 4][min(dimensions, 5)] }

    var starts = 3
    var iterations = 400

    /// The point of the least value found and that value; `f` may return +∞ where it is undefined.
    func minimize(dimensions n: Int, _ f: ([Double]) -> Double) -> (point: [Double], value: Double) {
        if n == 0 { return ([], f([])) }
        let g = Self.gridPoints(dimensions: n)
        var candidates: [(point: [Double], value: Double)] = []
        var index = [Int](repeating: 0, count: n)
        while true {
            let point = index.map { (Double($0) + 0.5) / Double(g) }
            candidates.append((point, f(point)))
            var d = 0
            while d < n {
                index[d] += 1
                if index[d] < g { break }
                index[d] = 0
                d += 1
            }
            if d == n { break }
        }
        // Stable order: ties keep grid order, so the answer never depends on anything but f.
        let ranked = candidates.enumerated().sorted {
            $0.element.value != $1.element.value ? $0.element.value < $1.element.value : $0.offset < $1.offset
        }
        var best = ranked[0].element
        for start in ranked.prefix(starts) where start.element.value.isFinite {
            let refined = nelderMead(from: start.element.point, size: 0.5 / Double(g), f)
            if refined.value < best.value { best = refined }
        }
        return best
    }

    /// Nelder–Mead with the standard coefficients (1, 2, ½, ½), every vertex clamped to the cube.
    private func nelderMead(from start: [Double], size: Double, _ f: ([Double]) -> Double)
        -> (point: [Double], value: Double)
    {
        let n = start.count
        let clamp = { (p: [Double]) in p.map { min(max($0, 0), 1) } }
        var simplex: [[Double]] = [start]
        for d in 0..<n {
            var vertex = start
            vertex[d] += vertex[d] + size <= 1 ? size : -size
            simplex.append(clamp(vertex))
        }
        var values = simplex.map(f)
        for _ in 0..<iterations {
            let order = values.indices.sorted { values[$0] != values[$1] ? values[$0] < values[$1] : $0 < $1 }
            simplex = order.map { simplex[$0] }
            values = order.map { values[$0] }
            let spread = (0..<n).map { d in
                simplex.map { $0[d] }.reduce(-Double.infinity, max) - simplex.map { $0[d] }.reduce(Double.infinity, min)
            }.reduce(0, max)
            if spread < 1e-12 || (values[n] - values[0]) <= 1e-15 * max(1, abs(values[0])) && spread < 1e-9 {
                break
            }
            let centroid = (0..<n).map { d in simplex.prefix(n).map { $0[d] }.reduce(0, +) / Double(n) }
            let along = { (t: Double) in clamp((0..<n).map { centroid[$0] + t * (simplex[n][$0] - centroid[$0]) }) }
            let reflected = along(-1)
            let fr = f(reflected)
            if fr < values[0] {
                let expanded = along(-2)
                let fe = f(expanded)
                (simplex[n], values[n]) = fe < fr ? (expanded, fe) : (reflected, fr)
            } else if fr < values[n - 1] {
                (simplex[n], values[n]) = (reflected, fr)
            } else {
                let contracted = fr < values[n] ? along(-0.5) : along(0.5)
                let fc = f(contracted)
                if fc < min(fr, values[n]) {
                    (simplex[n], values[n]) = (contracted, fc)
                } else {
                    for i in 1...n {
                        simplex[i] = (0..<n).map { simplex[0][$0] + 0.5 * (simplex[i][$0] - simplex[0][$0]) }
                        values[i] = f(simplex[i])
                    }
                }
            }
        }
        let best = values.indices.min { values[$0] != values[$1] ? values[$0] < values[$1] : $0 < $1 } ?? 0
        return (simplex[best], values[best])
    }
}
