import StudioStore

/// A saved gesture's or events script's name, checked by the store's name rules where it was typed (see ``CheckedName``).
public struct ScriptName: CheckedName {
    static let kind = NameKind.script
    public let name: String
    /// The name as typed, for carets on later errors.
    public let source: ArgumentValue

    init(unchecked name: String, source: ArgumentValue) {
        self.name = name
        self.source = source
    }
}
