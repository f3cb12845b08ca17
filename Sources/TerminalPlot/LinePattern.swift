/// An on/off dash pattern applied along a rasterised line, counted in dots.
///
/// Used when colour is off on the braille and block canvases: there every
/// series would otherwise be the same grey dots, so series 2, 3, ... get
/// dashed, dotted, long-dash and dash-dot lines. The pattern advances one
/// step per plotted dot and continues across segments, so a curve made of
/// hundreds of sub-cell segments still shows a regular dash rhythm.
struct LinePattern: Sendable, Equatable {
    /// Bit i (LSB first) says whether step i of the period is drawn.
    let mask: UInt32
    let period: Int

    func isOn(_ step: Int) -> Bool {
        (mask >> UInt32(step % period)) & 1 == 1
    }

    static let solid = LinePattern(mask: 0b1, period: 1)
    /// 2 on, 2 off.
    static let dashed = LinePattern(mask: 0b0011, period: 4)
    /// 1 on, 1 off: also used for reference lines and markers.
    static let dotted = LinePattern(mask: 0b01, period: 2)
    /// 5 on, 3 off.
    static let longDash = LinePattern(mask: 0b0001_1111, period: 8)
    /// 3 on, 2 off, 1 on, 2 off.
    static let dashDot = LinePattern(mask: 0b0010_0111, period: 8)

    /// Patterns by series index for colourless braille/block output. Their
    /// 3-cell legend samples all differ (⠒⠒⠒ ⠒⠀⠒ ⠂⠂⠂ ⠒⠒⠂ ⠒⠂⠐).
    static let seriesCycle: [LinePattern] = [.solid, .dashed, .dotted, .longDash, .dashDot]

    /// The pattern for series `index`; cycles after five series.
    static func forSeries(_ index: Int) -> LinePattern {
        seriesCycle[index % seriesCycle.count]
    }
}
