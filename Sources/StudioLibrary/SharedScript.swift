public import StudioStore

/// A saved gesture or events script as the library's file holds it. Saved scripts have no rename,
/// so kind and name are its identity (the file is `gestures/<name>.json` or `events/<name>.json`);
/// the whole text is one field for the merge (``ScriptMerge``).
public struct SharedScript: Equatable, Sendable {
    public var kind: ScriptKind
    public var name: String
    /// The script as `gesture save` / `event save` took it.
    public var text: String
    /// Who pushed this text.
    public var author: String
    /// When the text was saved in the studio that pushed it, `2026-11-22T10:15:30.123Z`.
    public var time: String

    public init(kind: ScriptKind, name: String, text: String, author: String, time: String) {
        self.kind = kind
        self.name = name
        self.text = text
        self.author = author
        self.time = time
    }

    /// How the verbs name it: `gestures/flick`, `events/quick`.
    public var label: String { ScriptKey(kind: kind, name: name).label }
}

/// A saved script's identity in the library: its kind and name.
public struct ScriptKey: Hashable, Sendable, Comparable {
    public var kind: ScriptKind
    public var name: String

    public init(kind: ScriptKind, name: String) {
        self.kind = kind
        self.name = name
    }

    /// `gestures/flick`: the file's path without `.json`, the name not encoded.
    public var label: String { "\(LibraryFileName.folder(for: kind))/\(name)" }

    public var path: String { LibraryFileName.path(for: kind, name: name) }

    /// The key a label names (`gestures/flick`, `events/quick`), or nil.
    public init?(label: String) {
        for kind in ScriptKind.allCases {
            let prefix = LibraryFileName.folder(for: kind) + "/"
            if label.hasPrefix(prefix), label.count > prefix.count {
                self.init(kind: kind, name: String(label.dropFirst(prefix.count)))
                return
            }
        }
        return nil
    }

    public static func < (lhs: ScriptKey, rhs: ScriptKey) -> Bool { lhs.label < rhs.label }
}
