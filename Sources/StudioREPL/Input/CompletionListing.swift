/// Lays out completion candidates in columns, down then across as readline does, measuring each by
/// the columns it takes on screen (two for a CJK character or an emoji), not by its length.
enum CompletionListing {
    /// The rows of the listing, without trailing spaces; columns are the widest candidate plus two.
    /// - Parameters:
    ///   - candidates: the texts to show, already safe for the terminal.
    ///   - width: the terminal's width in columns.
    ///   - displayWidth: the columns one scalar takes.
    static func rows(_ candidates: [String], width: Int, displayWidth: (Unicode.Scalar) -> Int) -> [String] {
        guard !candidates.isEmpty else { return [] }
        let widths = candidates.map { $0.unicodeScalars.reduce(0) { $0 + max(0, displayWidth($1)) } }
        let columnWidth = widths.max()! + 2
        let columns = max(1, min(candidates.count, width / columnWidth))
        let rowCount = (candidates.count + columns - 1) / columns
        return (0..<rowCount).map { row in
            var line = ""
            for index in stride(from: row, to: candidates.count, by: rowCount) {
                line += candidates[index]
                if index + rowCount < candidates.count {
                    line += String(repeating: " ", count: columnWidth - widths[index])
                }
            }
            return line
        }
    }
}
