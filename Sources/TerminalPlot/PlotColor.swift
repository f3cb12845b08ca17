/// A foreground colour for series, reference lines, markers and legend samples.
///
/// The sixteen named colours map to the standard ANSI codes that every colour
/// terminal supports; `.indexed` addresses the xterm 256-colour palette and is
/// approximated by the nearest named colour under `ColorMode.ansi`.
public enum PlotColor: Sendable, Hashable {
    case black, red, green, yellow, blue, magenta, cyan, white
    case brightBlack, brightRed, brightGreen, brightYellow
    case brightBlue, brightMagenta, brightCyan, brightWhite
    /// An entry of the xterm 256-colour palette.
    case indexed(UInt8)

    /// Colours given to series by position when they name none.
    ///
    /// Blue comes last because it is hard to read on many dark themes.
    public static let seriesPalette: [PlotColor] = [.cyan, .magenta, .yellow, .green, .red, .blue]

    /// Default colour for reference lines and markers: grey keeps these
    /// guides visually behind the data.
    public static let guide: PlotColor = .brightBlack

    /// Compact per-cell code: 1...16 named colours, 17...272 palette
    /// entries; 0 is reserved for "uncoloured".
    var styleCode: UInt16 {
        switch self {
        case .indexed(let n): return 17 + UInt16(n)
        default: return UInt16(namedIndex) + 1
        }
    }

    /// ANSI index 0...15 of a named colour (palette colours report their
    /// nearest named colour).
    var namedIndex: Int {
        switch self {
        case .black: 0
        case .red: 1
        case .green: 2
        case .yellow: 3
        case .blue: 4
        case .magenta: 5
        case .cyan: 6
        case .white: 7
        case .brightBlack: 8
        case .brightRed: 9
        case .brightGreen: 10
        case .brightYellow: 11
        case .brightBlue: 12
        case .brightMagenta: 13
        case .brightCyan: 14
        case .brightWhite: 15
        case .indexed(let n): Self.nearestNamedIndex(toPaletteIndex: Int(n))
        }
    }

    /// Maps a 256-palette index to one of the 16 named colours.
    ///
    /// ANSI orders its colours so that bit 0 is red, bit 1 green and bit 2
    /// blue, so thresholding each cube component gives the hue directly.
    static func nearestNamedIndex(toPaletteIndex n: Int) -> Int {
        switch n {
        case ..<16:
            return n
        case 16..<232:
            let v = n - 16
            let r = v / 36
            let g = (v / 6) % 6
            let b = v % 6
            let hue = (r >= 3 ? 1 : 0) | (g >= 3 ? 2 : 0) | (b >= 3 ? 4 : 0)
            let peak = max(r, g, b)
            if hue == 0 { return peak >= 2 ? 8 : 0 }
            return peak == 5 ? hue + 8 : hue
        default:
            let level = n - 232
            return level < 6 ? 0 : level < 14 ? 8 : level < 20 ? 7 : 15
        }
    }
}
