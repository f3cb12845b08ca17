import AnimationCore
import TerminalPlot

/// One thing a line chart draws: a curve's progress, or a template's property.
struct PlotSubject {
    let label: String
    let duration: Double
    let settleTime: Double
    let finalValue: Double
    let cutOff: Bool
    let value: (Double) -> Double
    let metrics: CurveMetrics

    /// A curve's progress.
    init(_ label: String, _ curve: AnimationCurve) {
        let metrics = CurveMetrics(curve)
        self.label = label
        duration = curve.duration
        settleTime = metrics.settleTime
        finalValue = 1
        cutOff = abs(metrics.endJump) > CurveMetrics.settleTolerance
        value = { curve.progress(at: $0) }
        self.metrics = metrics
    }

    /// Column `index` of a template's properties.
    init(_ label: String, _ animation: TemplateAnimation, column index: Int) {
        let metrics = CurveMetrics(animation.curve)
        self.label = label
        duration = animation.curve.duration
        settleTime = metrics.settleTime
        finalValue = animation.values(at: animation.curve.duration, row: 0)[index]
        cutOff = abs(metrics.endJump) > CurveMetrics.settleTolerance
        value = { animation.values(at: $0, row: 0)[index] }
        self.metrics = metrics
    }

    /// An overlay of `subjects` against time with settle (or cut-off) markers and target lines.
    static func chart(_ subjects: [PlotSubject], title: String, options: PlotOptions) -> String {
        let end = subjects.map(\.duration).max() ?? 1
        var series: [PlotSeries] = []
        var markers: [VerticalMarker] = []
        for (index, subject) in subjects.enumerated() {
            // Sample up to just before the end, then the value at the end: a cut-off spring's jump shows
            // as a vertical step instead of being smoothed over.
            let count = 400
            var xs = (0..<count).map { subject.duration * Double($0) / Double(count) }
            var ys = xs.map(subject.value)
            xs += [subject.duration.nextDown, subject.duration, end]
            ys += [subject.value(subject.duration.nextDown), subject.finalValue, subject.finalValue]
            series.append(PlotSeries(name: subject.label, x: xs, y: ys))
            let tag = subjects.count > 1 ? " \(index + 1)" : ""
            markers.append(
                subject.cutOff
                    ? VerticalMarker(x: subject.duration, label: "cut-off" + tag)
                    : VerticalMarker(x: subject.settleTime, label: "settle" + tag))
        }
        let finals = Set(subjects.map(\.finalValue))
        let plot = LinePlot(
            series: series, title: title, xLabel: "time", xFormat: .seconds,
            referenceLines: finals.sorted().map { ReferenceLine(y: $0, label: "target") }, markers: markers,
            showsLegend: true)
        return plot.render(width: options.width, height: options.height, canvas: options.canvas, color: options.color)
    }
}
