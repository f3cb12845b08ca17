/// Turns a ``CommandError`` into the text printed on standard error.
public enum ErrorRenderer {
    /// `error: message`, then, for errors that point into the line, the line and a caret under the
    /// offending characters. `origin` (like `script.anim:3`) prefixes the first line when given.
    public static func render(_ error: CommandError, origin: String? = nil) -> String {
        var text = (origin.map { "\($0): " } ?? "") + "error: " + TerminalText.sanitized(error.message)
        if let offset = error.offset, let line = error.sourceLine {
            let shown = TerminalText.sanitized(line)
            let scalars = Array(line.unicodeScalars)
            // Visible columns before the caret: each sanitized scalar may have widened.
            let prefix = String(String.UnicodeScalarView(scalars.prefix(min(offset, scalars.count))))
            let column = TerminalText.sanitized(prefix).unicodeScalars.count
            let end = min(offset + error.length, scalars.count)
            let marked = String(String.UnicodeScalarView(scalars[min(offset, scalars.count)..<max(end, min(offset, scalars.count))]))
            let width = max(1, TerminalText.sanitized(marked).unicodeScalars.count)
            text += "\n  " + shown + "\n  " + String(repeating: " ", count: column) + String(repeating: "^", count: width)
        }
        return text
    }
}
