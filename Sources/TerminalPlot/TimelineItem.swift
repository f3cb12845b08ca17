/// One row of a timeline: something that waits `start` and then is active
/// for `duration` (e.g. one cell of a staggered animation).
public struct TimelineItem: Sendable {
    /// Row label, left of the frame.
    public var label: String
    /// When the active period begins; the time before it is drawn as delay.
    public var start: Double
    /// Length of the active period (0 still draws a one-dot mark).
    public var duration: Double
    /// Colour of the active bar; nil uses the first palette colour.
    public var color: PlotColor?
    /// When the wait before `start` began (a cell's willDisplay); nil draws the delay from the
    /// chart's first instant.
    public var waitsFrom: Double?

    public init(label: String, start: Double, duration: Double, color: PlotColor? = nil, waitsFrom: Double? = nil) {
        self.label = label
        self.start = start
        self.duration = duration
        self.color = color
        self.waitsFrom = waitsFrom
    }

    /// When the active period ends.
    public var end: Double { start + duration }

    /// `count` items where item i starts at `i × delay` and lasts
    /// `duration`: the classic staggered-cells pattern.
    public static func staggered(
        count: Int, delay: Double, duration: Double, label: (Int) -> String = { "cell \($0)" }
    ) -> [TimelineItem] {
        (0..<max(0, count)).map { i in
            TimelineItem(label: label(i), start: Double(i) * delay, duration: duration)
        }
    }
}
