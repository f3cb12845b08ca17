/// A vertical guide at a fixed x value, such as a settle time or cut-off.
///
/// Drawn dotted and beneath the series, with a tick on the top border and
/// its label in a row above the frame.
public struct VerticalMarker: Sendable {
    public var x: Double
    /// Short label shown above the frame; empty for none.
    public var label: String
    public var color: PlotColor

    public init(x: Double, label: String = "", color: PlotColor = .guide) {
        self.x = x
        self.label = label
        self.color = color
    }
}
