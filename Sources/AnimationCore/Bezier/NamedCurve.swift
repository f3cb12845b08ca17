/// The named curves of `UIView.AnimationOptions` and `CAMediaTimingFunctionName`.
///
/// Control points are Core Animation's. `UIView.animate` without a curve option uses
/// ``easeInOut`` (0.42, 0, 0.58, 1), not ``caDefault`` (0.25, 0.1, 0.25, 1), which is the curve of
/// Core Animation's implicit animations.
public enum NamedCurve: String, CaseIterable, Equatable, Hashable, Sendable {
    case linear = "linear"
    case easeIn = "ease-in"
    case easeOut = "ease-out"
    case easeInOut = "ease-in-out"
    case caDefault = "ca-default"

    /// The Bézier the name stands for.
    public var bezier: CubicBezier {
        switch self {
        case .linear: return CubicBezier(0, 0, 1, 1)
        case .easeIn: return CubicBezier(0.42, 0, 1, 1)
        case .easeOut: return CubicBezier(0, 0, 0.58, 1)
        case .easeInOut: return CubicBezier(0.42, 0, 0.58, 1)
        case .caDefault: return CubicBezier(0.25, 0.1, 0.25, 1)
        }
    }

    /// The UIKit and Core Animation spellings, for `convert`.
    public var apiNames: (uiView: String?, mediaTiming: String) {
        switch self {
        case .linear: return (".curveLinear", ".linear")
        case .easeIn: return (".curveEaseIn", ".easeIn")
        case .easeOut: return (".curveEaseOut", ".easeOut")
        case .easeInOut: return (".curveEaseInOut (UIView's default)", ".easeInEaseOut")
        case .caDefault: return (nil, ".default")
        }
    }
}
