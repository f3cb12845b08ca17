import AnimationCore

/// Why a `willDisplay` did or did not start the animation.
public enum DisplayReason: String, Sendable {
    /// Policy `always`.
    case always
    /// Policy `once-per-row`: the first time this index path is displayed.
    case newRow = "new-row"
    /// Policy `once-per-item`: the first time this item is displayed.
    case newItem = "new-item"
    /// Policy `first-screen`: the first screen is still animating.
    case firstScreen = "first-screen"
    /// Policy `once-per-row`: this index path already animated (perhaps for another item).
    case rowAnimated = "row-animated"
    /// Policy `once-per-item`: this item already animated.
    case itemAnimated = "item-animated"
    /// Policy `first-screen`: the last cell of the first screen has animated.
    case firstScreenDone = "first-screen-done"

    public var animates: Bool {
        switch self {
        case .always, .newRow, .newItem, .firstScreen: true
        case .rowAnimated, .itemAnimated, .firstScreenDone: false
        }
    }

    /// A short phrase for the events table.
    public var phrase: String {
        switch self {
        case .always: "policy always"
        case .newRow: "row not animated yet"
        case .newItem: "item not animated yet"
        case .firstScreen: "first screen"
        case .rowAnimated: "row already animated"
        case .itemAnimated: "item already animated"
        case .firstScreenDone: "first screen done"
        }
    }
}
