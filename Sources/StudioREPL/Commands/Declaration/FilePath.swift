import StudioExchange

/// A file or folder path, checked where it was typed by ``PathRule`` (the rule ``FileAccess`` and
/// ``SafeFileWriter`` apply again before they touch the file system). It keeps where it was typed
/// for carets on later errors.
public struct FilePath: Sendable {
    public let path: String
    public let source: ArgumentValue

    /// The path in `value` when the parser checked it as one; nil otherwise.
    init?(checked value: ArgumentValue) {
        guard case .path = value.typed else { return nil }
        path = value.text
        source = value
    }

    var token: Token { source.token }
}
