/// What the output terminal can do, decided once by the program and passed to the session.
///
/// Keeping this a plain value (not read from the environment inside commands) makes every rendering
/// deterministic in tests.
public struct TerminalSettings: Equatable, Sendable {
    /// Standard output is a terminal.
    public var isTTY: Bool
    /// Size of the terminal in columns and rows (80×24 without one).
    public var columns: Int
    public var rows: Int
    /// `--color auto` means colour: a TTY, no `NO_COLOR`, and `TERM` is not `dumb`.
    public var autoColor: Bool
    /// The locale is UTF-8, so braille and block glyphs can be shown.
    public var unicode: Bool

    public init(isTTY: Bool, columns: Int, rows: Int, autoColor: Bool, unicode: Bool) {
        self.isTTY = isTTY
        self.columns = columns
        self.rows = rows
        self.autoColor = autoColor
        self.unicode = unicode
    }

    /// No terminal: 80×24, no colour, Unicode glyphs.
    public static let plain = TerminalSettings(isTTY: false, columns: 80, rows: 24, autoColor: false, unicode: true)

    /// Decides the settings from the environment and whether standard output is a terminal.
    public static func detect(
        environment: [String: String], isTTY: Bool, size: (columns: Int, rows: Int)?
    ) -> TerminalSettings {
        let term = environment["TERM"] ?? ""
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        let locale =
            environment["LC_ALL"].flatMap { $0.isEmpty ? nil : $0 }
            ?? environment["LC_CTYPE"].flatMap { $0.isEmpty ? nil : $0 } ?? environment["LANG"] ?? ""
        // The codeset compared without hyphens ("UTF-8", "utf8"), by bytes: String's own
        // `contains` builds a searcher whose generic table cost 10 % of a `presets` run's instructions.
        let codeset = Array(locale.uppercased().utf8.filter { $0 != UInt8(ascii: "-") })
        let unicode = codeset.indices.contains { codeset[$0...].starts(with: "UTF8".utf8) }
        let columns = isTTY ? (size?.columns ?? 80) : 80
        let rows = isTTY ? (size?.rows ?? 24) : 24
        return TerminalSettings(
            isTTY: isTTY, columns: max(20, columns), rows: max(6, rows),
            autoColor: isTTY && !noColor && term != "dumb", unicode: unicode)
    }
}
