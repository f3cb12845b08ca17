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

extension NameKind {
    /// Throws ``StoreError/invalidName(kind:value:problem:)`` unless `name` follows the rules the
    /// store applies when it creates a name of this kind: a command line checks a name with the
    /// same rules before it looks anything up, so a name that could never exist is refused as typed.
    public func check(_ name: String) throws(StoreError) {
        try InputValidation.check(name: name, as: self)
    }

    /// Throws unless `name` could be the name of something that already exists: the rules of
    /// ``check(_:)`` without those on hidden characters, which came later, so a name an older
    /// release accepted (a zero-width space, a bidi mark) can still be used, renamed or deleted.
    public func checkExisting(_ name: String) throws(StoreError) {
        switch InputValidation.problem(in: name, as: self) {
        case nil, .invisibleCharacter, .bidiControl, .unattachedMark: return
        case let problem?: throw .invalidName(kind: self, value: name, problem: problem)
        }
    }
}
