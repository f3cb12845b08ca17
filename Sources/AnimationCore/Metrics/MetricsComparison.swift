/// The metrics table of `compare` and of the preview page, as rows of text cells: one column per
/// version, with the change against the first in parentheses; each metric with its unit and decimals.
public struct MetricsComparison: Codable, Equatable, Sendable {
    /// `metric`, then `1`, `2`, … (the versions in the order given).
    public let headers: [String]
    public let rows: [[String]]

    /// The rows: name, unit, value and decimals.
    static let definitions: [(name: String, unit: String, value: @Sendable (CurveMetrics) -> Double, decimals: Int)] = [
        ("settle time", "s", { $0.settleTime }, 3), ("overshoot", "%", { $0.overshoot * 100 }, 1),
        ("oscillations", "", { Double($0.oscillations) }, 0), ("peak velocity", "/s", { $0.peakVelocity }, 2),
        ("t50", "s", { $0.t50 }, 3), ("duration", "s", { $0.duration }, 3)
    ]

    public init(_ metrics: [CurveMetrics]) {
        headers = ["metric"] + metrics.indices.map { "\($0 + 1)" }
        rows = Self.definitions.map { definition in
            let base = metrics.first.map(definition.value) ?? 0
            var line = [definition.name + (definition.unit.isEmpty ? "" : " (\(definition.unit))")]
            for (index, m) in metrics.enumerated() {
                let v = definition.value(m)
                var cell = NumberFormat.fixed(v, definition.decimals)
                if index > 0 {
                    let delta = v - base
                    cell += " (" + (delta >= 0 ? "+" : "") + NumberFormat.fixed(delta, definition.decimals) + ")"
                }
                line.append(cell)
            }
            return line
        }
    }
}
