/// How a completed name is written into the line so that the lexer reads it back as that one word:
/// bare when it can be, else in double quotes with `"` and `\` escaped (in single quotes when the
/// user opened one and the name has none, since single quotes have no escapes).
enum CompletionQuoting {
    /// True when the lexer would not read `name` bare as one word with this text: spaces, quotes,
    /// `;`, `#`, parentheses, a leading `-` (a flag), or nothing at all. (A bare `\` is literal.)
    static func needsQuotes(_ name: String) -> Bool {
        if name.isEmpty || name.hasPrefix("-") { return true }
        return name.unicodeScalars.contains { special.contains($0) }
    }

    /// Scalars the lexer reads specially outside quotes.
    static let special: Set<Unicode.Scalar> = [" ", "\t", ";", "#", "\"", "'", "(", ")"]

    /// `text` written for the line.
    /// - Parameters:
    ///   - opened: the quote the user already typed before the word, if any.
    ///   - closed: end the quote (a finished name); false leaves it open for more (a shared start, a folder).
    static func written(_ text: String, opened: Unicode.Scalar?, closed: Bool) -> String {
        guard opened != nil || needsQuotes(text) else { return text }
        if opened == "'" && !text.unicodeScalars.contains("'") {
            return "'" + text + (closed ? "'" : "")
        }
        var escaped = ""
        for scalar in text.unicodeScalars {
            if scalar == "\"" || scalar == "\\" { escaped.unicodeScalars.append("\\") }
            escaped.unicodeScalars.append(scalar)
        }
        return "\"" + escaped + (closed ? "\"" : "")
    }

    /// A single candidate written in full: `"my bounce"`, a reference's name quoted before its `@`
    /// (`"my bounce"@`), a folder left open so its entries complete next (`"my folder/`).
    static func finished(_ candidate: String, opened: Unicode.Scalar?, open: Bool) -> String {
        guard open else { return written(candidate, opened: opened, closed: true) }
        if candidate.hasSuffix("@") {
            return written(String(candidate.dropLast()), opened: opened, closed: true) + "@"
        }
        return written(candidate, opened: opened, closed: false)
    }
}
