/// What a bars scene replay produced: the log, the two animated properties, the controls over time.
///
/// Values at an instant include everything that ran at that instant (a frame at a tap's time shows
/// the tap's model changes and animations, which start from the old presentation value).
public struct BarsSceneResult: Equatable, Sendable {
    public let configuration: BarsConfiguration
    public let script: BarsEventScript
    public let log: [BarsLogEntry]
    public let tabBarAlpha: AdditiveProperty
    public let toolBarY: AdditiveProperty
    /// 1 throughout unless a reduced-motion cross-fade dissolves the tool bar.
    public let toolBarAlpha: AdditiveProperty
    /// The controls from each change on, in time order, starting at 0.
    public let controls: [BarsControlsChange]
    /// What the user sees go wrong, in time order, and when it came to rest (last); found once.
    public private(set) var notes: [BarsNote] = []

    init(
        configuration: BarsConfiguration, script: BarsEventScript, log: [BarsLogEntry], tabBarAlpha: AdditiveProperty,
        toolBarY: AdditiveProperty, toolBarAlpha: AdditiveProperty, controls: [BarsControlsChange]
    ) {
        self.configuration = configuration
        self.script = script
        self.log = log
        self.tabBarAlpha = tabBarAlpha
        self.toolBarY = toolBarY
        self.toolBarAlpha = toolBarAlpha
        self.controls = controls
        notes = findNotes()
    }

    /// When everything is still: the last tap, animation end or completion.
    public var restTime: Double {
        max(script.events.last?.time ?? 0, tabBarAlpha.end ?? 0, toolBarY.end ?? 0, toolBarAlpha.end ?? 0)
    }

    /// The controls at time t.
    public func controls(at t: Double) -> BarsControls {
        controls.last { $0.time <= t }?.controls ?? controls[0].controls
    }

    /// Every property at time t.
    public func frame(at t: Double) -> BarsFrame {
        let controls = controls(at: t)
        let alpha = tabBarAlpha.presentation(at: t)
        return BarsFrame(
            time: t, controls: controls, tabBarAlpha: alpha, tabBarModelAlpha: tabBarAlpha.model(at: t),
            tabBarVisibility: controls.tabBarHidden ? 0 : min(max(alpha, 0), 1),
            toolBarY: toolBarY.presentation(at: t), toolBarModelY: toolBarY.model(at: t),
            toolBarAlpha: min(max(toolBarAlpha.presentation(at: t), 0), 1))
    }

    public func frames(at times: [Double]) -> [BarsFrame] { times.map(frame(at:)) }

    /// `count` evenly spaced times from 0 to `until` (both included), for plots.
    public func sampleTimes(count: Int, until: Double) -> [Double] {
        let n = max(count, 2)
        return (0..<n).map { until * Double($0) / Double(n - 1) }
    }
}
