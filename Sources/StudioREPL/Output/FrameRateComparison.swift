import AnimationCore
import TerminalPlot

/// `compare CURVE --fps 60,120`: one curve as the frame sequences displays at 2 to 4 rates show.
/// The chart overlays the sequences as held steps (a frame's value holds until the next vsync);
/// the table puts them side by side, one row per vsync of any rate (`·` where a rate has no new
/// frame and still shows its last one), then each rate's largest jump between two of its frames,
/// with a note where it skips more than ``DisplayFrames/jumpLimit`` of the travel.
struct FrameRateComparison {
    let label: String
    let curve: AnimationCurve
    let displays: [DisplayFrames]

    /// The frames of one display: its vsync times through the one showing the curve at rest.
    func frames(_ display: DisplayFrames) -> [(time: Double, progress: Double)] {
        display.times(through: curve.duration).map { ($0, curve.progress(at: $0)) }
    }

    /// Every vsync time of every display, in order, equal times once (frame k of rate r is k / r).
    var rows: [Double] {
        var times = displays.flatMap { display(times: $0) }.sorted()
        times = times.reduce(into: []) { kept, time in
            if let last = kept.last, abs(last - time) < 1e-9 { return }
            kept.append(time)
        }
        return times
    }

    private func display(times display: DisplayFrames) -> [Double] { display.times(through: curve.duration) }

    /// The overlay: each display's frames as steps held until its next vsync, named by their rate
    /// (the curve is named under the table, so a long name never pushes a rate out of the legend).
    func chart(options: PlotOptions) -> String {
        let end = displays.map { display(times: $0).last ?? 0 }.max() ?? curve.duration
        let series = displays.map { display in
            var xs: [Double] = []
            var ys: [Double] = []
            let frames = frames(display)
            for (index, frame) in frames.enumerated() {
                let next = index + 1 < frames.count ? frames[index + 1].time : end
                xs += [frame.time, next]
                ys += [frame.progress, frame.progress]
            }
            return PlotSeries(name: "\(display.rate) Hz", x: xs, y: ys)
        }
        let plot = LinePlot(
            series: series, title: "progress, frame by frame", xLabel: "time", xFormat: .seconds,
            referenceLines: [ReferenceLine(y: 1, label: "target")], markers: [], showsLegend: true)
        return plot.render(width: options.width, height: options.height, canvas: options.canvas, color: options.color)
    }

    /// Each display's largest jump between two of its frames.
    var jumps: [FrameJump] { displays.map { FrameJump(curve, frames: $0) } }

    /// `compare --fps --format json`: the timing and its duration (with the preset or template
    /// compared, when one was), the rates in the order given, and under each rate its frames
    /// (`frame`, `t`, `progress`, as `sample --fps` names them; `t` is the vsync time k / rate, the
    /// same number as a jump's `from` and `to`) and its largest jump (as `metrics` gives it).
    func json(reference: String?, reduceMotion: Bool) -> JSONValue {
        var object: [String: JSONValue] = [
            "timing": .string(curve.expression.description), "duration": .number(curve.duration),
            "reduceMotion": .bool(reduceMotion), "fps": .array(displays.map { .number(Double($0.rate)) }),
            "frameJumps": .object(FrameJumpReport.json(jumps, travel: nil))
        ]
        if let reference { object["reference"] = .string(reference) }
        var frames: [String: JSONValue] = [:]
        for display in displays {
            frames[String(display.rate)] = .array(
                self.frames(display).enumerated().map { index, frame in
                    .object([
                        "frame": .number(Double(index)), "t": .number(frame.time), "progress": .number(frame.progress)
                    ])
                })
        }
        object["frames"] = .object(frames)
        return .object(object)
    }

    /// The frames side by side, then the largest jump of each display and its notes.
    func table(width: Int?) -> String {
        let headers = ["t (s)"] + displays.map { "\($0.rate) Hz" }
        var table = [headers]
        for time in rows {
            let cells = displays.map { display -> String in
                let frame = (time * Double(display.rate)).rounded()
                guard abs(frame / Double(display.rate) - time) < 1e-9 else { return "·" }
                return NumberFormat.fixed(curve.progress(at: time), 4)
            }
            table.append([NumberFormat.fixed(time, 4)] + cells)
        }
        let jumps = self.jumps
        table.append(
            ["largest jump"] + jumps.map { NumberFormat.fixed($0.share * 100, 1) + " %" })
        table.append(
            ["between (s)"] + jumps.map { "\(NumberFormat.fixed($0.from, 4))–\(NumberFormat.fixed($0.to, 4))" })
        var lines = [Columns.render(table, rightAligned: Set(1..<headers.count), width: width)]
        lines.append("·: no new frame at that time; the display still shows its last one")
        for jump in jumps where jump.skips {
            lines.append(
                "note: a \(jump.rate) Hz frame skips more than \(FrameJumpReport.limit(jump.rate)) of the travel "
                    + "(\(NumberFormat.fixed(jump.share * 100, 1)) % between \(NumberFormat.fixed(jump.from, 4)) "
                    + "and \(NumberFormat.fixed(jump.to, 4)) s)")
        }
        lines.append("curve: \(label)")
        return lines.joined(separator: "\n")
    }
}
