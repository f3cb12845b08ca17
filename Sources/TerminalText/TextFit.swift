/// Fits shown text (already sanitized: no controls) to a terminal's width, measured in columns
/// (``TerminalText/width(_:)``), never splitting a grapheme cluster: values are cut with `…`,
/// prose is wrapped between words, table columns are narrowed. Without a terminal (width nil)
/// nothing changes, so scripts see whole values.
public enum TextFit {
    public static let ellipsis = "…"

    /// `text` followed by spaces up to `width` columns (never cut).
    public static func padded(_ text: String, to width: Int) -> String {
        let shown = TerminalText.width(text)
        return shown >= width ? text : text + String(repeating: " ", count: width - shown)
    }

    /// Spaces up to `width` columns, then `text` (never cut).
    public static func rightAligned(_ text: String, to width: Int) -> String {
        let shown = TerminalText.width(text)
        return shown >= width ? text : String(repeating: " ", count: width - shown) + text
    }

    /// `text` cut to at most `width` columns, ending in `…` when cut.
    public static func cut(_ text: String, to width: Int) -> String {
        guard TerminalText.width(text) > width else { return text }
        guard width > 0 else { return "" }
        var kept = ""
        var used = 0
        for glyph in TerminalText.glyphs(text) {
            if used + glyph.width > width - 1 { break }
            kept.append(glyph.character)
            used += glyph.width
        }
        return kept + ellipsis
    }

    /// `text` no wider than `width` columns: cut with `…` at the last space past its middle, or
    /// mid-word when there is none.
    public static func line(_ text: String, width: Int?) -> String {
        guard let width, width > 1, TerminalText.width(text) > width else { return text }
        let room = cut(text, to: width).dropLast()  // without its "…"
        if let space = room.lastIndex(of: " "), TerminalText.width(room[..<space]) > width / 2 {
            return trimmedRight(String(room[..<space])) + ellipsis
        }
        return String(room) + ellipsis
    }

    /// Each line of `text` wider than `width` broken between words, the rest of it indented two
    /// columns past the line's own indent (the terminal would break it mid-word, at column 0). A
    /// word longer than the room stays whole (a path or a URL copies as one); a line with colour
    /// codes is a plot, already drawn to fit, and stays.
    public static func wrapped(_ text: String, width: Int?) -> String {
        guard let width, width > 20 else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard TerminalText.width(line) > width, !line.contains("\u{1B}") else { return String(line) }
            let lead = String(line.prefix { $0 == " " })
            return broken(line.dropFirst(lead.count), width: width, lead: lead, indent: lead + "  ").joined(
                separator: "\n")
        }.joined(separator: "\n")
    }

    /// `lead` then `text` wrapped in the room to the right of it, the following lines starting under
    /// the text's first column: `--policy P  how often a row animates: always,` / `           once-per-row…`.
    /// With less than 20 columns of room the text wraps under the lead's own indent instead.
    public static func hanging(_ lead: String, _ text: String, width: Int?) -> String {
        guard let width, TerminalText.width(lead + text) > width else { return lead + text }
        let leadWidth = TerminalText.width(lead)
        guard width - leadWidth >= 20 else { return wrapped(lead + text, width: width) }
        return broken(Substring(text), width: width, lead: lead, indent: String(repeating: " ", count: leadWidth))
            .joined(separator: "\n")
    }

    /// The words of `text` on lines at most `width` wide: the first starts with `lead`, the others
    /// with `indent`; a word wider than a line has one to itself. Words on one line keep the spaces
    /// they had between them (`@2  2026-…  message`).
    private static func broken(_ text: Substring, width: Int, lead: String, indent: String) -> [String] {
        var lines: [String] = []
        var current = lead
        var currentWidth = TerminalText.width(lead)
        let indentWidth = TerminalText.width(indent)
        var hasWord = false
        for (gap, piece) in words(text) {
            let word = String(piece)
            let wordWidth = TerminalText.width(word)
            if hasWord && currentWidth + gap + wordWidth > width {
                lines.append(current)
                (current, currentWidth, hasWord) = (indent, indentWidth, false)
            }
            if hasWord {
                current += String(repeating: " ", count: gap)
                currentWidth += gap
            }
            current += word
            currentWidth += wordWidth
            hasWord = true
        }
        lines.append(current)
        return lines
    }

    /// The words of `text`, each with the number of spaces before it.
    private static func words(_ text: Substring) -> [(gap: Int, word: Substring)] {
        var words: [(gap: Int, word: Substring)] = []
        var rest = text
        while !rest.isEmpty {
            let gap = rest.prefix { $0 == " " }.count
            rest = rest.dropFirst(gap)
            guard !rest.isEmpty else { break }
            let word = rest.prefix { $0 != " " }
            words.append((gap, word))
            rest = rest.dropFirst(word.count)
        }
        return words
    }

    /// Narrows the text columns of `rows` (cutting their cells with `…`) until each line, columns
    /// two spaces apart, fits `width`: first the widest ones down to 6 columns, as far as needed
    /// each; then, when there are too many columns for that, all of them by turns down to 2 (one
    /// character and `…`), and only then the columns in `fixed` (numbers, times).
    public static func columns(_ rows: [[String]], width: Int?, fixed: Set<Int>) -> [[String]] {
        guard let width, let first = rows.first else { return rows }
        var widths = (0..<first.count).map { column in rows.map { TerminalText.width($0[column]) }.max() ?? 0 }
        var excess = widths.reduce(0, +) + 2 * (widths.count - 1) - width
        let text = widths.indices.filter { !fixed.contains($0) }
        while excess > 0, let widest = text.filter({ widths[$0] > 6 }).max(by: { widths[$0] < widths[$1] }) {
            let cut = min(widths[widest] - 6, excess)
            widths[widest] -= cut
            excess -= cut
        }
        for candidates in [text, Array(widths.indices)] {
            while excess > 0 {
                // A column at a time, the leftmost of the widest, so equal columns take turns.
                guard let widest = candidates.filter({ widths[$0] > 2 }).max(by: { widths[$0] < widths[$1] }) else {
                    break
                }
                widths[widest] -= 1
                excess -= 1
            }
        }
        return rows.map { row in
            row.enumerated().map { column, text in cut(text, to: widths[column]) }
        }
    }

    /// `text` without its trailing spaces.
    public static func trimmedRight(_ text: String) -> String {
        var copy = text
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
