/// Everything of the bars scene that is not animated: it changes when an animation block or a
/// completion runs, never in between.
public struct BarsControls: Equatable, Sendable {
    public var mode: BarsMode = .normal
    /// `tabBar.isHidden`.
    public var tabBarHidden = false
    /// The navigation bar's left button: "Edit" or "Done".
    public var buttonTitle = "Edit"
    /// The + button's `isEnabled`.
    public var plusEnabled = true
    /// The + button's tint: nil (the default tint) or `UIColor.clear` (invisible).
    public var plusTintCleared = false

    public init() {}
}
