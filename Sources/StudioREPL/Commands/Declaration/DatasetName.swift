import StudioStore

/// A dataset's name (`demo-team`), checked by the store's name rules where it was typed (see ``CheckedName``).
public struct DatasetName: CheckedName {
    static let kind = NameKind.dataset
    public let name: String
    /// The name as typed, for carets on later errors.
    public let source: ArgumentValue

    init(unchecked name: String, source: ArgumentValue) {
        self.name = name
        self.source = source
    }
}
