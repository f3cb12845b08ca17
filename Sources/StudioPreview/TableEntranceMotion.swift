public import AnimationCore
public import Simulation

/// A table-cell entrance as the preview plays it: the first screen of a table filled from a
/// dataset appears at time 0, the simulator delivers `willDisplay` with the template's policy and
/// stagger, and every animated cell follows the template's tracks from its own start.
///
/// Before its start a cell shows the tracks' values at progress 0 (UIKit sets the initial state in
/// `willDisplay`, then animates after the delay); after its end, the values at progress 1.
public struct TableEntranceMotion: Sendable {
    public let animation: TemplateAnimation
    public let rowHeight: Double
    public let tableWidth: Double
    /// The first screen's `willDisplay` calls, in delivery order.
    public let events: [DisplayEvent]
    /// Each row's label (name and detail), by dataset item.
    public let labels: [(name: String, detail: String)]

    /// Simulates the first screen of a `tableWidth` × `tableHeight` table showing `labels`.
    public init(
        animation: TemplateAnimation, labels: [(name: String, detail: String)], tableWidth: Double, tableHeight: Double
    )
        throws(PreviewError)
    {
        guard let entrance = animation.template.entrance else {
            throw PreviewError(
                "\(animation.template.name) is not a table-cell entrance; the preview plays table entrances")
        }
        let rowHeight = animation.number(.rowHeight) ?? entrance.rowHeight
        let simulator = TableSimulator(
            layout: TableLayout(rowHeight: rowHeight, visibleHeight: tableHeight), policy: entrance.policy,
            stagger: entrance.stagger, delayFactor: animation.delayFactor,
            animationDuration: animation.curve.duration)
        do {
            events = try simulator.run(
                itemCount: labels.count, script: ScrollScript(steps: []), memory: .fresh(itemCount: labels.count)
            ).events
        } catch {
            throw PreviewError(error.message)
        }
        self.animation = animation
        self.rowHeight = rowHeight
        self.tableWidth = tableWidth
        self.labels = labels
    }

    /// When the last cell's animation ends, in seconds from the table's appearance.
    public var end: Double {
        events.compactMap { $0.start.map { $0 + animation.curve.duration } }.max() ?? 0
    }

    /// The allowed keyframe error of a property: half the preview's promise of 0.5 pt and 0.005
    /// opacity. A rotation of 0.05° moves the corner of a 390 pt cell by 0.17 pt.
    public static func tolerance(of property: String) -> Double {
        if property == "opacity" || property.hasSuffix(".opacity") { return 0.0025 }
        if property == "rotation" { return 0.05 }
        if property == "scale" { return 0.001 }
        return 0.25
    }

    /// One `cell` element per first-screen row, with keyframes from 0 to `until` seconds
    /// (at least ``end``, so versions side by side share one clock).
    public func elements(until: Double) -> [MotionElement] {
        let columns = animation.columns
        let sampler = KeyframeSampler(tolerances: columns.map(Self.tolerance(of:)))
        let duration = animation.curve.duration
        let initial = animation.values(atProgress: 0)
        let final = animation.values(atProgress: 1)
        let sceneEnd = max(until, end)
        // Every animated cell runs the same curve from its own start: sample it once, then shift.
        let curveFrames = sampler.keyframes(from: 0, to: duration) { t in
            animation.values(atProgress: animation.curve.progress(at: min(t, duration.nextDown)))
        }
        return events.map { event in
            var frames: [(time: Double, values: [Double])] = []
            if let start = event.start {
                if start > 0 { frames.append((0, initial)) }
                frames += curveFrames.map { (start + $0.time, $0.values) }
                // A spring cut off at its duration jumps to its final value there.
                frames.append((start + duration, final))
            } else {
                frames.append((0, final))
            }
            if frames[frames.count - 1].time < sceneEnd { frames.append((sceneEnd, final)) }
            var values: [String: [Double]] = [:]
            for (index, column) in columns.enumerated() { values[column] = frames.map { $0.values[index] } }
            let label = event.item < labels.count ? labels[event.item] : (name: "row \(event.row)", detail: "")
            return MotionElement(
                kind: "cell",
                frame: .init(x: 0, y: Double(event.row) * rowHeight, width: tableWidth, height: rowHeight),
                text: [label.name, label.detail], start: event.start,
                keyframes: .init(times: frames.map(\.time), values: values))
        }
    }
}
