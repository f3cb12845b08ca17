import StudioStore

/// A preset's name (`bounce`), existing or to be made, checked by the store's name rules where it was typed (see ``CheckedName``).
public struct PresetName: CheckedName {
    static let kind = NameKind.preset
    public let name: String
    /// The name as typed, for carets on later errors.
    public let source: ArgumentValue

    init(unchecked name: String, source: ArgumentValue) {
        self.name = name
        self.source = source
    }
}
