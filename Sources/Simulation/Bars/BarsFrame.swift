/// The bars scene at one instant: every property the user sees.
public struct BarsFrame: Equatable, Sendable {
    public let time: Double
    public let controls: BarsControls
    /// The tab bar's presentation alpha (a spring may take it outside 0…1).
    public let tabBarAlpha: Double
    /// The tab bar's model alpha.
    public let tabBarModelAlpha: Double
    /// What shows: 0 while hidden, else the presentation alpha clamped to 0…1 (as Core Animation
    /// composites it).
    public let tabBarVisibility: Double
    /// The tool bar's presentation y and model y, in points from the screen's top.
    public let toolBarY: Double
    public let toolBarModelY: Double
    /// The tool bar's alpha as composited (0…1): 1 unless a reduced-motion cross-fade dissolves it.
    public let toolBarAlpha: Double
}
