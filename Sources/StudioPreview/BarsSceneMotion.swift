import AnimationCore
public import Simulation

/// The WhatsApp-style edit mode as the preview plays it, on a 375 pt wide screen (the sample
/// app's) unless `--screen` gives another: the navigation bar with its large title “CollectionView”, the Edit/Done button and the +
/// button (shown while its tint is not cleared), the grid of seven colour cells, the tool bar with
/// its Action item at its presentation y, and the tab bar on top of it with Favorites and Contacts
/// at its visibility (0 while hidden, else the presentation alpha clamped to 0…1, as
/// ``BarsFrame/tabBarVisibility`` defines it).
public struct BarsSceneMotion: Sendable {
    /// The sample app's screen width (iPhone 8 storyboard, 375 pt).
    public static let sampleScreenWidth = 375.0
    public let result: BarsSceneResult
    /// The screen's width in points (its height is the configuration's).
    public let screenWidth: Double

    public init(configuration: BarsConfiguration, script: BarsEventScript, screenWidth: Double = sampleScreenWidth) {
        result = BarsScene(configuration).run(script)
        self.screenWidth = screenWidth
    }

    public var configuration: BarsConfiguration { result.configuration }

    /// When the scene comes to rest.
    public var end: Double { result.restTime }

    /// Instants where a value may jump or bend: each control change, animation start and end, and
    /// each instant a springy alpha crosses 0 or 1 (the visibility's clamp bends there).
    public var changeTimes: [Double] {
        let animations = result.tabBarAlpha.animations + result.toolBarY.animations + result.toolBarAlpha.animations
        return (result.controls.map(\.time) + animations.flatMap { [$0.start, $0.end] } + clampCrossings()).sorted()
    }

    /// Where the tab bar's presentation alpha crosses 0 or 1 while an animation runs: found on a
    /// 0.1 ms grid over each animation's span (coarser when the spans add up to more than 20 s, so
    /// the search stays under 200,000 evaluations), then bisected.
    func clampCrossings() -> [Double] {
        let property = result.tabBarAlpha
        let total = property.animations.map { $0.end - $0.start }.reduce(0, +)
        let step = max(0.0001, total / 200_000)
        var crossings: [Double] = []
        for animation in property.animations where animation.end > animation.start {
            let steps = max(1, min(200_000, Int(((animation.end - animation.start) / step).rounded(.up))))
            var previous = property.presentation(at: animation.start)
            var before = animation.start
            for step in 1...steps {
                let t = animation.start + (animation.end - animation.start) * Double(step) / Double(steps)
                let value = property.presentation(at: t)
                for level in [0.0, 1.0] where (previous - level) * (value - level) < 0 {
                    var (low, high) = (before, t)
                    for _ in 0..<40 {
                        let middle = (low + high) / 2
                        if (property.presentation(at: middle) - level) * (previous - level) > 0 {
                            low = middle
                        } else {
                            high = middle
                        }
                    }
                    crossings.append(high)
                }
                (previous, before) = (value, t)
            }
        }
        return crossings
    }

    /// The stage: 375 pt (or `--screen`'s width) by the preset's screen height (or `--screen`'s).
    public var screen: MotionDocument.Stage { .init(width: screenWidth, height: configuration.screenHeight) }

    /// The navigation bar, its two buttons, the grid, the tool bar and the tab bar, with keyframes
    /// from 0 to `until` (at least ``end``).
    public func elements(until: Double) -> [MotionElement] {
        let width = screenWidth
        let height = configuration.screenHeight
        let bar = configuration.barHeight
        let last = max(until, end)
        let sampler = KeyframeSampler(tolerances: [
            TableEntranceMotion.tolerance(of: "opacity"), TableEntranceMotion.tolerance(of: "frame.y"),
            TableEntranceMotion.tolerance(of: "opacity")
        ])
        let animations = (result.tabBarAlpha.animations + result.toolBarY.animations + result.toolBarAlpha.animations)
            .map { ($0.start, $0.end) }
        let moves = { (a: Double, b: Double) in animations.contains { $0.0 < b && $0.1 > a } }
        let frames = sampler.keyframes(from: 0, to: last, breaks: changeTimes, moves: moves) { t in
            let frame = result.frame(at: t)
            return [frame.tabBarVisibility, frame.toolBarY, frame.toolBarAlpha]
        }
        // The tool bar's alpha changes only in a reduced-motion cross-fade.
        var toolBar = ["frame.y": frames.map { $0.values[1] }]
        if case .crossFade = configuration.motion { toolBar["opacity"] = frames.map { $0.values[2] } }
        let times = frames.map(\.time)
        let still = MotionElement.Keyframes(times: [0], values: [:])
        var elements = [
            MotionElement(
                kind: "nav-bar", frame: .init(x: 0, y: 0, width: width, height: BarsFrameRenderer.gridTop),
                text: ["CollectionView"], start: nil, keyframes: still),
            MotionElement(
                kind: "bar-button", frame: .init(x: 8, y: 44, width: 64, height: 44), text: ["Edit"], start: nil,
                keyframes: still, textKeyframes: titles()),
            MotionElement(
                kind: "bar-button", frame: .init(x: width - 52, y: 44, width: 44, height: 44), text: ["+"], start: nil,
                keyframes: discrete(until: last) { $0.plusTintCleared ? 0 : 1 })
        ]
        let size = (width - 30) / 2
        for (index, colour) in BarsFrameRenderer.cellColours.enumerated() {
            elements.append(
                MotionElement(
                    kind: "tile",
                    frame: .init(
                        x: 10 + Double(index % 2) * (size + 10),
                        y: BarsFrameRenderer.gridTop + 5 + Double(index / 2) * (size + 10),
                        width: size, height: size),
                    text: [colour], start: nil, keyframes: still, tint: colour))
        }
        elements.append(
            MotionElement(
                kind: "tool-bar", frame: .init(x: 0, y: configuration.toolBarY(.normal), width: width, height: bar),
                text: ["Action"], start: nil,
                keyframes: .init(times: times, values: toolBar)))
        elements.append(
            MotionElement(
                kind: "tab-bar", frame: .init(x: 0, y: height - bar, width: width, height: bar),
                text: ["Favorites", "Contacts"], start: nil,
                keyframes: .init(times: times, values: ["opacity": frames.map { $0.values[0] }])))
        return elements
    }

    /// An opacity that changes only when the controls do: two keyframes at each change.
    func discrete(until last: Double, _ opacity: (BarsControls) -> Double) -> MotionElement.Keyframes {
        var times: [Double] = []
        var values: [Double] = []
        for change in result.controls {
            if let previous = values.last {
                guard opacity(change.controls) != previous else { continue }
                times.append(change.time)
                values.append(previous)
            }
            times.append(change.time)
            values.append(opacity(change.controls))
        }
        times.append(max(last, times.last ?? 0))
        values.append(values.last ?? 1)
        return .init(times: times, values: ["opacity": values])
    }

    /// The Edit/Done button's title from each change of it on.
    func titles() -> [MotionElement.TextKeyframe] {
        var changes: [MotionElement.TextKeyframe] = []
        for change in result.controls where changes.last?.text != [change.controls.buttonTitle] {
            changes.append(.init(time: change.time, text: [change.controls.buttonTitle]))
        }
        return changes
    }

    /// The tool bar's rise from off screen (0) to in place (1) at each keyframe, for the chart.
    public func chart(_ elements: [MotionElement]) -> [[Double]] {
        guard let toolBar = elements.first(where: { $0.kind == "tool-bar" }),
            let ys = toolBar.keyframes.values["frame.y"]
        else { return [] }
        return zip(toolBar.keyframes.times, ys).map {
            [$0, (configuration.screenHeight - $1) / configuration.barHeight]
        }
    }
}
