/// A line chart of one or more series with a frame, ticked axes, dotted
/// reference lines and markers, a legend and a title, rendered to a String.
///
/// `LinePlot` is a plain value: configure it, then call
/// `render(width:height:canvas:color:)` as often as needed. Rendering is
/// pure: no I/O, environment, clock or randomness, so equal inputs give
/// byte-identical output.
///
/// Telling overlaid series apart:
/// - With colour, every series is a solid line in its own colour. A cell
///   two series share shows the union of their dots in the colour of the
///   later series (drawn on top), so a crossing still looks like one.
/// - Without colour, braille and block series are drawn solid, dashed,
///   dotted, long-dashed and dash-dotted by position (cycling after five);
///   shared cells show the union of dots.
/// - ASCII always gives each series its own glyph (`* o x + # @`); in a
///   shared cell the later series' glyph wins.
/// The legend draws each series' sample with exactly these glyphs,
/// patterns and colours. Reference lines and markers are dotted and sit
/// beneath the series: a guide only shows in cells no series touches.
///
/// ```swift
/// let plot = LinePlot(
///     series: [PlotSeries(name: "spring", x: ts, y: ys), PlotSeries(name: "ease", x: ts, y: zs)],
///     xFormat: .seconds,
///     referenceLines: [ReferenceLine(y: 1, label: "target")],
///     markers: [VerticalMarker(x: 0.42, label: "settled")])
/// print(plot.render(width: 80, height: 20, canvas: .braille, color: .ansi))
/// ```
public struct LinePlot: Sendable {
    /// Curves, drawn in order: later series are on top where they overlap.
    public var series: [PlotSeries]
    /// Centred above the frame; empty for none.
    public var title: String
    /// Centred below the x tick labels; empty for none.
    public var xLabel: String
    /// Left of the y tick labels on the middle row; empty for none.
    public var yLabel: String
    /// Explicit x range; nil fits the data and markers exactly.
    public var xRange: ClosedRange<Double>?
    /// Explicit y range; nil fits data and reference lines, widened to
    /// round tick values.
    public var yRange: ClosedRange<Double>?
    public var xFormat: AxisFormat
    public var yFormat: AxisFormat
    /// Horizontal dotted guides (e.g. the target value).
    public var referenceLines: [ReferenceLine]
    /// Vertical dotted guides (e.g. settle times).
    public var markers: [VerticalMarker]
    /// Whether to show the legend below the axis (only when there are series).
    public var showsLegend: Bool

    /// Smallest figure rendered; smaller requests are clamped up to this.
    public static let minimumWidth = 20
    /// Smallest figure height: top border, three plot rows, bottom border
    /// and tick labels.
    public static let minimumHeight = 6
    /// Largest figure rendered, so an absurd request cannot exhaust memory.
    public static let maximumWidth = 2000
    public static let maximumHeight = 1000

    public init(
        series: [PlotSeries] = [],
        title: String = "",
        xLabel: String = "",
        yLabel: String = "",
        xRange: ClosedRange<Double>? = nil,
        yRange: ClosedRange<Double>? = nil,
        xFormat: AxisFormat = .plain,
        yFormat: AxisFormat = .plain,
        referenceLines: [ReferenceLine] = [],
        markers: [VerticalMarker] = [],
        showsLegend: Bool = true
    ) {
        self.series = series
        self.title = title
        self.xLabel = xLabel
        self.yLabel = yLabel
        self.xRange = xRange
        self.yRange = yRange
        self.xFormat = xFormat
        self.yFormat = yFormat
        self.referenceLines = referenceLines
        self.markers = markers
        self.showsLegend = showsLegend
    }

    /// Renders the whole figure into exactly `height` lines of exactly
    /// `width` cells each (title, axes, labels and legend included).
    ///
    /// Sizes are clamped to `minimumWidth`×`minimumHeight` and
    /// `maximumWidth`×`maximumHeight`. Lines are joined with "\n" and there
    /// is no trailing newline, so `print(...)` adds exactly one. With
    /// `.none` the output contains no escape sequences; with colour each
    /// line resets its own colour before it ends.
    public func render(
        width: Int = 80, height: Int = 20, canvas: CanvasKind = .braille, color: ColorMode = .none
    ) -> String {
        let w = min(max(width, Self.minimumWidth), Self.maximumWidth)
        let h = min(max(height, Self.minimumHeight), Self.maximumHeight)
        switch canvas {
        case .braille: return LinePlotRenderer<BrailleCanvas>(plot: self, width: w, height: h, color: color).render()
        case .block: return LinePlotRenderer<BlockCanvas>(plot: self, width: w, height: h, color: color).render()
        case .ascii: return LinePlotRenderer<AsciiCanvas>(plot: self, width: w, height: h, color: color).render()
        }
    }
}
