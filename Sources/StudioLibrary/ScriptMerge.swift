/// The three-way merge of one saved script. Pure.
///
/// A script's whole text is one field: scripts are short lines of steps whose meaning depends on
/// their order (a `wait` between two pans), so taking one side's step and the other's would make
/// a script neither person wrote. Changed on one side only, that side is taken; changed alike on
/// both, it is taken; changed differently, it is a conflict on `script`. Deleted on one side and
/// changed on the other is a conflict on `deleted`, never a silent loss.
public enum ScriptMerge {
    /// The text changed differently on both sides (nil where a side has no script): the same shape
    /// as a preset field's conflict, so both are stored and shown alike.
    public typealias Conflict = PresetMerge.Conflict

    public struct Result: Equatable, Sendable {
        /// The merged text (mine while in conflict), or nil when the merge deletes the script.
        public var text: String?
        public var conflict: Conflict?
    }

    /// `resolution` settles a conflict: `.mine` or `.theirs`; a `.set` is refused (a script has
    /// no fields to set one by one).
    public static func merge(base: String?, mine: String?, theirs: String?, resolution: PresetMerge.Resolution? = nil)
        throws(LibraryError) -> Result
    {
        if mine == theirs || theirs == base { return Result(text: mine, conflict: nil) }
        if mine == base { return Result(text: theirs, conflict: nil) }
        switch resolution {
        case .mine: return Result(text: mine, conflict: nil)
        case .theirs: return Result(text: theirs, conflict: nil)
        case .set:
            throw LibraryError(
                "a script's conflict is settled whole with --mine or --theirs; --set applies to a preset's fields")
        case nil:
            let field = mine == nil || theirs == nil ? "deleted" : "script"
            return Result(text: mine, conflict: Conflict(field: field, base: base, mine: mine, theirs: theirs))
        }
    }
}
