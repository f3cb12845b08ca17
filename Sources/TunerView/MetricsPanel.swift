import AnimationCore
import TerminalText

/// The metrics of the base and the draft, with the draft's change against the base, under the plot.
enum MetricsPanel {
    /// Rows it takes: a heading and one per metric.
    static let height = 1 + 6

    static func draw(_ state: TunerState, columns: Range<Int>, row: Int, _ grid: inout ScreenGrid) {
        guard let draft = CurvePanel.animation(state, state.draft), let base = CurvePanel.animation(state, state.base)
        else { return }
        guard draft.curve.duration > 0, base.curve.duration > 0 else {
            grid.write(
                "no metrics: an instant variant has no curve, its final state shows at once", columns.lowerBound, row,
                .faint, limit: columns.count)
            return
        }
        let table = MetricsComparison([CurveMetrics(base.curve), CurveMetrics(draft.curve)])
        let header = ["metric", state.baseLabel, "draft (change)"]
        let all = [header] + table.rows
        let widths = (0..<3).map { column in all.map { TerminalText.width($0[column]) }.max() ?? 0 }
        for (index, line) in all.enumerated() {
            var column = columns.lowerBound
            for (part, text) in line.enumerated() {
                let width = widths[part]
                let pad = part == 0 ? 0 : width - TerminalText.width(text)
                let style: ScreenStyle = index == 0 ? .heading : part == 2 ? changeStyle(text) : .plain
                grid.write(text, column + pad, row + index, style, limit: columns.upperBound - column - pad)
                column += width + 2
            }
        }
    }

    /// The draft's column is bold where it differs from the base (a change other than +0).
    private static func changeStyle(_ text: String) -> ScreenStyle {
        guard let open = text.firstIndex(of: "(") else { return .plain }
        let change = text[text.index(after: open)...].dropLast()
        return change.allSatisfy { "+-0.".contains($0) } ? .plain : .heading
    }
}
