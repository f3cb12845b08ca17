public import TerminalPlot

/// How one cell is drawn: an optional foreground colour and attributes that need no colour (bold,
/// reverse video), so the selection stays visible under `NO_COLOR`.
public struct ScreenStyle: Hashable, Sendable {
    public var color: PlotColor?
    public var bold: Bool
    public var reverse: Bool

    public init(color: PlotColor? = nil, bold: Bool = false, reverse: Bool = false) {
        self.color = color
        self.bold = bold
        self.reverse = reverse
    }

    public static let plain = ScreenStyle()
    public static let selected = ScreenStyle(bold: true, reverse: true)
    public static let heading = ScreenStyle(bold: true)
    public static let status = ScreenStyle(reverse: true)
    public static let error = ScreenStyle(color: .red, bold: true)
    public static let warning = ScreenStyle(color: .yellow)
    public static let faint = ScreenStyle(color: .brightBlack)

    /// The SGR parameters that draw this style from a reset (`0;1;7;36`), colour only when allowed.
    func sgr(colored: Bool) -> String {
        var parts = ["0"]
        if bold { parts.append("1") }
        if reverse { parts.append("7") }
        if colored, let color { parts.append(Self.colorParameter(color)) }
        return parts.joined(separator: ";")
    }

    private static func colorParameter(_ color: PlotColor) -> String {
        let named: [PlotColor] = [
            .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white, .brightBlack, .brightRed, .brightGreen,
            .brightYellow, .brightBlue, .brightMagenta, .brightCyan, .brightWhite
        ]
        if case .indexed(let n) = color { return "38;5;\(n)" }
        let index = named.firstIndex(of: color) ?? 7
        return index < 8 ? String(30 + index) : String(90 + index - 8)
    }
}
