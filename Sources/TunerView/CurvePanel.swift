import AnimationCore
import TerminalPlot

/// The draft's progress over time drawn over the base version's, with the target, the draft's
/// settle time and, for a cubic, its two control points.
enum CurvePanel {
    /// Samples per curve: fine enough for the widest plot's braille dots.
    static let samples = 400

    static func animation(_ template: Template, _ parameters: ParameterSet) -> TemplateAnimation? {
        try? TemplateAnimation(template: template, parameters: parameters)
    }

    static func draw(_ state: TunerState, columns: Range<Int>, rows: Range<Int>, _ screen: inout TunerScreen) {
        guard let draft = animation(state.template, state.draft), let base = animation(state.template, state.base)
        else {
            screen.grid.write("the draft makes no curve", columns.lowerBound, rows.lowerBound, .error)
            return
        }
        let end = max(draft.curve.duration, base.curve.duration)
        let draftSeries = series("draft", draft.curve, end: end, color: .cyan)
        let baseSeries = series(state.baseLabel, base.curve, end: end, color: .magenta)
        // With colour the draft is drawn last (on top); without, it comes first so it stays the solid
        // line and the base is the dashed one.
        let ordered = state.colored ? [baseSeries, draftSeries] : [draftSeries, baseSeries]
        let settle = CurveMetrics(draft.curve).settleTime
        var bezier: CubicBezier?
        if case .cubic(let curve) = draft.parameters.timing { bezier = curve }
        var yRange: ClosedRange<Double>? = state.dragging?.yRange
        if yRange == nil, let bezier {
            let values = draftSeries.ys + baseSeries.ys + [0, 1, bezier.y1, bezier.y2]
            let low = values.min() ?? 0
            let high = values.max() ?? 1
            let pad = (high - low) * 0.08
            yRange = (low - pad)...(high + pad)
        }
        let plot = LinePlot(
            series: ordered, xLabel: "", xRange: 0...end, yRange: yRange, xFormat: .seconds,
            referenceLines: [ReferenceLine(y: 1, label: "target")],
            markers: [VerticalMarker(x: settle, label: "settle")], showsLegend: true)
        let figure = plot.figure(
            width: columns.count, height: rows.count, canvas: state.unicode ? .braille : .ascii,
            color: state.colored ? .ansi : .none)
        for row in 0..<min(figure.height, rows.count) {
            for column in 0..<min(figure.width, columns.count) {
                let scalar = figure.scalar(column: column, row: row)
                screen.grid.set(
                    columns.lowerBound + column, rows.lowerBound + row, scalar,
                    ScreenStyle(color: figure.color(column: column, row: row)))
            }
        }
        let area = figure.area.offset(columns: columns.lowerBound, rows: rows.lowerBound)
        screen.plotArea = area
        guard let bezier else { return }
        let duration = draft.curve.duration
        for (point, x, y) in [(1, bezier.x1, bezier.y1), (2, bezier.x2, bezier.y2)] {
            guard let cell = area.cell(x: x * duration, y: y) else { continue }
            let dragged = state.dragging?.point == point
            let glyph: UInt32 = state.unicode ? 0x25CF : (point == 1 ? 0x31 : 0x32)  // ● or 1, 2
            screen.grid.set(cell.column, cell.row, glyph, ScreenStyle(color: .yellow, bold: true, reverse: dragged))
            screen.controlPoints.append((point, cell.column, cell.row))
        }
    }

    /// A curve's progress from 0 to `end`, holding 1 after its own duration.
    private static func series(_ name: String, _ curve: AnimationCurve, end: Double, color: PlotColor) -> PlotSeries {
        var xs = (0..<samples).map { curve.duration * Double($0) / Double(samples) }
        var ys = xs.map { curve.progress(at: $0) }
        xs += [curve.duration, end]
        ys += [1, 1]
        return PlotSeries(name: name, x: xs, y: ys, color: color)
    }
}
