import TerminalText

/// Turns a ``CommandError`` into the text printed on standard error.
public enum ErrorRenderer {
    /// Longest quoted value shown in a message, in characters.
    static let maximumQuote = 80
    /// Widest slice of the source line shown above a caret.
    static let maximumSourceWidth = 100

    /// `error: message`, then, for errors that point into the line, the line and a caret under the
    /// offending characters. `origin` (like `script.anim:3`) prefixes the first line when given.
    /// Control characters are made visible; huge values and lines are shortened around the problem.
    /// A database that cannot be opened (status 2) is the program's failure, not a command's: it
    /// prints as `animstudio: message`, without a caret.
    public static func render(_ error: CommandError, origin: String? = nil) -> String {
        if error.status == 2 { return "animstudio: " + line(error.message) }
        var text = (origin.map { "\($0): " } ?? "") + "error: " + line(error.message)
        guard let offset = error.offset, let line = error.sourceLine else { return text }
        // Work on the visible (sanitized) text, mapping the caret's scalar offsets into it.
        let scalars = Array(line.unicodeScalars)
        let start = min(offset, scalars.count)
        let end = min(max(start, offset + error.length), scalars.count)
        let before = visible(scalars[..<start])
        let marked = visible(scalars[start..<end])
        let after = visible(scalars[end...])
        var shownBefore = before
        var shownMarked = marked
        var shownAfter = after
        var lead = ""
        if before.count + marked.count + after.count > maximumSourceWidth {
            if before.count > 30 {
                shownBefore = Array(before.suffix(30))
                lead = "…"
            }
            shownMarked = Array(marked.prefix(maximumSourceWidth - 40))
            let room = max(0, maximumSourceWidth - shownBefore.count - shownMarked.count)
            shownAfter = after.count > room ? Array(after.prefix(room)) + ["…"] : after
        }
        // The caret is placed and sized in terminal columns: two under a CJK character or an emoji.
        let columns = { (scalars: [Unicode.Scalar]) in
            ScalarWidth.columns(ofScalars: String(String.UnicodeScalarView(scalars)))
        }
        let column = lead.count + columns(shownBefore)
        text += "\n  " + lead + String(String.UnicodeScalarView(shownBefore + shownMarked + shownAfter))
        text +=
            "\n  " + String(repeating: " ", count: column) + String(repeating: "^", count: max(1, columns(shownMarked)))
        return text
    }

    /// `warning: message`, with data text made visible and long values shortened.
    public static func warning(_ message: String) -> String { "warning: " + line(message) }

    /// A message as every error and warning shows it: data made visible (control characters and
    /// bidirectional overrides escaped) and quoted values longer than ``maximumQuote`` shortened.
    public static func line(_ message: String) -> String { shortenQuotes(TerminalText.sanitized(message)) }

    private static func visible(_ scalars: ArraySlice<Unicode.Scalar>) -> [Unicode.Scalar] {
        Array(TerminalText.sanitized(String(String.UnicodeScalarView(scalars))).unicodeScalars)
    }

    /// Shortens every “quoted value” longer than ``maximumQuote`` characters.
    static func shortenQuotes(_ message: String) -> String {
        var result = ""
        var rest = Substring(message)
        while let open = rest.firstIndex(of: "“"), let close = rest[open...].firstIndex(of: "”") {
            result += rest[...open]
            let quoted = rest[rest.index(after: open)..<close]
            result +=
                quoted.count > maximumQuote ? quoted.prefix(maximumQuote) + "… (\(quoted.count) characters)" : quoted
            rest = rest[close...]
            result.append(rest.removeFirst())
        }
        return result + rest
    }
}
