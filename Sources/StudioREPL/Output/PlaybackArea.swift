/// The terminal's size while frames play: measured when playback starts and again after each resize,
/// so every frame is drawn for the window it lands in.
public struct PlaybackArea: Equatable, Sendable {
    public let columns: Int
    public let rows: Int

    /// Held to at least 20 columns and 6 rows, as ``TerminalSettings/detect(environment:isTTY:size:)``
    /// does: below that the player cuts the lines at the window's edge rather than wrapping them.
    public init(columns: Int, rows: Int) {
        self.columns = max(20, columns)
        self.rows = max(6, rows)
    }

    /// The frame's columns and lines: `--width`/`--height` when given, else the area less a header
    /// line and a spare line.
    public func frame(width: Int?, height: Int?) -> (columns: Int, lines: Int) {
        (width ?? columns, height ?? max(3, rows - 2))
    }
}
