public import AnimationCore
import Simulation
public import TerminalPlot
import TerminalText

/// Two bars scenes under the same taps side by side: `compare A B --events …`.
extension BarsSceneReport {
    /// Both headings, the tab bar's visibility and the tool bar's y of both overlaid, a table of
    /// what went wrong in each, then each one's notes.
    public static func compare(
        _ a: BarsSceneReport, _ b: BarsSceneReport, width: Int, plotHeight: Int, canvas: CanvasKind, color: ColorMode
    ) -> String {
        let end = max(a.plotEnd, b.plotEnd)
        let times = (a.sampleTimes(until: end) + b.sampleTimes(until: end)).sorted()
        let (nameA, nameB) = (TerminalText.sanitized(a.label), TerminalText.sanitized(b.label))
        let visibility = LinePlot(
            series: [
                PlotSeries(name: nameA, x: times, y: a.result.frames(at: times).map(\.tabBarVisibility)),
                PlotSeries(name: nameB, x: times, y: b.result.frames(at: times).map(\.tabBarVisibility))
            ],
            title: "tab bar visible (alpha, 0 while hidden)", xLabel: "time", xRange: 0...end, xFormat: .seconds,
            markers: a.tapMarkers)
        let (ysA, ysB) = (a.result.frames(at: times).map(\.toolBarY), b.result.frames(at: times).map(\.toolBarY))
        let toolBar = LinePlot(
            series: [PlotSeries(name: nameA, x: times, y: ysA), PlotSeries(name: nameB, x: times, y: ysB)],
            title: toolBarTitle, xLabel: "time", xRange: 0...end,
            yRange: union(toolBarRange(ysA, a.result.configuration), toolBarRange(ysB, b.result.configuration)),
            xFormat: .seconds,
            markers: a.tapMarkers)
        var lines = ["A: " + a.heading, "B: " + b.heading]
        lines.append(visibility.render(width: width, height: plotHeight, canvas: canvas, color: color))
        lines.append(toolBar.render(width: width, height: plotHeight, canvas: canvas, color: color))
        lines.append(summaryTable(a, b))
        for (name, report) in [("A", a), ("B", b)] {
            lines.append("\(name): " + report.noteLines.joined(separator: "\n\(name): "))
        }
        return lines.joined(separator: "\n")
    }

    private static func union(_ x: ClosedRange<Double>, _ y: ClosedRange<Double>) -> ClosedRange<Double> {
        min(x.lowerBound, y.lowerBound)...max(x.upperBound, y.upperBound)
    }

    /// `{"a": …, "b": …}`, each the scene's own JSON.
    public static func compareJSON(_ a: BarsSceneReport, _ b: BarsSceneReport, frames times: [Double]? = nil)
        -> JSONValue
    {
        .object(["a": a.json(frames: times), "b": b.json(frames: times)])
    }

    /// Rows: at rest from; tab bar hidden in the normal state; vanished while showing; shown in
    /// edit mode; tool bar stopped short; tool bar overshoot.
    static func summaryTable(_ a: BarsSceneReport, _ b: BarsSceneReport) -> String {
        let rows: [(String, (BarsSceneReport) -> String)] = [
            ("at rest from", { seconds($0.result.restTime) }),
            ("tab bar hidden in the normal state", { $0.hiddenWhileNormal }),
            ("tab bar vanished while showing", { count($0, { if case .vanished = $0 { true } else { false } }) }),
            (
                "tab bar shown in the edit state",
                { count($0, { if case .shownInEditMode = $0 { true } else { false } }) }
            ),
            ("tool bar stopped short", { count($0, { if case .toolBarStoppedShort = $0 { true } else { false } }) }),
            ("tool bar overshoot", { $0.overshoot })
        ]
        let table = [("", "A", "B")] + rows.map { ($0.0, $0.1(a), $0.1(b)) }
        let first = table.map(\.0.count).max() ?? 0
        let second = table.map(\.1.count).max() ?? 0
        return table.map { row in
            row.0 + String(repeating: " ", count: first - row.0.count) + "  " + padded(row.1, second) + "  " + row.2
        }.joined(separator: "\n").split(separator: "\n").map { String($0.reversed().drop { $0 == " " }.reversed()) }
            .joined(separator: "\n")
    }

    private static func count(_ report: BarsSceneReport, _ matches: (BarsNote) -> Bool) -> String {
        let n = report.result.notes.filter(matches).count
        return n == 0 ? "no" : n == 1 ? "once" : "\(n) times"
    }

    /// Total time hidden in the normal state, or "no"; "from T on" when it never comes back.
    private var hiddenWhileNormal: String {
        var total = 0.0
        for case .hiddenWhileNormal(let from, let to) in result.notes {
            guard let to else { return "from \(Self.seconds(from)) on" }
            total += to - from
        }
        return total == 0 ? "no" : Self.seconds(total)
    }

    private var overshoot: String {
        let most = result.notes.compactMap { note -> Double? in
            if case .toolBarOvershot(_, let by) = note { return by }
            return nil
        }.max()
        return most.map { NumberFormat.fixed($0, 1) + " pt" } ?? "no"
    }
}
