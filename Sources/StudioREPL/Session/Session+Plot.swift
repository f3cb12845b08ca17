import AnimationCore
import StudioStore
import TerminalPlot

extension Session {
    /// One thing to draw: a curve's progress, or a template's property.
    struct PlotSubject {
        let label: String
        let duration: Double
        let delay: Double
        let settleTime: Double
        let finalValue: Double
        let cutOff: Bool
        let value: (Double) -> Double
        let metrics: CurveMetrics?
    }

    func plot(_ verb: Token, _ arguments: [Token]) throws(CommandError) -> Outcome {
        let args = try ArgumentReader(
            verb: verb, tokens: arguments,
            valued: ["--property", "--duration", "--canvas", "--width", "--height", "--color", "--rows", "--stagger"])
        if let stagger = args.flags["--stagger"] {
            try args.expectPositionals(0...0, usage: "plot --stagger TEMPLATE|REF [--rows N]")
            return Outcome(try staggerChart(stagger, args))
        }
        try args.expectPositionals(1...8, usage: VerbCatalog.verb(named: "plot")!.syntax)
        let subjects = try plotSubjects(args)
        return Outcome(try lineChart(subjects, args, property: args.flags["--property"]?.text))
    }

    func compare(_ verb: Token, _ arguments: [Token]) throws(CommandError) -> Outcome {
        let args = try ArgumentReader(
            verb: verb, tokens: arguments, valued: ["--duration", "--canvas", "--width", "--height", "--color"])
        try args.expectPositionals(2...8, usage: VerbCatalog.verb(named: "compare")!.syntax)
        let subjects = try plotSubjects(args)
        let chart = try lineChart(subjects, args, property: nil, reserveRows: CurveMetrics.fields.count - 1 + 2)
        return Outcome(chart + "\n" + TableFormatter.comparison(subjects.map { ($0.label, $0.metrics!) }))
    }

    private func plotSubjects(_ args: ArgumentReader) throws(CommandError) -> [PlotSubject] {
        let duration = try args.number("--duration", Session.durationRange)
        let property = args.flags["--property"]
        var subjects: [PlotSubject] = []
        for token in args.positionals {
            if let (label, animation) = try animated(token) {
                guard let property else {
                    subjects.append(curveSubject(label, animation.curve))
                    continue
                }
                guard let index = animation.columns.firstIndex(of: property.text) else {
                    throw CommandError.syntax(
                        "\(animation.template.name) has no property “\(property.text)”; expected \(animation.columns.joined(separator: ", "))",
                        offset: property.offset, length: property.length)
                }
                let metrics = CurveMetrics(animation.curve)
                subjects.append(PlotSubject(
                    label: label, duration: animation.curve.duration, delay: 0, settleTime: metrics.settleTime,
                    finalValue: animation.values(at: animation.curve.duration, row: 0)[index],
                    cutOff: abs(metrics.endJump) > CurveMetrics.settleTolerance,
                    value: { animation.values(at: $0, row: 0)[index] }, metrics: metrics))
                continue
            }
            if let property {
                throw CommandError.syntax(
                    "--property applies to templates; “\(token.text)” is a timing", offset: property.offset,
                    length: property.length)
            }
            let curve = try curve(try timing(token), duration: duration)
            subjects.append(curveSubject(curve.expression.description, curve))
        }
        return subjects
    }

    private func curveSubject(_ label: String, _ curve: AnimationCurve) -> PlotSubject {
        let metrics = CurveMetrics(curve)
        return PlotSubject(
            label: label, duration: curve.duration, delay: 0, settleTime: metrics.settleTime, finalValue: 1,
            cutOff: abs(metrics.endJump) > CurveMetrics.settleTolerance, value: { curve.progress(at: $0) }, metrics: metrics)
    }

    /// A template at its defaults or a preset reference, with its label; nil for anything else
    /// (a timing). A template name wins over a preset of the same name (which `new` forbids anyway).
    func animated(_ token: Token) throws(CommandError) -> (label: String, animation: TemplateAnimation)? {
        if let template = TemplateCatalog.template(named: token.text) {
            do { return (template.name, try TemplateAnimation(template: template)) } catch { throw CommandError.timing(error) }
        }
        guard token.text.contains("@") || isPresetName(token.text) else { return nil }
        let preset = try resolve(token)
        return (preset.label, try preset.animation())
    }

    /// True when the store has a live preset of this name.
    func isPresetName(_ name: String) -> Bool {
        guard let store, let summary = try? store.preset(named: name) else { return false }
        return !summary.isDeleted
    }

    /// A small overlay of preset curves, for diff.
    func previewChart(_ items: [(String, TemplateAnimation)], _ args: ArgumentReader) throws(CommandError) -> String {
        let subjects = items.map { curveSubject($0.0, $0.1.curve) }
        return try lineChart(subjects, args, property: nil, reserveRows: 0, defaultHeight: 14)
    }

    private func lineChart(
        _ subjects: [PlotSubject], _ args: ArgumentReader, property: String?, reserveRows: Int = 0, defaultHeight: Int? = nil
    ) throws(CommandError) -> String {
        let options = try PlotOptions(args, terminal: terminal, reserveRows: reserveRows, defaultHeight: defaultHeight)
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
            if subject.cutOff {
                markers.append(VerticalMarker(x: subject.duration, label: "cut-off" + tag))
            } else {
                markers.append(VerticalMarker(x: subject.settleTime, label: "settle" + tag))
            }
        }
        let finals = Set(subjects.map(\.finalValue))
        let plot = LinePlot(
            series: series, title: property ?? "progress", xLabel: "time",
            xFormat: .seconds, referenceLines: finals.sorted().map { ReferenceLine(y: $0, label: "target") },
            markers: markers, showsLegend: true)
        return plot.render(width: options.width, height: options.height, canvas: options.canvas, color: options.color)
    }

    private func staggerChart(_ token: Token, _ args: ArgumentReader) throws(CommandError) -> String {
        let rows = try args.integer("--rows", 1...500) ?? 10
        guard let (title, animation) = try animated(token) else {
            throw CommandError.syntax(
                "no template or preset “\(token.text)”; expected a preset reference or one of \(TemplateCatalog.all.map(\.name).joined(separator: ", "))",
                offset: token.offset, length: token.length)
        }
        let options = try PlotOptions(args, terminal: terminal, reserveRows: 0, defaultHeight: nil)
        let items = (0..<rows).map { row in
            TimelineItem(label: "row \(row)", start: animation.delay(row: row), duration: animation.curve.duration)
        }
        let chart = TimelineChart(items: items, title: "\(title): \(rows) rows", xLabel: "time", showsLegend: true)
        return chart.render(width: options.width, height: min(options.height, rows + 6), canvas: options.canvas, color: options.color)
    }
}
