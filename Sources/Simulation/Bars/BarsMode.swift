/// The view controller's `currentState`: normal (tab bar shown) or edit (tool bar shown).
public enum BarsMode: String, Equatable, Sendable {
    case normal
    case edit
}
