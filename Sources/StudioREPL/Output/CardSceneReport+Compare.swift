import AnimationCore
public import Simulation
public import TerminalPlot

extension CardSceneReport {
    /// `compare A B --gesture …`: two versions under the same gesture, fractionComplete and frame
    /// height overlaid over a shared time axis, each one's rest time marked and listed.
    public static func compare(
        _ first: (name: String, result: CardSceneResult), _ second: (name: String, result: CardSceneResult),
        width: Int = 80, plotHeight: Int = 14, canvas: CanvasKind = .braille, color: ColorMode = .none
    ) -> String {
        let end = max(first.result.restTime, second.result.restTime, 0.001)
        let times = (0...plotSamples).map { end * Double($0) / Double(plotSamples) }
        let a = first.result.frames(at: times)
        let b = second.result.frames(at: times)
        let markers =
            fingerMarkers(first.result) + [
                VerticalMarker(x: first.result.restTime, label: "\(first.name) rests"),
                VerticalMarker(x: second.result.restTime, label: "\(second.name) rests")
            ]
        let fractions = LinePlot(
            series: [
                PlotSeries(name: first.name, x: times, y: a.map(\.fractionComplete)),
                PlotSeries(name: second.name, x: times, y: b.map(\.fractionComplete))
            ],
            title: "fractionComplete", xLabel: "t (s)", xFormat: .seconds, markers: markers)
        let heights = LinePlot(
            series: [
                PlotSeries(name: first.name, x: times, y: a.map(\.cardHeight)),
                PlotSeries(name: second.name, x: times, y: b.map(\.cardHeight))
            ],
            title: "frame.height (pt)", xLabel: "t (s)", xFormat: .seconds, markers: markers)
        let rests = table([
            ["version", "at rest (s)", "state", "on screen"],
            [
                first.name, number(first.result.restTime), first.result.finalState.rawValue,
                first.result.finalScreenExpanded ? "expanded" : "collapsed"
            ],
            [
                second.name, number(second.result.restTime), second.result.finalState.rawValue,
                second.result.finalScreenExpanded ? "expanded" : "collapsed"
            ]
        ])
        return [
            fractions.render(width: width, height: plotHeight, canvas: canvas, color: color),
            heights.render(width: width, height: plotHeight, canvas: canvas, color: color),
            rests
        ].joined(separator: "\n\n")
    }
}
