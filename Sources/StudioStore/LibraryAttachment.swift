/// The team library this studio is attached to (`library init`): its Git working copy and what the
/// database last took in from it.
public struct LibraryAttachment: Sendable, Equatable, Hashable {
    /// The working copy's folder, absolute.
    public var workingCopy: String
    /// The remote as `git` names it (a path, an ssh or https URL), or empty for a folder without one.
    public var remote: String
    /// The branch pushed to and pulled from.
    public var branch: String
    /// The name written as the author of this studio's versions.
    public var author: String
    /// The commit whose files the database last took in; nil before the first pull or push.
    public var lastCommit: String?
    /// When `library init` attached it.
    public var attachedAt: String

    public init(
        workingCopy: String, remote: String, branch: String, author: String, lastCommit: String?, attachedAt: String
    ) {
        self.workingCopy = workingCopy
        self.remote = remote
        self.branch = branch
        self.author = author
        self.lastCommit = lastCommit
        self.attachedAt = attachedAt
    }
}
