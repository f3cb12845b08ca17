import AnimationCore
import TerminalPlot

/// The draft's progress over time drawn over the base version's, with the target, the draft's
/// settle time and, for a cubic, its two control points.
enum CurvePanel {
    /// Samples per curve: fine enough for the widest plot's braille dots.
    static let samples = 400

    /// What the plot shows of `parameters`: the full motion, or with ``TunerState/showsVariant`` the
    /// reduced-motion variant's (a `preset(name:)` variant's preset as the tuner read it).
    static func animation(_ state: TunerState, _ parameters: ParameterSet) -> TemplateAnimation? {
        guard state.showsVariant else {
            return try? TemplateAnimation(template: state.template, parameters: parameters)
        }
        guard let preset = try? PresetParameters(state.template, parameters) else { return nil }
        var referenced: PresetParameters?
        if case .preset(let name) = preset.reducedMotion { referenced = state.variantPresets[name] }
        return try? preset.reducedMotionAnimation(referenced: referenced)
    }

    static func draw(_ state: TunerState, columns: Range<Int>, rows: Range<Int>, _ screen: inout TunerScreen) {
        guard let draft = animation(state, state.draft), let base = animation(state, state.base) else {
            let what = state.showsVariant ? "the draft's reduced-motion variant" : "the draft"
            screen.grid.write("\(what) makes no curve", columns.lowerBound, rows.lowerBound, .error)
            return
        }
        // An instant variant has no curve: drawn at its final state over a tenth of a second.
        let end = max(draft.curve.duration, base.curve.duration, state.showsVariant ? 0.1 : 0)
        let draftSeries = series("draft", draft.curve, end: end, color: .cyan)
        let baseSeries = series(state.baseLabel, base.curve, end: end, color: .magenta)
        // With colour the draft is drawn last (on top); without, it comes first so it stays the solid
        // line and the base is the dashed one.
        let ordered = state.colored ? [baseSeries, draftSeries] : [draftSeries, baseSeries]
        let markers =
            draft.curve.duration > 0 ? [VerticalMarker(x: CurveMetrics(draft.curve).settleTime, label: "settle")] : []
        // The control points are the full motion's: dragged only where it is shown.
        var bezier: CubicBezier?
        if !state.showsVariant, case .cubic(let curve) = draft.parameters.timing { bezier = curve }
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
            markers: markers, showsLegend: true)
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
        guard curve.duration > 0 else { return PlotSeries(name: name, x: [0, end], y: [1, 1], color: color) }
        var xs = (0..<samples).map { curve.duration * Double($0) / Double(samples) }
        var ys = xs.map { curve.progress(at: $0) }
        xs += [curve.duration, end]
        ys += [1, 1]
        return PlotSeries(name: name, x: xs, y: ys, color: color)
    }
}
