/// A non-animatable property set inside an animation block or a completion.
public enum BarsChange: Equatable, Sendable {
    case tabBarHidden(Bool)
    case barButton(String)
    case plusEnabled(Bool)
    case plusTintCleared(Bool)

    /// The Swift assignment it stands for: `tabBar.isHidden = true`.
    public var assignment: String {
        switch self {
        case .tabBarHidden(let hidden): "tabBar.isHidden = \(hidden)"
        case .barButton(let title): "leftBarButtonItem = \(title)"
        case .plusEnabled(let enabled): "plusBtn.isEnabled = \(enabled)"
        case .plusTintCleared(let cleared): "plusBtn.tintColor = \(cleared ? ".clear" : "nil")"
        }
    }

    func apply(to controls: inout BarsControls) {
        switch self {
        case .tabBarHidden(let hidden): controls.tabBarHidden = hidden
        case .barButton(let title): controls.buttonTitle = title
        case .plusEnabled(let enabled): controls.plusEnabled = enabled
        case .plusTintCleared(let cleared): controls.plusTintCleared = cleared
        }
    }
}
