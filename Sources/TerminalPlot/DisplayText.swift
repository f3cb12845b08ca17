/// Converts caller-supplied text (titles, labels, names) into single-width
/// Unicode scalars that can be placed one per terminal cell.
///
/// Every figure line must have the same display width and `.none` output
/// must never contain ESC, so text is filtered here rather than trusted:
/// control characters (including ESC) and wide East Asian / emoji scalars
/// become `?`, zero-width and combining scalars are dropped. Without
/// Foundation there is no width table, so the wide ranges are an
/// approximation covering the common blocks.
enum DisplayText {
    /// Replacement for scalars that would break the cell grid.
    static let replacement: UInt32 = 0x3F  // "?"

    /// Sanitised scalars of `text`, cut to at most `limit` cells.
    static func scalars(_ text: String, limit: Int = .max) -> [UInt32] {
        var out: [UInt32] = []
        guard limit > 0 else { return out }
        out.reserveCapacity(min(limit, text.utf8.count))
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if isZeroWidth(v) { continue }
            out.append(isControl(v) || isWide(v) ? replacement : v)
            if out.count == limit { break }
        }
        return out
    }

    /// Number of cells `text` occupies once sanitised.
    static func width(_ text: String) -> Int {
        scalars(text).count
    }

    private static func isControl(_ v: UInt32) -> Bool {
        v < 0x20 || (0x7F...0x9F).contains(v)
    }

    private static func isZeroWidth(_ v: UInt32) -> Bool {
        (0x0300...0x036F).contains(v) || (0x200B...0x200F).contains(v)
            || (0x2028...0x202E).contains(v) || (0x2060...0x2064).contains(v)
            || (0xFE00...0xFE0F).contains(v) || (0x1AB0...0x1AFF).contains(v)
            || (0x20D0...0x20FF).contains(v) || (0xFE20...0xFE2F).contains(v)
            || v == 0xFEFF || (0xE0000...0xE0FFF).contains(v)
    }

    private static func isWide(_ v: UInt32) -> Bool {
        (0x1100...0x115F).contains(v) || (0x2E80...0x303E).contains(v)
            || (0x3041...0x33FF).contains(v) || (0x3400...0x4DBF).contains(v)
            || (0x4E00...0x9FFF).contains(v) || (0xA000...0xA4CF).contains(v)
            || (0xAC00...0xD7A3).contains(v) || (0xF900...0xFAFF).contains(v)
            || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v)
            || (0xFFE0...0xFFE6).contains(v) || (0x1F300...0x1F64F).contains(v)
            || (0x1F900...0x1F9FF).contains(v) || (0x1F680...0x1F6FF).contains(v)
            || (0x2600...0x26FF).contains(v) && isEmojiPresentation(v)
            || (0x20000...0x3FFFD).contains(v)
    }

    /// The few Miscellaneous Symbols that terminals draw two cells wide.
    private static func isEmojiPresentation(_ v: UInt32) -> Bool {
        [0x2614, 0x2615, 0x26A1, 0x26AA, 0x26AB, 0x26BD, 0x26BE, 0x26C4, 0x26C5,
         0x26CE, 0x26D4, 0x26EA, 0x26F2, 0x26F3, 0x26F5, 0x26FA, 0x26FD].contains(v)
            || (0x2648...0x2653).contains(v)
    }
}
