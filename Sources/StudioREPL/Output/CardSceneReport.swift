public import AnimationCore
public import Simulation
public import TerminalPlot
import TerminalText

/// Text and JSON output of a card scene: the event log, plots of fractionComplete and of the card's
/// properties with the finger-down spans marked, the pitfall notes and a summary. Pure functions of
/// a ``CardSceneResult``; `scene card`, `compare --gesture` and their help call them.
public enum CardSceneReport {
    /// How many instants each plot samples between 0 and the rest time.
    public static let plotSamples = 240

    /// The whole text report; `fit` is the terminal's width, which the event table is fitted to.
    public static func text(
        _ result: CardSceneResult, title: String, width: Int = 80, plotHeight: Int = 14,
        canvas: CanvasKind = .braille, color: ColorMode = .none, fit: Int? = nil
    ) -> String {
        var sections = [title, eventTable(result, width: fit)]
        sections.append(fractionPlot(result, width: width, height: plotHeight, canvas: canvas, color: color))
        sections.append(propertyPlot(result, width: width, height: plotHeight, canvas: canvas, color: color))
        if !result.notes.isEmpty { sections.append(result.notes.map { "note: \($0)" }.joined(separator: "\n")) }
        sections.append(summary(result))
        return sections.joined(separator: "\n\n")
    }

    /// One row per event: time, phase, animator state, fractionComplete, isReversed, completion
    /// position, the cell's state and what the step did; its text columns shortened with `…` to
    /// fit `width` when one is given.
    public static func eventTable(_ result: CardSceneResult, width: Int? = nil) -> String {
        let header = ["t (s)", "phase", "animator", "fraction", "reversed", "position", "state", "detail"]
        let rows = result.events.map { e in
            [
                number(e.time), e.phase, e.animatorState ?? "-", number(e.fractionComplete),
                e.isReversed ? "yes" : "no",
                e.position?.rawValue ?? "-", e.cellState.rawValue, e.detail
            ]
        }
        return table(TextFit.columns([header] + rows, width: width, fixed: [0, 3]))
    }

    /// "at rest at T s, STATE; on screen …", then the choices the simulation made.
    public static func summary(_ result: CardSceneResult) -> String {
        let screen = result.finalScreenExpanded ? "the card fills the screen" : "the card sits in the carousel"
        let agree = (result.finalState == .expanded) == result.finalScreenExpanded ? "" : " (state and screen disagree)"
        return
            "at rest at \(number(result.restTime)) s, state \(result.finalState.rawValue); on screen \(screen)\(agree)\n"
            + "pan samples: \(result.panSamples) at \(NumberFormat.shortest(CardScene.inputRate)) Hz, the finger moving linearly\n"
            + "choices: a pause with scrubsLinearly shows fractionComplete (UIKit swaps the curve for linear); "
            + "a finished animator is inactive and not reversed; animations added mid-flight run from the current state "
            + "over the remaining time"
    }

    /// fractionComplete and progress over time, the finger-down spans marked.
    public static func fractionPlot(
        _ result: CardSceneResult, width: Int, height: Int, canvas: CanvasKind, color: ColorMode
    ) -> String {
        let frames = result.frames(at: sampleTimes(result))
        let plot = LinePlot(
            series: [
                PlotSeries(name: "fractionComplete", x: frames.map(\.time), y: frames.map(\.fractionComplete)),
                PlotSeries(name: "progress", x: frames.map(\.time), y: frames.map(\.progress))
            ],
            title: "fractionComplete and progress", xLabel: "t (s)", xFormat: .seconds,
            markers: fingerMarkers(result))
        return plot.render(width: width, height: height, canvas: canvas, color: color)
    }

    /// The card's frame height and width, corner radius ×10 and alphas ×100 over time (points).
    public static func propertyPlot(
        _ result: CardSceneResult, width: Int, height: Int, canvas: CanvasKind, color: ColorMode
    ) -> String {
        let frames = result.frames(at: sampleTimes(result))
        let times = frames.map(\.time)
        var series = [
            PlotSeries(name: "frame.height", x: times, y: frames.map(\.cardHeight)),
            PlotSeries(name: "frame.width", x: times, y: frames.map(\.cardWidth)),
            PlotSeries(name: "corner-radius×10", x: times, y: frames.map { $0.cornerRadius * 10 }),
            PlotSeries(name: "description alpha×100", x: times, y: frames.map { $0.descriptionAlpha * 100 })
        ]
        if frames.first?.rightCentreX != nil {
            series.append(PlotSeries(name: "right centre.x", x: times, y: frames.map { $0.rightCentreX ?? 0 }))
        }
        let plot = LinePlot(
            series: series, title: "card properties (pt)", xLabel: "t (s)", xFormat: .seconds,
            markers: fingerMarkers(result))
        return plot.render(width: width, height: height, canvas: canvas, color: color)
    }

    /// `--format json`: `events`, and `frames` at `times` when given.
    public static func json(_ result: CardSceneResult, frames times: [Double]?) -> JSONValue {
        var object: [String: JSONValue] = [
            "events": .array(result.events.map(event)),
            "notes": .array(result.notes.map(JSONValue.string)),
            "restTime": .number(result.restTime),
            "finalState": .string(result.finalState.rawValue),
            "fingerDown": .array(
                result.fingerDownSpans.map { .array([.number($0.lowerBound), .number($0.upperBound)]) })
        ]
        if let times { object["frames"] = .array(result.frames(at: times).map(frame)) }
        return .object(object)
    }

    static func event(_ e: CardSceneEvent) -> JSONValue {
        .object([
            "t": .number(e.time), "phase": .string(e.phase), "animator": e.animatorState.map(JSONValue.string) ?? .null,
            "fractionComplete": .number(e.fractionComplete), "isReversed": .bool(e.isReversed),
            "position": e.position.map { .string($0.rawValue) } ?? .null, "state": .string(e.cellState.rawValue),
            "detail": .string(e.detail)
        ])
    }

    static func frame(_ f: CardSceneFrame) -> JSONValue {
        .object([
            "t": .number(f.time), "frame.x": .number(f.cardX), "frame.y": .number(f.cardY),
            "frame.width": .number(f.cardWidth), "frame.height": .number(f.cardHeight),
            "corner-radius": .number(f.cornerRadius), "description.opacity": .number(f.descriptionAlpha),
            "close.opacity": .number(f.closeAlpha),
            "left-neighbour.center-x": f.leftCentreX.map(JSONValue.number) ?? .null,
            "right-neighbour.center-x": f.rightCentreX.map(JSONValue.number) ?? .null,
            "carousel.offset": .number(f.carouselOffset), "fractionComplete": .number(f.fractionComplete),
            "progress": .number(f.progress)
        ])
    }

    static func sampleTimes(_ result: CardSceneResult) -> [Double] {
        let end = max(result.restTime, 0.001)
        return (0...plotSamples).map { end * Double($0) / Double(plotSamples) }
    }

    static func fingerMarkers(_ result: CardSceneResult) -> [VerticalMarker] {
        result.fingerDownSpans.flatMap {
            [VerticalMarker(x: $0.lowerBound, label: "down"), VerticalMarker(x: $0.upperBound, label: "up")]
        }
    }

    /// Rounded to 1e-6 and printed shortest.
    static func number(_ value: Double) -> String { NumberFormat.shortest((value * 1e6).rounded() / 1e6) }

    /// Left-aligned columns two spaces apart, no trailing spaces.
    static func table(_ rows: [[String]]) -> String {
        Columns.render(rows)
    }
}
