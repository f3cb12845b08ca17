/// A small model of an xterm screen: replays what a program wrote (text, cursor moves, erases,
/// character insert and delete) onto a grid of cells, so tests can assert what a person sees and where
/// the cursor is, with double-width characters taking two cells as a terminal draws them.
///
/// The widths come from its own table (East Asian Wide and Fullwidth ranges, emoji, combining marks),
/// independent of the C library's `wcwidth` that libedit measures with.
public struct TerminalScreen {
    public let columns: Int
    private var rows: [[String]] = [[]]  // one cell per column; "" is the right half of a wide character
    public private(set) var row = 0
    public private(set) var column = 0

    public init(columns: Int) { self.columns = columns }

    /// The screen after `transcript` was written to a fresh terminal.
    public init(_ transcript: String, columns: Int) {
        self.init(columns: columns)
        write(transcript)
    }

    /// The visible text of every row, trailing spaces removed.
    public var lines: [String] {
        rows.map { cells in
            var text = cells.joined()
            while text.hasSuffix(" ") { text.removeLast() }
            return text
        }
    }

    /// The last `count` rows that hold text (trailing empty rows skipped).
    public func lastLines(_ count: Int) -> [String] {
        var visible = lines
        while visible.last == "" { visible.removeLast() }
        return Array(visible.suffix(count))
    }

    /// Display width of one scalar, as a terminal gives it.
    public static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        let zero: [ClosedRange<UInt32>] = [0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F, 0x20D0...0x20FF]
        if zero.contains(where: { $0.contains(value) }) { return 0 }
        let wide: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
            0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD
        ]
        return wide.contains(where: { $0.contains(value) }) ? 2 : 1
    }

    public mutating func write(_ text: String) {
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "\u{1B}": escape(&scalars)
            case "\r": column = 0
            case "\n": lineFeed()
            case "\u{08}": column = max(0, column - 1)
            case "\u{07}": break
            default: if scalar.value >= 0x20 { put(scalar) }
            }
        }
    }

    private mutating func escape(_ scalars: inout ArraySlice<Unicode.Scalar>) {
        guard let kind = scalars.popFirst() else { return }
        guard kind == "[" else { return }  // ESC = and ESC > (keypad modes) change nothing shown
        var parameters = ""
        while let next = scalars.popFirst() {
            guard next.value < 0x40 || next.value > 0x7E else {
                apply(Character(next), parameters)
                return
            }
            parameters.unicodeScalars.append(next)
        }
    }

    private mutating func apply(_ command: Character, _ parameters: String) {
        if parameters.hasPrefix("?") { return }  // private modes (keypad, alternate screen) draw nothing
        let count = max(1, Int(parameters) ?? 1)
        switch command {
        case "A": row = max(0, row - count)
        case "B": row += count
        case "C": column = min(columns - 1, column + count)
        case "D": column = max(0, column - count)
        case "G": column = min(columns - 1, count - 1)
        case "K":
            ensureRow()
            rows[row] = Array(rows[row].prefix(column))
        case "J":
            ensureRow()
            rows[row] = Array(rows[row].prefix(column))
            rows.removeSubrange((row + 1)...)
        case "P":
            ensureRow()
            if column < rows[row].count { rows[row].removeSubrange(column..<min(rows[row].count, column + count)) }
        case "@":
            ensureRow()
            pad(to: column)
            rows[row].insert(contentsOf: Array(repeating: " ", count: count), at: column)
        default: break
        }
        ensureRow()
    }

    private mutating func put(_ scalar: Unicode.Scalar) {
        let width = Self.width(of: scalar)
        ensureRow()
        if width == 0 {
            // A combining mark joins the character before it.
            if column > 0 { rows[row][column - 1] += String(scalar) }
            return
        }
        if column + width > columns {
            lineFeed()
            column = 0
        }
        pad(to: column + width)
        rows[row][column] = String(scalar)
        if width == 2 { rows[row][column + 1] = "" }
        column += width  // at `columns` the wrap is pending: the next character starts the next row
    }

    private mutating func lineFeed() {
        row += 1
        ensureRow()
    }

    private mutating func ensureRow() {
        while rows.count <= row { rows.append([]) }
    }

    private mutating func pad(to count: Int) {
        if rows[row].count < count { rows[row] += Array(repeating: " ", count: count - rows[row].count) }
    }
}
