/// Reverse incremental search through the history (Ctrl-R), as bash and readline do it: each typed
/// character narrows the pattern, Ctrl-R again goes to the next older match.
///
/// libedit's own `em-inc-search-prev` looks keys up by their low byte only, so a CJK character or an
/// emoji typed into the pattern ended the search or ran as another key (名 is U+540D: 0x0D, Enter).
/// The studio does the search itself on whole Unicode scalars.
struct HistorySearch {
    /// The history, newest first.
    let entries: [String]
    /// The line as it was when the search started, shown until something matches.
    let original: String
    private(set) var pattern = ""
    /// The entry shown, and where the pattern starts in it (in scalars); nil before any match.
    private(set) var match: (entry: Int, offset: Int)?
    /// True when the last pattern or Ctrl-R found nothing (the previous match stays shown).
    private(set) var failed = false

    init(entries: [String], original: String) {
        self.entries = entries
        self.original = original
    }

    /// The prompt shown while searching.
    var prompt: String {
        "(\(failed ? "failed " : "")reverse-i-search)`\(pattern)': "
    }

    /// The line shown while searching: the match, else the line as it was.
    var line: String { match.map { entries[$0.entry] } ?? original }

    /// Adds a character to the pattern; the current entry stays if it still matches.
    mutating func append(_ character: Unicode.Scalar) {
        pattern.unicodeScalars.append(character)
        search(from: match?.entry ?? 0)
    }

    /// Removes the pattern's last character and searches again from the newest entry.
    mutating func removeLast() {
        guard !pattern.isEmpty else { return }
        pattern.unicodeScalars.removeLast()
        match = nil
        search(from: 0)
    }

    /// Ctrl-R again: the next older entry that matches.
    mutating func older() {
        search(from: (match?.entry ?? -1) + 1)
    }

    private mutating func search(from start: Int) {
        guard !pattern.isEmpty else {
            failed = false
            return
        }
        let needle = Array(pattern.unicodeScalars)
        for index in max(0, start)..<max(max(0, start), entries.count) {
            if let offset = Self.offset(of: needle, in: Array(entries[index].unicodeScalars)) {
                match = (index, offset)
                failed = false
                return
            }
        }
        failed = true
    }

    /// Where `needle` last occurs in `haystack`, in scalars (readline shows the rightmost match).
    static func offset(of needle: [Unicode.Scalar], in haystack: [Unicode.Scalar]) -> Int? {
        guard needle.count <= haystack.count else { return nil }
        for start in stride(from: haystack.count - needle.count, through: 0, by: -1)
        where Array(haystack[start..<(start + needle.count)]) == needle {
            return start
        }
        return nil
    }
}
