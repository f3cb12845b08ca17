import AnimationCore
import TerminalText

/// Formats sample tables and metrics as CSV, JSON or aligned text. Numbers in machine formats are
/// shortest round-trip; human text rounds.
enum TableFormatter {
    /// Evenly spaced times 0…end, N+1 of them: each `shown` as the studio prints a derived number
    /// (``NumberFormat/readable(_:)``: `0.3`, not binary arithmetic's `0.30000000000000004`, and at
    /// most 12 digits down the whole column), and `sampled` at the time shown, except the last,
    /// which is the end itself (0.82 reads back a hair before 0.8200000000000001, where the curve
    /// has not yet snapped to 1).
    static func times(end: Double, samples: Int) -> [(shown: Double, sampled: Double)] {
        (0...samples).map { index in
            guard index < samples else { return (NumberFormat.readable(end), end) }
            let time = NumberFormat.readable(end * Double(index) / Double(samples))
            return (time, time)
        }
    }

    /// A display's frame times through `end`, each rounded to the picosecond and sampled as shown.
    static func times(end: Double, frames: DisplayFrames) -> [(shown: Double, sampled: Double)] {
        frames.times(through: end).map { time in
            let rounded = (time * 1e12).rounded() / 1e12
            return (rounded, rounded)
        }
    }

    /// The times of the rows: `samples` + 1 evenly spaced, or one per frame of `frames`.
    private static func rowTimes(end: Double, samples: Int, frames: DisplayFrames?) -> [(
        shown: Double, sampled: Double
    )] {
        frames.map { times(end: end, frames: $0) } ?? times(end: end, samples: samples)
    }

    /// Rows at `samples` + 1 evenly spaced times, or one per frame of `frames` (with a `frame` column).
    static func curveSamples(_ curve: AnimationCurve, samples: Int, frames: DisplayFrames? = nil) -> SampleTable {
        let columns = (frames == nil ? [] : ["frame"]) + ["t", "progress", "velocity"]
        let rows = rowTimes(end: curve.duration, samples: samples, frames: frames).enumerated().map { index, t in
            (frames == nil ? [] : [Double(index)]) + [
                t.shown, curve.progress(at: t.sampled), curve.velocity(at: t.sampled)
            ]
        }
        var about: [String: JSONValue] = [
            "timing": .string(curve.expression.description), "duration": .number(curve.duration)
        ]
        if let frames { about["fps"] = .number(Double(frames.rate)) }
        return SampleTable(columns: columns, rows: rows, about: about)
    }

    /// A template's columns at evenly spaced times, each value as the device shows it: an opacity
    /// the curve takes past 1 (a spring that overshoots) is 1 on screen, and a note says how far
    /// the curve went, and when.
    static func templateSamples(_ animation: TemplateAnimation, row: Int, samples: Int, frames: DisplayFrames? = nil)
        -> (table: SampleTable, notes: [String])
    {
        let columns = ["t"] + animation.columns
        let end = animation.delay(row: row) + animation.curve.duration
        var rows = rowTimes(end: end, samples: samples, frames: frames).map { t in
            [t.shown] + animation.values(at: t.sampled, row: row)
        }
        let notes = clampToShown(&rows, columns: columns, ranges: [nil] + animation.shownRanges)
        var about: [String: JSONValue] = [
            "template": .string(animation.template.name),
            "timing": .string(animation.curve.expression.description),
            "row": .number(Double(row)),
            "delay": .number(animation.delay(row: row)),
            "duration": .number(animation.curve.duration)
        ]
        guard let frames else { return (SampleTable(columns: columns, rows: rows, about: about), notes) }
        about["fps"] = .number(Double(frames.rate))
        let numbered = rows.enumerated().map { [Double($0.offset)] + $0.element }
        return (SampleTable(columns: ["frame"] + columns, rows: numbered, about: about), notes)
    }

    /// Clamps each column with a range to it, and says, per column, the value furthest outside it.
    private static func clampToShown(_ rows: inout [[Double]], columns: [String], ranges: [ClosedRange<Double>?])
        -> [String]
    {
        var notes: [String] = []
        for (column, range) in ranges.enumerated() {
            guard let range else { continue }
            var furthest: (value: Double, time: Double, beyond: Double)?
            for index in rows.indices {
                let value = rows[index][column]
                let beyond = max(value - range.upperBound, range.lowerBound - value)
                guard beyond > 0 else { continue }
                if beyond > furthest?.beyond ?? 0 { furthest = (value, rows[index][0], beyond) }
                rows[index][column] = min(max(value, range.lowerBound), range.upperBound)
            }
            if let furthest {
                let f = NumberFormat.derived
                notes.append(
                    "\(columns[column]) is clamped to \(f(range.lowerBound))…\(f(range.upperBound)), as the device shows it: "
                        + "the curve takes it to \(f(furthest.value)) at \(f(furthest.time)) s")
            }
        }
        return notes
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
        var lines: [(String, String)] = [
            ("settleTime", "\(f(m.settleTime)) s"),
            ("overshoot", "\(NumberFormat.fixed(m.overshoot * 100, 2)) %"),
            ("oscillations", "\(m.oscillations)"),
            ("peakVelocity", "\(f(m.peakVelocity)) /s at \(f(m.peakVelocityTime)) s"),
            ("t50", "\(f(m.t50)) s"),
            ("duration", "\(f(m.duration)) s")
        ]
        if let completion = m.swiftUICompletion {
            lines.append(("completion", "\(f(completion)) s (SwiftUI's rule on a travel of 1; drawn on until at rest)"))
        }
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
