/// Whether and how rendered output is coloured with ANSI escape sequences.
public enum ColorMode: Sendable, Hashable, CaseIterable {
    /// No escape sequences at all: the output never contains an ESC byte.
    case none
    /// The 16 standard ANSI colours (SGR 30–37, 90–97); `.indexed` colours
    /// are approximated by the nearest of the 16.
    case ansi
    /// The xterm 256-colour palette (SGR 38;5;n) for `.indexed` colours;
    /// named colours still use their 16-colour codes.
    case ansi256

    /// Whether cells carry colour at all; drawing uses this to pick
    /// between colour and pattern-based series distinction.
    var isColored: Bool { self != .none }

    /// SGR parameters (the part between `ESC[` and `m`) for a cell style
    /// code as produced by `PlotColor.styleCode`, or nil for "no colour".
    func sgrParameters(forStyle code: UInt16) -> String? {
        guard code != 0 else { return nil }
        switch self {
        case .none:
            return nil
        case .ansi:
            let named = code <= 16 ? Int(code) - 1 : PlotColor.nearestNamedIndex(toPaletteIndex: Int(code) - 17)
            return Self.namedParameters(named)
        case .ansi256:
            return code <= 16 ? Self.namedParameters(Int(code) - 1) : "38;5;\(Int(code) - 17)"
        }
    }

    private static func namedParameters(_ index: Int) -> String {
        index < 8 ? String(30 + index) : String(90 + index - 8)
    }
}
