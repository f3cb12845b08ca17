/// A line typed in place, with the command language's error for it, if any.
///
/// The line is edited by grapheme cluster (what a person sees as one character), with a cursor
/// that cannot leave the text: a key adds or removes Unicode scalars, and the cursor is then put
/// back on a cluster boundary of the new text. A combining mark, a variation selector, a skin-tone
/// modifier, a zero-width joiner or a second regional indicator joins the character before it
/// (and the cursor stays after the joined character); Backspace removes a whole cluster.
public struct TunerPrompt: Equatable, Sendable {
    public enum Purpose: Equatable, Sendable {
        /// `set NAME VALUE` for the named parameter.
        case value(String)
        case commitMessage
        case base
    }

    public var purpose: Purpose
    /// The fixed start of the line (`set damping `), shown before what is typed.
    public let prefix: String
    /// What is typed so far; changed only by ``edit(_:)``, so ``cursor`` always fits it.
    public private(set) var text: String
    /// Where typing goes, in characters (grapheme clusters) of `text`: always `0...text.count`.
    public private(set) var cursor: Int
    /// The refusal of the last Enter: its message and the scalars it points at in `prefix + text`.
    public var error: (message: String, offset: Int?, length: Int)?

    public init(_ purpose: Purpose, prefix: String, text: String = "") {
        self.purpose = purpose
        self.prefix = prefix
        self.text = text
        cursor = text.count
        error = nil
    }

    public static func == (a: TunerPrompt, b: TunerPrompt) -> Bool {
        a.purpose == b.purpose && a.prefix == b.prefix && a.text == b.text && a.cursor == b.cursor
            && a.error?.message == b.error?.message && a.error?.offset == b.error?.offset
            && a.error?.length == b.error?.length
    }

    /// The whole line as the command language reads it.
    public var line: String { prefix + text }

    /// Edits the line with one key; returns false for keys that are not editing.
    public mutating func edit(_ input: TunerInput) -> Bool {
        let characters = Array(text)
        let at = min(max(0, cursor), characters.count)
        let before = String(characters[..<at])
        let after = String(characters[at...])
        switch input {
        case .character(let character):
            join(before + String(character), after)
        case .backspace, .control("h"):
            guard at > 0 else { return true }
            join(String(characters[..<(at - 1)]), after)
        case .delete:
            guard at < characters.count else { return true }
            join(before, String(characters[(at + 1)...]))
        case .left: cursor = max(0, at - 1)
        case .right: cursor = min(characters.count, at + 1)
        case .home, .control("a"): cursor = 0
        case .end, .control("e"): cursor = characters.count
        case .control("u"): join("", after)
        default: return false
        }
        return true
    }

    /// Makes the text `head + tail` and puts the cursor at the end of the cluster that holds the
    /// join: the two halves may fuse into one cluster (a mark typed after a letter, a flag's second
    /// half typed after its first, a letter removed from between two regional indicators).
    private mutating func join(_ head: String, _ tail: String) {
        text = head + tail
        let target = head.unicodeScalars.count
        var scalars = 0
        var index = 0
        for character in text {
            if scalars >= target { break }
            scalars += character.unicodeScalars.count
            index += 1
        }
        cursor = index
    }
}
