import TerminalText

/// Everything that can go wrong in the studio's storage, as values the
/// caller can match on and a one-line ``message`` it can print as is.
///
/// Messages are lowercase, name the offending value, and say what is allowed.
/// They never contain SQL or SQL arguments. Values are quoted “…”; the
/// printer makes control characters visible.
///
/// The store does not pick exit codes; the caller maps the opening errors
/// (``cannotOpen(path:reason:)``, ``cannotCreate(path:reason:)``, ``notADatabase(path:reason:)``,
/// ``newerSchema(path:found:known:)``) to exit code 2.
public enum StoreError: Error, Equatable, Sendable {
    // MARK: Opening

    /// The file or one of its parent folders cannot be created or opened.
    case cannotOpen(path: String, reason: String)
    /// A new database could not be made whole (nothing is left under its name).
    case cannotCreate(path: String, reason: String)
    /// The file exists but is not an SQLite database, or not animstudio's.
    case notADatabase(path: String, reason: String)
    /// The database has applied migrations this build does not know.
    case newerSchema(path: String, found: String, known: String)

    // MARK: Input

    /// A preset, tag, dataset or session name breaks the naming rules.
    case invalidName(kind: NameKind, value: String, problem: NameProblem)
    /// A timestamp is not of the form `2026-11-22T10:15:30.123Z`.
    case invalidTime(String)
    /// A version message is longer than ``StudioStore/messageLimit``.
    case messageTooLong(length: Int)
    /// Parameters that break the studio's rules, for the draft or version `reference` (`bounce@draft`).
    case invalidParameters(reference: String, reason: String)

    // MARK: Presets

    /// No preset, live or deleted, has this name.
    case presetNotFound(String)
    /// A reference names no preset; `similar` holds the closest live names (at most three).
    case referenceNotFound(name: String, similar: [String])
    /// A reference's `@…` is neither a version number, `draft`, `latest` nor one of the preset's tags.
    case versionOrTagNotFound(preset: String, selector: String)
    /// The name is taken; `deleted` tells whether the holder is hidden.
    case presetExists(String, deleted: Bool)
    /// The preset is soft-deleted, so it must be restored before use.
    case presetDeleted(String)
    /// `deletePreset` on a preset that is already deleted.
    case presetAlreadyDeleted(String)
    /// `restorePreset` on a preset that is not deleted.
    case presetNotDeleted(String)
    /// `deletePreset` without force on a preset that `users` play as their reduced-motion variant.
    case presetPlayedAsVariant(String, users: [String])
    /// The version number is outside 1...latest.
    case versionNotFound(preset: String, number: Int, latest: Int)
    /// The draft equals the latest version, so a commit would add nothing.
    case nothingToCommit(preset: String, version: Int)
    /// The draft is at the oldest state kept in its history.
    case nothingToUndo(preset: String)
    /// The draft is at the newest state of its history.
    case nothingToRedo(preset: String)
    /// The draft no longer holds the revision a change was based on (another studio, tab or
    /// process changed it since); nothing was written.
    case draftChanged(preset: String, basedOn: String, current: String)
    /// An import's version numbers are not exactly 1...N.
    case versionNumbersNotContiguous(preset: String, numbers: [Int])
    /// The tag already names another version and `force` was not given.
    case tagTaken(tag: String, preset: String, version: Int)
    /// The preset has no tag with this name.
    case tagNotFound(tag: String, preset: String)
    /// An imported tag points at a version the import does not contain.
    case tagTargetMissing(tag: String, preset: String, version: Int, latest: Int)

    // MARK: Datasets

    /// No dataset has this name.
    case datasetNotFound(String)
    /// A dataset with this name already exists.
    case datasetExists(String)

    // MARK: Preview sessions

    /// No preview session has this name.
    case sessionNotFound(String)
    /// A preview session with this name already exists.
    case sessionExists(String)
    /// A run handed to `recordRun` holds a value the store cannot record; nothing was written.
    /// The text names the cell and value and says what is allowed.
    case invalidRun(String)

    // MARK: Saved scripts

    /// No saved script of this kind has this name.
    case scriptNotFound(kind: ScriptKind, name: String)
    /// A script of this kind already has this name and `replacing` was not given.
    case scriptExists(kind: ScriptKind, name: String)
    /// The script text is empty or longer than ``StudioStore/scriptLimit`` characters.
    case invalidScript(kind: ScriptKind, length: Int)

    // MARK: Team library

    /// A `library` verb on a studio that `library init` never attached.
    case libraryNotAttached
    /// A library change names a preset id the database does not know.
    case libraryPresetNotFound(id: String)

    // MARK: Storage

    /// Another process held the write lock longer than the busy timeout.
    case busy
    /// The database cannot be written (its file's or folder's permissions, a read-only disk).
    case readOnly
    /// SQLite reported an unexpected failure; `reason` is its message.
    case storage(reason: String)
    /// The rows handed to an import could not be produced (a bad record in the file); nothing was written.
    case rowSource(String)

    /// True for the errors that mean the database file itself could not be
    /// used (the caller exits with code 2 for these).
    public var isOpeningFailure: Bool {
        switch self {
        case .cannotOpen, .cannotCreate, .notADatabase, .newerSchema: true
        default: false
        }
    }

    /// True for the errors of a name or reference that names nothing usable: no such preset,
    /// version, tag, dataset, session or script, or a deleted preset (a caret belongs under it).
    public var isReferenceError: Bool {
        switch self {
        case .referenceNotFound, .versionOrTagNotFound, .presetNotFound, .versionNotFound, .presetDeleted,
            .tagNotFound, .datasetNotFound, .sessionNotFound, .scriptNotFound:
            true
        default: false
        }
    }

    /// One lowercase line naming what was wrong, the value, and what is allowed.
    public var message: String {
        switch self {
        case .cannotOpen(let path, let reason):
            "cannot open database at \(quoted(path)): \(reason)"
        case .cannotCreate(let path, let reason):
            "cannot create database at \(quoted(path)): \(reason)"
        case .notADatabase(let path, let reason):
            "\(quoted(path)) is not an animstudio database (\(reason))"
        case .newerSchema(let path, let found, let known):
            "the database at \(quoted(path)) was written by a newer animstudio (schema \(found)); "
                + "this version knows up to \(known)"
        case .invalidName(let kind, let value, let problem):
            problem.message(kind: kind, value: value)
        case .invalidTime(let value):
            "time \(quoted(value)) is not an iso-8601 utc timestamp of the form 2026-11-22T10:15:30.123Z"
        case .messageTooLong(let length):
            "version message is \(length) characters long; the limit is \(StudioStore.messageLimit)"
        case .presetNotFound(let name):
            "no preset named \(quoted(name))"
        case .referenceNotFound(let name, let similar):
            "no preset named \(quoted(name))"
                + (similar.isEmpty ? "" : "; did you mean " + similar.map(quoted).joined(separator: " or ") + "?")
        case .versionOrTagNotFound(let preset, let selector):
            "\(TerminalText.sanitized(preset)) has no version or tag \(quoted(selector)); use a number, draft or a tag"
        case .presetExists(let name, deleted: false):
            "preset \(quoted(name)) already exists"
        case .presetExists(let name, deleted: true):
            "preset \(quoted(name)) already exists but is deleted; restore it or choose another name"
        case .presetDeleted(let name):
            "preset \(quoted(name)) is deleted; restore it first"
        case .presetAlreadyDeleted(let name):
            "preset \(quoted(name)) is already deleted"
        case .presetNotDeleted(let name):
            "preset \(quoted(name)) is not deleted; only deleted presets can be restored"
        case .presetPlayedAsVariant(let name, let users):
            "\(quoted(name)) is the reduced-motion variant of \(users.map(quoted).joined(separator: ", ")) "
                + "(preset(name: \(TerminalText.sanitized(name)))); set another reduced-motion on \(users.count == 1 ? "it" : "them") "
                + "first, or use delete --force (the variant then fails until \(TerminalText.sanitized(name)) is restored)"
        case .versionNotFound(let preset, let number, let latest):
            "version \(number) of \(quoted(preset)) does not exist (latest is \(latest))"
        case .nothingToCommit(let preset, let version):
            "nothing to commit: the draft equals \(preset)@\(version)"
        case .nothingToUndo(let preset):
            "nothing to undo: the draft of \(quoted(preset)) is at its oldest kept state"
        case .draftChanged(let preset, let basedOn, let current):
            "the draft of \(quoted(preset)) changed since revision \(basedOn) (it is now \(current)); nothing was written"
        case .nothingToRedo(let preset):
            "nothing to redo: the draft of \(quoted(preset)) is at its newest state"
        case .versionNumbersNotContiguous(let preset, let numbers):
            "versions of \(quoted(preset)) must be numbered 1...n without gaps or repeats; got "
                + (numbers.isEmpty ? "none" : numbers.map(String.init).joined(separator: ", "))
        case .tagTaken(let tag, let preset, let version):
            "tag \(quoted(tag)) already names \(preset)@\(version); use --force to move it"
        case .tagNotFound(let tag, let preset):
            "preset \(quoted(preset)) has no tag \(quoted(tag))"
        case .tagTargetMissing(let tag, let preset, let version, let latest):
            "tag \(quoted(tag)) points at version \(version) of \(quoted(preset)), "
                + "which does not exist (versions are 1...\(latest))"
        case .datasetNotFound(let name):
            "no dataset named \(quoted(name))"
        case .datasetExists(let name):
            "dataset \(quoted(name)) already exists; delete it first with delete-dataset \(name) --force"
        case .sessionNotFound(let name):
            "no preview session named \(quoted(name))"
        case .sessionExists(let name):
            "preview session \(quoted(name)) already exists; continue it with --session \(name) or reset it with reset \(name)"
        case .scriptNotFound(let kind, let name):
            "no \(kind.rawValue) script named \(quoted(name))"
        case .scriptExists(let kind, let name):
            "\(kind.rawValue) script \(quoted(name)) already exists; delete it first or save again with --force"
        case .invalidScript(let kind, let length):
            "\(kind.rawValue) script is \(length) characters long; it must have 1 to \(StudioStore.scriptLimit)"
        case .invalidRun(let reason):
            "cannot record the run: \(reason)"
        case .invalidParameters(let reference, let reason):
            "\(reference) is not saved: \(reason)"
        case .libraryNotAttached:
            "this studio has no team library; attach one with library init DIR|URL"
        case .libraryPresetNotFound(let id):
            "no preset of this studio has the library id \(quoted(id))"
        case .busy:
            "the database is busy: another process (an animstudio, sqlite3, …) kept it locked for more than 5 seconds"
        case .readOnly:
            "the database is read-only (its file's or folder's permissions, or a read-only disk): nothing was written"
        case .rowSource(let message):
            message
        case .storage(let reason):
            "storage failed: \(reason)"
        }
    }
}

/// Quotes a user-supplied value for an error message in the studio's one quoting style, “…”, with
/// line breaks, tabs, control, format, bidirectional and invisible characters shown as escapes:
/// one message stays one line and shows what is there.
func quoted(_ value: String) -> String {
    "“" + TerminalText.sanitized(value) + "”"
}

/// Thrown by a row producer to stop an import; the store rolls back and reports `message`.
public struct RowSourceFailure: Error, Sendable {
    public let message: String
    public init(_ message: String) { self.message = message }
}
