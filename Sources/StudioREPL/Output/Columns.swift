/// Rows as aligned columns two spaces apart, fitted to the terminal's width when there is one.
enum Columns {
    /// - Parameters:
    ///   - rightAligned: columns that line up on their right edge (numbers).
    ///   - width: the terminal's width; the widest text columns are shortened with `…` to fit. Nil
    ///     (no terminal) cuts nothing.
    static func render(_ rows: [[String]], rightAligned: Set<Int> = [], width: Int? = nil) -> String {
        let fitted = TextFit.columns(rows, width: width, fixed: rightAligned)
        let widths = (0..<(fitted.first?.count ?? 0)).map { column in fitted.map { $0[column].count }.max() ?? 0 }
        return fitted.map { row in
            row.enumerated().map { column, text in
                rightAligned.contains(column)
                    ? String(repeating: " ", count: widths[column] - text.count) + text : text.padding(widths[column])
            }.joined(separator: "  ").trimmedRight()
        }.joined(separator: "\n")
    }

    /// A table cell from data: control characters visible, nil as "—".
    static func cell(_ text: String?) -> String {
        guard let text else { return "—" }
        return TerminalText.sanitized(text)
    }
}

extension Session {
    /// The width tables fit, or nil without a terminal.
    var tableWidth: Int? { terminal.isTTY ? terminal.columns : nil }
}
