public import AnimationCore

/// One change a pull, push or resolution makes to the database; a batch of them is applied in one
/// transaction by ``StudioStore/applyLibraryChanges(_:lastCommit:at:)``.
public enum LibraryChange: Sendable, Equatable {
    /// A preset that came from the library: created with its versions, draft at the last one.
    case addPreset(libraryID: String, name: String, template: String, versions: [LibraryVersion], base: LibraryBase)
    /// New versions for the preset with this id (renamed to `name` when it differs); the draft
    /// follows the last one unless it held unsaved changes, which are kept. Clears a conflict.
    case appendVersions(libraryID: String, name: String, versions: [LibraryVersion], base: LibraryBase)
    /// The merge base moves without a new version (both sides agree). Clears a conflict.
    case setBase(libraryID: String, base: LibraryBase?)
    /// A preset deleted in the library: hidden here (soft delete, versions kept), its base cleared.
    case deletePreset(libraryID: String)
    /// Restores a preset deleted here (the remote's edit won over the deletion).
    case restorePreset(libraryID: String)
    /// A preset pushed or pulled for the first time takes its stable id.
    case assignID(presetName: String, libraryID: String)
    /// A preset changed differently on both sides: the remote's side kept until resolved.
    case conflict(libraryID: String, LibraryConflict)
    /// A preset deleted here and in the library, or pushed as deleted: no longer shared.
    case forget(libraryID: String)
    /// Saves (or replaces) the script with the library's text and `savedAt` time, and records
    /// `base` as its merge base. Clears a conflict.
    case saveScript(kind: ScriptKind, name: String, text: String, savedAt: String, base: String)
    /// Deletes the saved script the library deleted, and forgets it.
    case deleteScript(kind: ScriptKind, name: String)
    /// The script's merge base moves (nil: the library has no such file; a script deleted here is
    /// then forgotten). Clears a conflict.
    case setScriptBase(kind: ScriptKind, name: String, base: String?)
    /// A script changed differently on both sides: the library's side kept until resolved.
    case scriptConflict(kind: ScriptKind, name: String, LibraryScriptConflict)
}

/// A version brought in from the library.
public struct LibraryVersion: Sendable, Equatable {
    public var parameters: PresetParameters
    public var message: String?
    /// Who made it; nil for this studio (a merge made here).
    public var author: String?
    public var time: String
    /// The commit it came from.
    public var commit: String

    public init(parameters: PresetParameters, message: String?, author: String?, time: String, commit: String) {
        self.parameters = parameters
        self.message = message
        self.author = author
        self.time = time
        self.commit = commit
    }
}
