/// The two animated properties of the bars scene.
public enum BarsProperty: String, Equatable, Sendable {
    case tabBarAlpha = "tabBar.alpha"
    case toolBarY = "toolBar.frame.origin.y"
    /// Animated only by a reduced-motion cross-fade, which dissolves the tool bar in place.
    case toolBarAlpha = "toolBar.alpha"
}
