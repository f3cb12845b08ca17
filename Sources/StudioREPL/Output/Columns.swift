import TerminalText

/// Rows as aligned columns two spaces apart, measured in terminal columns and fitted to the
/// terminal's width when there is one.
enum Columns {
    /// - Parameters:
    ///   - rows: cells of text; data in them is shown safely (``TerminalText/sanitized(_:)``).
    ///   - rightAligned: columns that line up on their right edge (numbers).
    ///   - width: the terminal's width; the widest text columns are shortened with `…` until every
    ///     line fits (``TextFit/columns(_:width:fixed:)``). Nil (no terminal) cuts nothing.
    static func render(_ rows: [[String]], rightAligned: Set<Int> = [], width: Int? = nil) -> String {
        let safe = rows.map { $0.map(TerminalText.sanitized) }
        let fitted = TextFit.columns(safe, width: width, fixed: rightAligned)
        let widths = (0..<(fitted.first?.count ?? 0)).map { column in
            fitted.map { TerminalText.width($0[column]) }.max() ?? 0
        }
        return fitted.map { row in
            // Too many columns for even the narrowest fit: the line itself is cut, with its "…".
            TextFit.line(
                row.enumerated().map { column, text in
                    rightAligned.contains(column)
                        ? TextFit.rightAligned(text, to: widths[column]) : TextFit.padded(text, to: widths[column])
                }.joined(separator: "  ").trimmedRight(), width: width)
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
