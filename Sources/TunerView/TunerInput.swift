/// One thing the person did at the terminal, decoded from the bytes it sent.
public enum TunerInput: Equatable, Sendable {
    case up, down, home, end, pageUp, pageDown
    /// ← or →, with how far: 1 (plain), 10 (Shift), 0.1 (Alt).
    case left(scale: Double)
    case right(scale: Double)
    case enter, escape, backspace, delete, tab
    /// Ctrl and a letter (`c` for Ctrl-C).
    case control(Character)
    case character(Character)
    case mouse(MouseEvent)
    /// Bytes that form no key this view knows (ignored).
    case unknown
}

/// An xterm SGR (mode 1006) mouse report, in 0-based cells.
public struct MouseEvent: Equatable, Sendable {
    public enum Action: Equatable, Sendable {
        case press, release, drag, wheelUp, wheelDown
    }

    public let action: Action
    /// 0 left, 1 middle, 2 right.
    public let button: Int
    public let column: Int
    public let row: Int

    public init(_ action: Action, button: Int = 0, column: Int, row: Int) {
        self.action = action
        self.button = button
        self.column = column
        self.row = row
    }
}
