import StudioTestSupport
import Testing

@testable import TerminalPlot

/// Exact rendered output, stored under Snapshots/. Record with
/// `RECORD_SNAPSHOTS=1 swift test`, then review the files by eye.
@Suite struct SnapshotTests {
    private static func suffix(_ canvas: CanvasKind, _ color: ColorMode) -> String {
        "\(canvas)-\(color == .none ? "plain" : "\(color)")"
    }

    @Test(arguments: CanvasKind.allCases, [ColorMode.none, .ansi])
    func springOverlay(canvas: CanvasKind, color: ColorMode) {
        let text = Fixtures.springOverlay().render(width: 60, height: 16, canvas: canvas, color: color)
        assertSnapshot(text, named: "spring-overlay-\(Self.suffix(canvas, color))")
    }

    @Test(arguments: CanvasKind.allCases)
    func identityLine(canvas: CanvasKind) {
        let plot = LinePlot(series: [Fixtures.identity], title: "y = x", xLabel: "x", yLabel: "y")
        assertSnapshot(plot.render(width: 60, height: 16, canvas: canvas, color: .none), named: "identity-\(canvas)")
    }

    @Test(arguments: CanvasKind.allCases, [ColorMode.none, .ansi])
    func stagger(canvas: CanvasKind, color: ColorMode) {
        let text = Fixtures.stagger().render(width: 60, height: 12, canvas: canvas, color: color)
        assertSnapshot(text, named: "timeline-\(Self.suffix(canvas, color))")
    }

    @Test func brailleOverlayAt80x20() {
        let text = Fixtures.springOverlay().render(width: 80, height: 20, canvas: .braille, color: .none)
        assertSnapshot(text, named: "spring-overlay-braille-plain-80x20")
    }

    @Test func fourSeriesWithoutColorUsePatterns() {
        let curves: [(String, @Sendable (Double) -> Double)] = [
            ("spring", Fixtures.spring),
            ("critical", Fixtures.critical),
            ("linear", { min($0 / 0.8, 1) }),
            ("ease-in", { t in min(t * t / 0.64, 1) })
        ]
        let plot = LinePlot(
            series: curves.map { PlotSeries(name: $0.0, sampling: $0.1, over: 0...1.5, count: 200) },
            xFormat: .seconds, referenceLines: [ReferenceLine(y: 1, label: "target")])
        assertSnapshot(
            plot.render(width: 100, height: 30, canvas: .braille, color: .none), named: "four-series-braille-plain")
        assertSnapshot(
            plot.render(width: 100, height: 30, canvas: .block, color: .none), named: "four-series-block-plain")
    }

    @Test func edgeCases() {
        let plots = [
            LinePlot(series: [PlotSeries(name: "flat", x: [0, 1], y: [1, 1])], title: "flat"),
            LinePlot(series: [PlotSeries(name: "single", x: [0.3], y: [0.7])], title: "single point"),
            LinePlot(series: [PlotSeries(name: "empty", x: [], y: [])], title: "empty"),
            LinePlot(series: [PlotSeries(name: "gap", x: [0, 1, 2, 3, 4], y: [0, 1, .nan, 3, 4])], title: "NaN gap")
        ]
        for canvas in CanvasKind.allCases {
            let text = plots.map { $0.render(width: 40, height: 10, canvas: canvas, color: .none) }.joined(
                separator: "\n\n")
            assertSnapshot(text, named: "edge-cases-\(canvas)")
        }
        assertSnapshot(
            Fixtures.springOverlay().render(width: 5, height: 2, canvas: .braille, color: .none),
            named: "minimum-size-braille")
    }
}
