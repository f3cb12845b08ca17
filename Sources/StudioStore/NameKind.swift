/// What a validated name belongs to; it picks the wording of errors and
/// whether the extra tag rules apply.
public enum NameKind: String, Sendable, Equatable {
    case preset
    case tag
    case dataset
    /// A preview session; same rules as a dataset name.
    case session
    /// A saved gesture or events script; same rules as a dataset name.
    case script
}
