/// Fits text to a terminal's width: values in lines and tables are cut at a word boundary with `…`,
/// prose is wrapped between words; without a terminal (width nil) nothing changes, so scripts see
/// whole values.
enum TextFit {
    /// Each line of `text` wider than `width` broken between words, the rest of it indented two
    /// spaces past the line's own indent (the terminal would break it mid-word). A word longer than
    /// the room stays whole; a line with colour codes is a plot, already drawn to fit, and stays.
    static func wrapped(_ text: String, width: Int?) -> String {
        guard let width, width > 20 else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard line.count > width, !line.contains("\u{1B}") else { return String(line) }
            let indent = String(repeating: " ", count: line.prefix { $0 == " " }.count + 2)
            var lines: [String] = []
            var current = ""
            for word in line.split(separator: " ", omittingEmptySubsequences: true) {
                let prefix = lines.isEmpty && current.isEmpty ? String(line.prefix { $0 == " " }) : ""
                if current.isEmpty {
                    current = (lines.isEmpty ? prefix : indent) + word
                } else if current.count + 1 + word.count <= width {
                    current += " " + word
                } else {
                    lines.append(current)
                    current = indent + word
                }
            }
            lines.append(current)
            return lines.joined(separator: "\n")
        }.joined(separator: "\n")
    }

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
