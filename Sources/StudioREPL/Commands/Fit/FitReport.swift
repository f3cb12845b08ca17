import AnimationCore

/// How `fit` prints its answer: the expression, the parameters held at their typical values, each
/// metric beside its target, a dip before reaching 1, the residual of a fit to samples, and the `set`
/// line that puts it into the current draft.
enum FitReport {
    static func text(_ result: TimingFit.Result, _ targets: FitTargets) -> String {
        var rows: [[String]] = [["timing", result.expression.description]]
        if let duration = result.duration { rows.append(["duration", NumberFormat.shortest(duration) + " s"]) }
        if !result.held.isEmpty {
            let held = result.held.map { "\($0.name) \(NumberFormat.shortest($0.value))" }.joined(separator: ", ")
            rows.append(["held", held + " (typical; no target sets \(result.held.count == 1 ? "it" : "them"))"])
        }
        let asked = Dictionary(uniqueKeysWithValues: targets.list.map { ($0.metric, $0.value) })
        for metric in FitTargets.Target.Metric.allCases where !(metric == .duration && result.duration != nil) {
            let value = TimingFit.shown(metric, result.metrics.value(of: metric))
            rows.append([
                metric.rawValue, value + (asked[metric].map { " (target \(TimingFit.shown(metric, $0)))" } ?? "")
            ])
        }
        // More than the overshoot's tolerance, the least a fit to targets tells apart.
        if result.dip > FitTargets.overshootTolerance {
            rows.append(["dip", "\(TimingFit.shown(.overshoot, result.dip)) (progress falls back before reaching 1)"])
        }
        if let residual = result.residual {
            rows.append([
                "residual",
                "rms \(SignificantDigits.text(residual.rms, 3)), largest \(SignificantDigits.text(residual.largest, 3))"
            ])
        }
        let width = rows.map { $0[0].count }.reduce(0, max)
        var lines = rows.map { $0[0] + String(repeating: " ", count: width - $0[0].count + 2) + $0[1] }
        lines.append("set \(setArguments(result))")
        return lines.joined(separator: "\n")
    }

    static func json(_ result: TimingFit.Result, _ targets: FitTargets) -> JSONValue {
        var object: [String: JSONValue] = [
            "kind": .string(result.kind), "timing": .string(result.expression.description),
            "set": .string("set " + setArguments(result))
        ]
        if let duration = result.duration { object["duration"] = .number(duration) }
        var metrics: [String: JSONValue] = [:]
        for metric in FitTargets.Target.Metric.allCases {
            metrics[metric.rawValue] = .number(result.metrics.value(of: metric))
        }
        object["metrics"] = .object(metrics)
        object["dip"] = .number(result.dip)
        object["held"] = .object(
            Dictionary(uniqueKeysWithValues: result.held.map { ($0.name, JSONValue.number($0.value)) }))
        if !targets.list.isEmpty {
            object["targets"] = .object(
                Dictionary(uniqueKeysWithValues: targets.list.map { ($0.metric.rawValue, JSONValue.number($0.value)) }))
        }
        if let residual = result.residual {
            object["residual"] = .object(["rms": .number(residual.rms), "largest": .number(residual.largest)])
        }
        return .object(object)
    }

    /// `timing EXPR` and, for kinds with a duration parameter, `duration S`.
    static func setArguments(_ result: TimingFit.Result) -> String {
        "timing \(result.expression)" + (result.duration.map { " duration \(NumberFormat.shortest($0))" } ?? "")
    }
}
