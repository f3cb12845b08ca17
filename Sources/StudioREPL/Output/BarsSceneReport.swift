import AnimationCore
public import Simulation
public import TerminalPlot
import TerminalText

/// The text of `scene bars` and `play` for the bars scene: heading, event log, plots, notes, frames.
///
/// Pure: a replayed ``BarsSceneResult`` in, text out. Times print with millisecond precision
/// (`0.200s`); JSON (``json(frames:)``) carries the exact values.
public struct BarsSceneReport: Sendable {
    /// What ran, e.g. `toolbar-swap@2`; sanitized before printing.
    public let label: String
    public let result: BarsSceneResult

    /// Samples per plotted curve, besides the exact times of every change.
    static let samples = 400

    public init(label: String, result: BarsSceneResult) {
        self.label = label
        self.result = result
    }

    /// `toolbar-swap@2 · events “edit at 0, done at 0.1” · 0.2 s ease-in-out · screen 812 pt · bars 49 pt · completion guard off`
    public var heading: String {
        let c = result.configuration
        return [
            TerminalText.sanitized(label), "events “\(result.script)”",
            "\(NumberFormat.derived(c.curve.duration)) s \(c.timing)",
            "screen \(NumberFormat.shortest(c.screenHeight)) pt", "bars \(NumberFormat.shortest(c.barHeight)) pt",
            "completion guard \(c.completionGuard ? "on" : "off")"
        ].joined(separator: " · ")
    }

    /// One line per log entry: the time (blank when it repeats the line above) and what happened.
    public var eventLog: String {
        var lines: [String] = []
        var last: Double?
        for entry in result.log {
            let time = entry.time == last ? String(repeating: " ", count: 7) : Self.seconds(entry.time)
            lines.append("\(Self.padded(time, 7))  \(entry.description)")
            last = entry.time
        }
        return lines.isEmpty ? "no taps: nothing happened" : lines.joined(separator: "\n")
    }

    /// The notes, each on a `note:` line, the rest line last.
    public var noteLines: [String] {
        result.notes.map { note in
            if case .rest = note { return note.description }
            return "note: " + note.description
        }
    }

    /// Until when the plots run: the rest time plus a tenth of a duration, so the end shows.
    var plotEnd: Double { result.restTime + result.configuration.curve.duration / 10 }

    /// Sample times: evenly spaced, plus each control change and the instant before it, so a
    /// step (the tab bar hidden) is drawn as a step.
    func sampleTimes(until end: Double) -> [Double] {
        var times = result.sampleTimes(count: Self.samples, until: end)
        for change in result.controls where change.time > 0 && change.time < end {
            times += [change.time.nextDown, change.time]
        }
        return times.sorted()
    }

    /// Markers at each handled tap.
    var tapMarkers: [VerticalMarker] {
        result.log.compactMap { entry in
            guard case .handled(let time, let tap, _, _) = entry else { return nil }
            return VerticalMarker(x: time, label: tap.rawValue)
        }
    }

    /// The tab bar's presentation alpha and what shows (0 while hidden) over time.
    public func tabBarPlot(width: Int, height: Int, canvas: CanvasKind, color: ColorMode) -> String {
        let times = sampleTimes(until: plotEnd)
        let frames = result.frames(at: times)
        let plot = LinePlot(
            series: [
                PlotSeries(name: "alpha (presentation)", x: times, y: frames.map(\.tabBarAlpha)),
                PlotSeries(name: "visible (0 while hidden)", x: times, y: frames.map(\.tabBarVisibility))
            ],
            title: "tab bar", xLabel: "time", xRange: 0...plotEnd, xFormat: .seconds, markers: tapMarkers)
        return plot.render(width: width, height: height, canvas: canvas, color: color)
    }

    /// The tool bar's presentation y (points from the screen's top: smaller is higher).
    public func toolBarPlot(width: Int, height: Int, canvas: CanvasKind, color: ColorMode) -> String {
        let times = sampleTimes(until: plotEnd)
        let c = result.configuration
        let ys = result.frames(at: times).map(\.toolBarY)
        let plot = LinePlot(
            series: [PlotSeries(name: "tool bar y", x: times, y: ys)],
            title: Self.toolBarTitle, xLabel: "time", xRange: 0...plotEnd, yRange: Self.toolBarRange(ys, c),
            xFormat: .seconds,
            referenceLines: [
                ReferenceLine(y: c.toolBarY(.normal), label: "off screen"),
                ReferenceLine(y: c.toolBarY(.edit), label: "raised")
            ],
            markers: tapMarkers)
        return plot.render(width: width, height: height, canvas: canvas, color: color)
    }

    /// Heading, event log, the two plots (each `plotHeight` tall) and the notes.
    public func text(width: Int, plotHeight: Int, canvas: CanvasKind, color: ColorMode) -> String {
        [
            heading, eventLog, tabBarPlot(width: width, height: plotHeight, canvas: canvas, color: color),
            toolBarPlot(width: width, height: plotHeight, canvas: canvas, color: color)
        ].joined(separator: "\n") + "\n" + noteLines.joined(separator: "\n")
    }

    /// One `play` frame: a caption line, then the bottom of the screen.
    public func playFrame(at time: Double, renderer: BarsFrameRenderer) -> String {
        let frame = result.frame(at: time)
        return caption(frame) + "\n" + renderer.render(frame, configuration: result.configuration)
    }

    /// `toolbar-swap · t = 0.150s of 0.300s · state normal · Edit · + enabled · tab bar alpha 0.258 · tool bar y 775.7`
    public func caption(_ frame: BarsFrame) -> String {
        let c = frame.controls
        // Core Animation draws opacity clamped to 0…1: show the drawn alpha, and the presentation
        // value beside it when a spring takes it outside.
        let drawn = min(max(frame.tabBarAlpha, 0), 1)
        let alpha =
            NumberFormat.fixed(drawn, 3)
            + (drawn == frame.tabBarAlpha || frame.tabBarAlpha.isNaN
                ? "" : " drawn (presentation \(NumberFormat.fixed(frame.tabBarAlpha, 3)))")
        let tabBar = c.tabBarHidden ? "tab bar hidden (alpha \(alpha))" : "tab bar alpha \(alpha)"
        return [
            TerminalText.sanitized(label), "t = \(Self.seconds(frame.time)) of \(Self.seconds(result.restTime))",
            "state \(c.mode.rawValue)", c.buttonTitle, "+ \(c.plusEnabled ? "enabled" : "disabled")", tabBar,
            "tool bar y \(NumberFormat.fixed(frame.toolBarY, 1))"
                + (result.configuration.motion == .full ? "" : " alpha \(NumberFormat.fixed(frame.toolBarAlpha, 3))")
        ].joined(separator: " · ")
    }

    static let toolBarTitle = "tool bar y (pt; smaller is higher)"

    /// From a little above the raised place to a little below the screen, widened to any overshoot.
    static func toolBarRange(_ ys: [Double], _ c: BarsConfiguration) -> ClosedRange<Double> {
        let margin = c.barHeight / 10
        let finite = ys.filter(\.isFinite)
        return
            (min(finite.min() ?? c.toolBarY(.edit), c.toolBarY(.edit)) - margin)...(max(
                finite.max() ?? c.toolBarY(.normal), c.toolBarY(.normal)) + margin)
    }

    static func seconds(_ value: Double) -> String { NumberFormat.fixed(value, 3) + "s" }

    static func padded(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
