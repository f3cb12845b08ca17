import AnimationCore

/// A CSS `linear()` easing fitted to a curve in normalised time: Ramer–Douglas–Peucker on a fine
/// sampling, then values and positions rounded to the fewest decimals that keep it within tolerance.
public struct LinearEasing: Equatable, Sendable {
    /// One stop: output value at an input position in [0, 1].
    public struct Stop: Equatable, Sendable {
        public let value: Double
        public let position: Double

        public init(value: Double, position: Double) {
            self.value = value
            self.position = position
        }
    }

    public let stops: [Stop]
    /// The function's text: `linear(0, 0.5 20%, 1)`, nothing between `linear(` and the first value.
    public let text: String
    /// Largest |linear − curve| over the fine sampling, and where (normalised time).
    public let largestDifference: Double
    public let differencePosition: Double

    /// Fits `curve` (progress at normalised time u in [0, 1)) that ends at 1 for u = 1; a curve
    /// whose value just before 1 is not 1 gets two stops at 100%, a visible jump.
    public init(curve: (Double) -> Double, valueBeforeEnd: Double, tolerance: Double, samples: Int = 10_000) {
        var points = (0..<samples).map { i -> Stop in
            let u = Double(i) / Double(samples)
            return Stop(value: curve(u), position: u)
        }
        points.append(Stop(value: valueBeforeEnd, position: 1))
        let kept = LinearEasing.simplify(points, tolerance: tolerance / 2)
        let jumps = valueBeforeEnd != 1
        func rounding(to decimals: Int) -> (stops: [Stop], error: (Double, Double)) {
            var rounded = kept.map {
                Stop(
                    value: LinearEasing.round($0.value, decimals),
                    position: LinearEasing.round($0.position * 100, decimals - 1) / 100)
            }
            rounded[0] = Stop(value: rounded[0].value, position: 0)
            rounded[rounded.count - 1] = Stop(value: rounded[rounded.count - 1].value, position: 1)
            if jumps { rounded.append(Stop(value: 1, position: 1)) }
            return (rounded, LinearEasing.largestError(rounded, points))
        }
        // The fewest decimals (3 to 9) that stay within the tolerance.
        var best = rounding(to: 3)
        for decimals in 4...9 where best.error.0 > tolerance { best = rounding(to: decimals) }
        stops = best.stops
        (largestDifference, differencePosition) = best.error
        text = LinearEasing.format(stops)
    }

    /// The easing's output at normalised time u, as CSS evaluates `linear()` (the last stop wins at a
    /// position held by several).
    public static func evaluate(_ stops: [Stop], at u: Double) -> Double {
        if u >= stops[stops.count - 1].position { return stops[stops.count - 1].value }
        if u <= stops[0].position { return stops[0].value }
        var index = 1
        while index < stops.count - 1 && stops[index].position <= u { index += 1 }
        let a = stops[index - 1]
        let b = stops[index]
        if b.position == a.position { return b.value }
        return a.value + (b.value - a.value) * (u - a.position) / (b.position - a.position)
    }

    /// Ramer–Douglas–Peucker with vertical distance (the error that matters for an easing).
    static func simplify(_ points: [Stop], tolerance: Double) -> [Stop] {
        var keep = [Bool](repeating: false, count: points.count)
        keep[0] = true
        keep[points.count - 1] = true
        var ranges = [(0, points.count - 1)]
        while let (first, last) = ranges.popLast() {
            guard last > first + 1 else { continue }
            let a = points[first]
            let b = points[last]
            var worst = 0.0
            var worstIndex = first
            for i in (first + 1)..<last {
                let p = points[i]
                let line = a.value + (b.value - a.value) * (p.position - a.position) / (b.position - a.position)
                let distance = abs(p.value - line)
                if distance > worst {
                    worst = distance
                    worstIndex = i
                }
            }
            if worst > tolerance {
                keep[worstIndex] = true
                ranges.append((first, worstIndex))
                ranges.append((worstIndex, last))
            }
        }
        return points.indices.filter { keep[$0] }.map { points[$0] }
    }

    private static func largestError(_ stops: [Stop], _ points: [Stop]) -> (Double, Double) {
        var largest = 0.0
        var at = 0.0
        for point in points.dropLast() {
            let error = abs(evaluate(stops, at: point.position) - point.value)
            if error > largest {
                largest = error
                at = point.position
            }
        }
        return (largest, at)
    }

    static func round(_ value: Double, _ decimals: Int) -> Double {
        var scale = 1.0
        for _ in 0..<max(decimals, 0) { scale *= 10 }
        let result = (value * scale).rounded() / scale
        return result == 0 ? 0 : result
    }

    private static func format(_ stops: [Stop]) -> String {
        let parts = stops.enumerated().map { index, stop -> String in
            let value = NumberFormat.shortest(stop.value)
            let impliedFirst = index == 0 && stop.position == 0
            let impliedLast =
                index == stops.count - 1 && stop.position == 1
                && (index == 0 || stops[index - 1].position < 1)
            if impliedFirst || impliedLast { return value }
            return "\(value) \(NumberFormat.shortest(round(stop.position * 100, 9)))%"
        }
        return "linear(" + parts.joined(separator: ", ") + ")"
    }
}
