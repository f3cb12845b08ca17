/// What a saved script drives: a card-scene gesture script or an events script.
public enum ScriptKind: String, Sendable, Equatable, CaseIterable {
    case gesture
    case events
}
