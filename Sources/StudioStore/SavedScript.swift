/// A script saved by name: its kind, name, text and when it was saved.
public struct SavedScript: Equatable, Sendable {
    public let kind: ScriptKind
    public let name: String
    public let text: String
    public let createdAt: String

    public init(kind: ScriptKind, name: String, text: String, createdAt: String) {
        self.kind = kind
        self.name = name
        self.text = text
        self.createdAt = createdAt
    }
}
