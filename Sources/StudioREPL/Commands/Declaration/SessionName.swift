import StudioStore

/// A preview session's name, checked by the store's name rules where it was typed (see ``CheckedName``).
public struct SessionName: CheckedName {
    static let kind = NameKind.session
    public let name: String
    /// The name as typed, for carets on later errors.
    public let source: ArgumentValue

    init(unchecked name: String, source: ArgumentValue) {
        self.name = name
        self.source = source
    }
}
