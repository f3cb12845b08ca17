/// The bytes that turn what the terminal shows into a new grid: only the cells that changed, each
/// run after one cursor move, the whole inside synchronized-output brackets (DEC private mode 2026)
/// so a terminal that supports them shows the frame at once, and one that does not ignores them.
public enum ScreenUpdate {
    static let beginSynchronized = "\u{1B}[?2026h"
    static let endSynchronized = "\u{1B}[?2026l"

    /// The update from `old` (nil, or a different size: redraw everything) to `new`; empty when
    /// nothing changed. `colored` false writes no colour, only bold and reverse video.
    public static func bytes(
        from old: ScreenGrid?, to new: ScreenGrid, colored: Bool, cursor: (column: Int, row: Int)? = nil
    ) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        let previous = old.flatMap { $0.width == new.width && $0.height == new.height ? $0 : nil }
        let full = previous == nil
        // Every cell differs when drawing in full; otherwise the ones that changed.
        func differs(_ column: Int, _ row: Int) -> Bool { previous.map { changed($0, new, column, row) } ?? true }
        if full { append("\u{1B}[0m\u{1B}[H\u{1B}[2J", to: &out) }
        var current: ScreenStyle? = full ? .plain : nil
        var wrote = false
        for row in 0..<new.height {
            var column = 0
            while column < new.width {
                guard differs(column, row) else {
                    column += 1
                    continue
                }
                // A run of changed cells (a continuation cell starts at its wide character).
                var start = column
                while start > 0, new.scalar(start, row) == 0 { start -= 1 }
                var end = column + 1
                while end < new.width, differs(end, row) || new.scalar(end, row) == 0 { end += 1 }
                append("\u{1B}[\(row + 1);\(start + 1)H", to: &out)
                for at in start..<end {
                    if new.scalar(at, row) == 0 { continue }
                    let style = new.style(at, row)
                    if style != current {
                        append("\u{1B}[" + style.sgr(colored: colored) + "m", to: &out)
                        current = style
                    }
                    for scalar in new.cluster(at, row) { appendUTF8(scalar, to: &out) }
                }
                wrote = true
                column = end
            }
        }
        if !wrote && !full && cursor == nil { return [] }
        if current != .plain { append("\u{1B}[0m", to: &out) }
        if let cursor {
            append("\u{1B}[\(cursor.row + 1);\(cursor.column + 1)H\u{1B}[?25h", to: &out)
        } else {
            append("\u{1B}[?25l", to: &out)
        }
        return Array(beginSynchronized.utf8) + out + Array(endSynchronized.utf8)
    }

    private static func changed(_ old: ScreenGrid, _ new: ScreenGrid, _ column: Int, _ row: Int) -> Bool {
        old.cluster(column, row) != new.cluster(column, row) || old.style(column, row) != new.style(column, row)
    }

    private static func append(_ text: String, to bytes: inout [UInt8]) { bytes.append(contentsOf: text.utf8) }

    private static func appendUTF8(_ value: UInt32, to bytes: inout [UInt8]) {
        guard let scalar = Unicode.Scalar(value) else { return bytes.append(0x3F) }
        bytes.append(contentsOf: String(Character(scalar)).utf8)
    }
}
