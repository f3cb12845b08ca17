import TerminalText

/// Lays out completion candidates in columns, down then across as readline does, measuring each by
/// the columns it takes on screen (``TerminalText/width(_:)``: two for a CJK character or an emoji),
/// not by its length.
enum CompletionListing {
    /// The rows of the listing, without trailing spaces; columns are the widest candidate plus two,
    /// and a candidate wider than the terminal is cut with `…`.
    /// - Parameters:
    ///   - candidates: the texts to show (sanitized here).
    ///   - width: the terminal's width in columns.
    static func rows(_ candidates: [String], width: Int) -> [String] {
        guard !candidates.isEmpty else { return [] }
        let shown = candidates.map { TextFit.line(TerminalText.sanitized($0), width: width) }
        let widths = shown.map(TerminalText.width)
        let columnWidth = (widths.max() ?? 0) + 2
        let columns = max(1, min(shown.count, width / columnWidth))
        let rowCount = (shown.count + columns - 1) / columns
        return (0..<rowCount).map { row in
            var line = ""
            for index in stride(from: row, to: shown.count, by: rowCount) {
                line += shown[index]
                if index + rowCount < shown.count {
                    line += String(repeating: " ", count: columnWidth - widths[index])
                }
            }
            return line
        }
    }
}
