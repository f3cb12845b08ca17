import AnimationCore
import TerminalText

/// Formats sample tables and metrics as CSV, JSON or aligned text. Numbers in machine formats are
/// shortest round-trip; human text rounds.
enum TableFormatter {
    /// Evenly spaced times 0…end, N+1 of them, the last exactly `end`. Each is rounded to the
    /// picosecond, so a table prints `0.3` rather than binary arithmetic's `0.30000000000000004`;
    /// the curve is sampled at the time printed.
    static func times(end: Double, samples: Int) -> [Double] {
        (0...samples).map { index in
            guard index < samples else { return end }
            let time = end * Double(index) / Double(samples)
            let rounded = (time * 1e12).rounded() / 1e12
            return rounded.isFinite ? rounded : time
        }
    }

    /// A display's frame times through `end`, each rounded to the picosecond as ``times(end:samples:)``'s.
    static func times(end: Double, frames: DisplayFrames) -> [Double] {
        frames.times(through: end).map { time in (time * 1e12).rounded() / 1e12 }
    }

    /// Rows at `samples` + 1 evenly spaced times, or one per frame of `frames` (with a `frame` column).
    static func curveSamples(_ curve: AnimationCurve, samples: Int, frames: DisplayFrames? = nil, format: String)
        -> String
    {
        let columns = (frames == nil ? [] : ["frame"]) + ["t", "progress", "velocity"]
        let rowTimes =
            frames.map { Self.times(end: curve.duration, frames: $0) }
            ?? Self.times(end: curve.duration, samples: samples)
        let rows = rowTimes.enumerated().map { index, t in
            (frames == nil ? [] : [Double(index)]) + [t, curve.progress(at: t), curve.velocity(at: t)]
        }
        if format == "json" {
            var object: [String: JSONValue] = [
                "timing": .string(curve.expression.description),
                "duration": .number(curve.duration),
                "samples": rowsJSON(columns, rows)
            ]
            if let frames { object["fps"] = .number(Double(frames.rate)) }
            return JSONValue.object(object).pretty
        }
        return csv(columns, rows)
    }

    static func templateSamples(
        _ animation: TemplateAnimation, row: Int, samples: Int, frames: DisplayFrames? = nil, format: String
    ) -> String {
        let columns = (frames == nil ? [] : ["frame"]) + ["t"] + animation.columns
        let end = animation.delay(row: row) + animation.curve.duration
        let rowTimes = frames.map { Self.times(end: end, frames: $0) } ?? Self.times(end: end, samples: samples)
        let rows = rowTimes.enumerated().map { index, t in
            (frames == nil ? [] : [Double(index)]) + [t] + animation.values(at: t, row: row)
        }
        if format == "json" {
            return JSONValue.object(
                [
                    "template": .string(animation.template.name),
                    "timing": .string(animation.curve.expression.description),
                    "row": .number(Double(row)),
                    "delay": .number(animation.delay(row: row)),
                    "duration": .number(animation.curve.duration),
                    "samples": rowsJSON(columns, rows)
                ].merging(frames.map { ["fps": .number(Double($0.rate))] } ?? [:]) { $1 }
            ).pretty
        }
        return csv(columns, rows)
    }

    static func csv(_ columns: [String], _ rows: [[Double]]) -> String {
        ([columns.joined(separator: ",")] + rows.map { $0.map(NumberFormat.shortest).joined(separator: ",") })
            .joined(separator: "\n")
    }

    static func rowsJSON(_ columns: [String], _ rows: [[Double]]) -> JSONValue {
        .array(rows.map { row in .object(Dictionary(uniqueKeysWithValues: zip(columns, row.map(JSONValue.number)))) })
    }

    static func metricsText(_ m: CurveMetrics, title: String) -> String {
        let f = { (x: Double) in NumberFormat.fixed(x, 4) }
        let lines: [(String, String)] = [
            ("settleTime", "\(f(m.settleTime)) s"),
            ("overshoot", "\(NumberFormat.fixed(m.overshoot * 100, 2)) %"),
            ("oscillations", "\(m.oscillations)"),
            ("peakVelocity", "\(f(m.peakVelocity)) /s at \(f(m.peakVelocityTime)) s"),
            ("t50", "\(f(m.t50)) s"),
            ("duration", "\(f(m.duration)) s")
        ]
        var text = title + "\n" + lines.map { "  " + $0.0.padding(13) + $0.1 }.joined(separator: "\n")
        if m.endJump.magnitude > CurveMetrics.settleTolerance {
            text +=
                "\n  note: cut off before settling: progress jumps from \(NumberFormat.fixed(1 - m.endJump, 4)) to 1 at \(f(m.duration)) s"
        }
        return text
    }
}

extension TableFormatter {
    /// Metrics side by side, one column per curve, with the change against the first.
    static func comparison(_ columns: [(label: String, metrics: CurveMetrics)]) -> String {
        let comparison = MetricsComparison(columns.map(\.metrics))
        let headers = comparison.headers
        let table = [headers] + comparison.rows
        var lines = [Columns.render(table, rightAligned: Set(1..<headers.count))]
        lines += columns.enumerated().map { "\($0.offset + 1): \(TerminalText.sanitized($0.element.label))" }
        return lines.joined(separator: "\n")
    }
}
