/// A non-animatable property set inside an animation block or a completion.
public enum BarsChange: Equatable, Sendable {
    case tabBarHidden(Bool)
    case barButton(String)
    case plusEnabled(Bool)
    case plusTintCleared(Bool)
    /// A cross-fade's Done completion: the faded-out tool bar back below the screen, opaque again
    /// (two animatable properties set outside an animation block, so they change at once).
    case toolBarParked

    /// The Swift assignment it stands for: `tabBar.isHidden = true`.
    public var assignment: String {
        switch self {
        case .tabBarHidden(let hidden): "tabBar.isHidden = \(hidden)"
        case .barButton(let title): "leftBarButtonItem = \(title)"
        case .plusEnabled(let enabled): "plusBtn.isEnabled = \(enabled)"
        case .plusTintCleared(let cleared): "plusBtn.tintColor = \(cleared ? ".clear" : "nil")"
        case .toolBarParked: "toolbar.frame.origin.y = screenHeight, toolbar.alpha = 1"
        }
    }

    func apply(to controls: inout BarsControls) {
        switch self {
        case .tabBarHidden(let hidden): controls.tabBarHidden = hidden
        case .barButton(let title): controls.buttonTitle = title
        case .plusEnabled(let enabled): controls.plusEnabled = enabled
        case .plusTintCleared(let cleared): controls.plusTintCleared = cleared
        case .toolBarParked: break
        }
    }
}
