/// A Gantt-style chart: one row per item with a delay segment and an
/// active bar on a shared, ticked time axis.
///
/// ```swift
/// let chart = TimelineChart(items: TimelineItem.staggered(count: 6, delay: 0.05, duration: 0.3))
/// print(chart.render(width: 60, height: 12, canvas: .block, color: .ansi))
/// ```
///
/// Bars use half-cell resolution on braille (⡇⢸⣿) and block (▌▐█)
/// canvases and whole cells in ASCII (`=`); delays are `·`, `░` and `.`.
public struct TimelineChart: Sendable {
    public var items: [TimelineItem]
    /// Centred above the frame; empty for none.
    public var title: String
    /// Centred below the time tick labels; empty for none.
    public var xLabel: String
    /// Explicit time range; nil spans from min(0, first start) to the last end.
    public var timeRange: ClosedRange<Double>?
    public var timeFormat: AxisFormat
    /// Whether to explain the delay and active glyphs below the axis.
    public var showsLegend: Bool

    /// Smallest figure rendered; smaller requests are clamped up to this.
    public static let minimumWidth = 20
    public static let minimumHeight = 6
    public static let maximumWidth = 2000
    public static let maximumHeight = 1000

    public init(
        items: [TimelineItem],
        title: String = "",
        xLabel: String = "",
        timeRange: ClosedRange<Double>? = nil,
        timeFormat: AxisFormat = .seconds,
        showsLegend: Bool = true
    ) {
        self.items = items
        self.title = title
        self.xLabel = xLabel
        self.timeRange = timeRange
        self.timeFormat = timeFormat
        self.showsLegend = showsLegend
    }

    /// Renders the chart into exactly `height` lines of exactly `width`
    /// cells, joined by "\n" with no trailing newline.
    ///
    /// The chart takes the rows it needs from the top; remaining rows are
    /// blank. Items that do not fit are summarised in a final "+N more"
    /// row. Sizes are clamped like `LinePlot.render`.
    public func render(
        width: Int = 80, height: Int = 20, canvas: CanvasKind = .braille, color: ColorMode = .none
    ) -> String {
        let w = min(max(width, Self.minimumWidth), Self.maximumWidth)
        let h = min(max(height, Self.minimumHeight), Self.maximumHeight)
        return TimelineRenderer(chart: self, width: w, height: h, kind: canvas).render().render(color: color)
    }
}
