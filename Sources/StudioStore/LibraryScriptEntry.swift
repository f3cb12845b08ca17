/// One saved gesture or events script as the team library sees it: the studio's text (nil when
/// deleted here after it was shared), the merge base and a pending conflict. Saved scripts cannot
/// be renamed, so kind and name are the identity a file in the library carries.
public struct LibraryScriptEntry: Sendable, Equatable {
    public var kind: ScriptKind
    public var name: String
    /// The studio's saved text and when it was saved; nil when there is none here.
    public var text: String?
    public var savedAt: String?
    /// The canonical file's text as last taken in; nil when the library had none.
    public var baseDocument: String?
    /// A pull's conflict waiting for `library resolve`.
    public var conflict: LibraryScriptConflict?

    public init(
        kind: ScriptKind, name: String, text: String?, savedAt: String?, baseDocument: String?,
        conflict: LibraryScriptConflict?
    ) {
        self.kind = kind
        self.name = name
        self.text = text
        self.savedAt = savedAt
        self.baseDocument = baseDocument
        self.conflict = conflict
    }
}

/// A script changed differently here and in the library, kept until resolved.
public struct LibraryScriptConflict: Sendable, Equatable {
    /// The library's file text; nil when the library deleted the script.
    public var theirsDocument: String?
    /// The commit the library's side came from.
    public var theirsCommit: String

    public init(theirsDocument: String?, theirsCommit: String) {
        self.theirsDocument = theirsDocument
        self.theirsCommit = theirsCommit
    }
}
