import AnimationCore

/// One step of a gesture script.
public enum GestureStep: Equatable, Sendable {
    /// A tap on the centred card (`collectionView(_:didSelectItemAt:)` → `toggle()`), at an exact
    /// time or right after the previous step.
    case tap(at: Double?)
    /// A vertical drag of `dy` points (negative is up) over `seconds`, the finger moving linearly;
    /// `release` is the vertical velocity in pt/s when it lifts (nil: the drag's own dy/seconds).
    case pan(dy: Double, seconds: Double, release: Double?)
    /// A horizontal swipe of `dx` points (negative is left) over `seconds`: the carousel scrolls
    /// and snaps; the card's pan recognizer refuses it.
    case swipe(dx: Double, seconds: Double)
    /// A tap on the close button.
    case close
    /// Nothing happens for `seconds`.
    case wait(Double)
}

extension GestureStep: CustomStringConvertible {
    public var description: String {
        func n(_ value: Double) -> String { NumberFormat.shortest(value) }
        switch self {
        case .tap(let at): return at.map { "tap at \(n($0))" } ?? "tap"
        case .pan(let dy, let seconds, let release):
            return "pan \(n(dy)) over \(n(seconds))" + (release.map { " release \(n($0))" } ?? "")
        case .swipe(let dx, let seconds): return "swipe \(n(dx)) over \(n(seconds))"
        case .close: return "close"
        case .wait(let seconds): return "wait \(n(seconds))"
        }
    }
}
