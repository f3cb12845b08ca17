import StudioStore

/// A tag's name (`calm`), checked by the store's name rules where it was typed (see
/// ``CheckedName``): a tag may also not be all digits, `draft` or `latest`.
public struct TagName: CheckedName {
    static let kind = NameKind.tag
    public let name: String
    /// The name as typed, for carets on later errors.
    public let source: ArgumentValue

    init(unchecked name: String, source: ArgumentValue) {
        self.name = name
        self.source = source
    }
}
