/// A screen's worth of cells: what the tuner shows, built without any I/O and compared cell by cell
/// to write only what changed.
///
/// A wide character takes two cells: its scalar, then a continuation cell (scalar 0) that is never
/// written itself.
public struct ScreenGrid: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public private(set) var scalars: [UInt32]
    public private(set) var styles: [ScreenStyle]
    /// What ends a text cut at its limit (`~` where the terminal shows ASCII only).
    public var ellipsis: Unicode.Scalar = "…"

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        scalars = Array(repeating: 0x20, count: self.width * self.height)
        styles = Array(repeating: .plain, count: self.width * self.height)
    }

    public func scalar(_ column: Int, _ row: Int) -> UInt32 {
        guard contains(column, row) else { return 0x20 }
        return scalars[row * width + column]
    }

    public func style(_ column: Int, _ row: Int) -> ScreenStyle {
        guard contains(column, row) else { return .plain }
        return styles[row * width + column]
    }

    func contains(_ column: Int, _ row: Int) -> Bool { column >= 0 && column < width && row >= 0 && row < height }

    /// Sets one cell; outside the grid nothing happens.
    public mutating func set(_ column: Int, _ row: Int, _ scalar: UInt32, _ style: ScreenStyle = .plain) {
        guard contains(column, row) else { return }
        scalars[row * width + column] = scalar
        styles[row * width + column] = style
    }

    /// Writes `text` from `column`, at most `limit` cells (the grid's edge otherwise); a text cut
    /// there ends in ``ellipsis``; control characters show as `?`. Returns the cells used.
    @discardableResult
    public mutating func write(
        _ text: String, _ column: Int, _ row: Int, _ style: ScreenStyle = .plain, limit: Int? = nil
    ) -> Int {
        let end = min(width, limit.map { column + max(0, $0) } ?? width)
        guard end > column else { return 0 }
        let cut = column + Self.cells(in: text) > end
        let room = cut ? end - 1 : end
        var at = column
        for scalar in text.unicodeScalars {
            let cells = Self.cells(of: scalar)
            if cells == 0 { continue }
            guard at + cells <= room else { break }
            set(at, row, Self.isControl(scalar) ? 0x3F : scalar.value, style)
            if cells == 2 { set(at + 1, row, 0, style) }
            at += cells
        }
        if cut {
            set(at, row, ellipsis.value, style)
            at += 1
        }
        return at - column
    }

    /// Paints `count` cells from `column` with `style`, keeping their characters.
    public mutating func paint(_ column: Int, _ row: Int, count: Int, _ style: ScreenStyle) {
        for at in column..<max(column, column + count) where contains(at, row) { styles[row * width + at] = style }
    }

    /// Blanks a rectangle.
    public mutating func clear(columns: Range<Int>, rows: Range<Int>, _ style: ScreenStyle = .plain) {
        for row in rows { for column in columns { set(column, row, 0x20, style) } }
    }

    /// One row's characters, trailing spaces kept (tests and fixtures read rows as text).
    public func line(_ row: Int) -> String {
        var text = String.UnicodeScalarView()
        for column in 0..<width {
            let value = scalar(column, row)
            if value != 0, let scalar = Unicode.Scalar(value) { text.append(scalar) }
        }
        return String(text)
    }

    /// Every row, trailing spaces removed, joined by newlines.
    public var text: String {
        (0..<height).map { row in
            var line = line(row)
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }

    /// Cells a scalar takes on a terminal: 0 for combining marks, 2 for wide characters.
    static func cells(of scalar: Unicode.Scalar) -> Int {
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

    /// C0, DEL and C1 controls, and lone surrogates' replacements: never sent to the terminal raw.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// The width of text in cells, as ``write(_:_:_:_:limit:)`` lays it out.
    public static func cells(in text: String) -> Int { text.unicodeScalars.reduce(0) { $0 + cells(of: $1) } }
}
