/// Fits text to a terminal's width: lines are cut at a word boundary with `…`, never wrapped; without
/// a terminal (width nil) nothing is cut, so scripts see whole values.
enum TextFit {
    /// `text` no wider than `width` characters.
    static func line(_ text: String, width: Int?) -> String {
        guard let width, text.count > width, width > 1 else { return text }
        let room = text.prefix(width - 1)
        if let space = room.lastIndex(of: " "), room.distance(from: room.startIndex, to: space) > width / 2 {
            return String(room[..<space]).trimmedRight() + "…"
        }
        return String(room) + "…"
    }

    /// Shortens the widest text columns of `rows` (with `…`) until each line fits `width`.
    /// Columns in `fixed` (numbers, times) are never cut.
    static func columns(_ rows: [[String]], width: Int?, fixed: Set<Int>) -> [[String]] {
        guard let width, let first = rows.first else { return rows }
        var widths = (0..<first.count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        let total = { widths.reduce(0, +) + 2 * (widths.count - 1) }
        while total() > width {
            guard let widest = widths.indices.filter({ !fixed.contains($0) && widths[$0] > 6 }).max(by: { widths[$0] < widths[$1] })
            else { break }
            widths[widest] -= min(widths[widest] - 6, total() - width)
        }
        return rows.map { row in
            row.enumerated().map { column, text in
                text.count > widths[column] ? String(text.prefix(widths[column] - 1)) + "…" : text
            }
        }
    }
}
