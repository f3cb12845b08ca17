import AnimationCore
import Testing

@testable import TunerView

/// Ranges read as a person reads them (a bound at Float's largest value is no bound), and every text
/// the tuner cuts at its edge ends in `…` (`~` in ASCII), at 60 and 80 columns (#24).
@Suite struct TunerRangeAndCutTests {
    static func cubic(columns: Int, rows: Int, unicode: Bool = true) -> ScreenGrid {
        let state = TunerFixtures.state(
            "card-expand", draft: ["timing": TunerFixtures.timing("cubic(0.17, 0.67, 0.76, 1)")], columns: columns,
            rows: rows, unicode: unicode)
        return TunerView.render(state).grid
    }

    /// The screen's rows without trailing spaces.
    static func lines(_ grid: ScreenGrid) -> [String] {
        (0..<grid.height).map { row in
            var line = grid.line(row)
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }

    @Test func unboundedSidesReadAsAPersonReadsThem() {
        let limit = TimingError.Range.unbounded
        #expect(RangeText.compact(.closed(-limit, limit), unicode: true) == "any")
        #expect(RangeText.compact(.closed(0, limit), unicode: true) == "[0, ∞)")
        #expect(RangeText.compact(.closed(-limit, 1), unicode: true) == "(-∞, 1]")
        #expect(RangeText.compact(.open(-limit, 1), unicode: false) == "(-inf, 1)")
        #expect(RangeText.compact(.closed(-1e5, 1e5), unicode: true) == "[-1e5, 1e5]")
        #expect(TimingError.Range.closed(-limit, limit).phrase == "any number")
        #expect(TimingError.Range.closed(0, limit).phrase == "at least 0")
        #expect(TimingError.Range.closed(-limit, 1).phrase == "at most 1")
        #expect(TimingError.Range.open(-limit, 1).phrase == "less than 1")
        #expect(TimingError.Range.open(2, limit).phrase == "greater than 2")
        #expect(TimingError.Range.closed(-limit, limit).refusal == "any number within ±3.4e38")
        #expect(TimingError.Range.closed(0, 1).refusal == "between 0 and 1")
    }

    /// At 60 columns the list has 30: ranges are cut with `…`; the ordinates read `any`.
    @Test func theListAndStatusLineAt60Columns() {
        let lines = Self.lines(Self.cubic(columns: 60, rows: 18))
        #expect(lines[1] == "▸ duration          0.3 s (0,…   ┌─────────────────┴┐")
        #expect(lines[5] == "    y1               0.67 any    └┬─────────────────┘")
        #expect(lines[7] == "    y2                  1 any  metric              bounce@1")
        #expect(lines[8].hasPrefix("  card-width       250 pt [-1… settle time (s)"))
        #expect(lines[17] == "bounce@1 · draft differs · ↑↓ select  ←→ nudge  …  ? keys")
    }

    /// At 80 columns whole ranges fit; the metrics and the status line are cut with `…` (`~` in ASCII).
    @Test func theListMetricsAndStatusLineAt80Columns() {
        let lines = Self.lines(Self.cubic(columns: 80, rows: 24))
        #expect(lines[5].hasPrefix("    y1               0.67 any             │"))
        #expect(lines[7].hasPrefix("    y2                  1 any             │"))
        #expect(lines[8].hasPrefix("  card-width       250 pt [-1e5, 1e5]     │"))
        #expect(lines[13] == "  neighbour-offset  50 pt [-1e5, 1e5] metric              bounce@1  draft (chan…")
        #expect(lines[14] == "  reduced-motion retimed              settle time (s)        0.293   0.293 (0.0…")
        #expect(lines[23] == "bounce@1 · draft differs · ↑↓ select  ←→ nudge  Enter value  k kind  …  ? keys")
        let ascii = Self.lines(Self.cubic(columns: 80, rows: 24, unicode: false))
        #expect(ascii[13] == "  neighbour-offset  50 pt [-1e5, 1e5] metric              bounce@1  draft (chan~")
        #expect(ascii[23] == "bounce@1 | draft differs | up/down select  left/right nudge  …  ? keys")
        #expect(Self.lines(Self.cubic(columns: 160, rows: 48)).allSatisfy { !$0.contains("…") && !$0.contains("e38") })
    }

    /// A text longer than its room ends in the ellipsis, wide characters included.
    @Test func aCutTextEndsInAnEllipsis() {
        var grid = ScreenGrid(width: 12, height: 2)
        #expect(grid.write("a long message here", 0, 0) == 12)
        #expect(grid.line(0) == "a long mess…")
        grid.ellipsis = "~"
        // 名前名 takes 6 cells: a fourth wide character does not fit before the ellipsis.
        #expect(grid.write("名前名前名前名前", 0, 1, limit: 8) == 7)
        #expect(grid.line(1) == "名前名~     ")
        var exact = ScreenGrid(width: 5, height: 1)
        #expect(exact.write("12345", 0, 0) == 5)
        #expect(exact.line(0) == "12345")
    }
}
