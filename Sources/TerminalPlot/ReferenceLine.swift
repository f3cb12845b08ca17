/// A horizontal guide at a fixed y value, such as an animation's target.
///
/// Drawn dotted and beneath the series (a curve always wins a shared
/// cell), with its label right of the frame on the line's row.
public struct ReferenceLine: Sendable {
    public var y: Double
    /// Short label shown right of the frame; empty for none.
    public var label: String
    public var color: PlotColor

    public init(y: Double, label: String = "", color: PlotColor = .guide) {
        self.y = y
        self.label = label
        self.color = color
    }
}
