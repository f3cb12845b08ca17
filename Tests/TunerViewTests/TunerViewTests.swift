import AnimationCore
import StudioTestSupport
import TerminalPlot
import Testing
import TunerView

/// The tuner's screen drawn from its state alone: no terminal involved.
@Suite struct TunerViewTests {
    @Test func theScreenAt80x24() {
        var state = TunerFixtures.state(draft: [
            "timing": TunerFixtures.timing("uikit-spring(damping: 0.62, velocity: 0.1)")
        ])
        state.selection = 3
        state.message = TunerState.Message("damping 0.61 → 0.62")
        let screen = TunerView.render(state)
        assertSnapshot(screen.grid.text, named: "move-up-bounce-80x24")
        #expect(screen.grid.line(4).hasPrefix("▸   damping"))
        // The selection is reverse video: visible without colour.
        #expect(screen.grid.style(5, 4) == .selected)
        #expect(screen.parameterRows[4] == 3)
    }

    @Test func theScreenAt160x48() {
        let state = TunerFixtures.state(
            "card-expand", draft: ["timing": TunerFixtures.timing("cubic(0.17, 0.67, 0.76, 1)")], columns: 160, rows: 48
        )
        let screen = TunerView.render(state)
        assertSnapshot(screen.grid.text, named: "card-expand-cubic-160x48")
        #expect(screen.controlPoints.map(\.point) == [1, 2])
    }

    /// A converted spring's long numbers keep to their column: printed as derived numbers (at most
    /// 12 digits), cut with an ellipsis before the unit where even that is too long, never running
    /// into the range beside them.
    @Test func aLongValueIsCutToItsColumnWithAnEllipsis() {
        var state = TunerFixtures.state(
            draft: [
                "duration": .number(1.199259518939931),
                "timing": TunerFixtures.timing(
                    "spring(mass: 1, stiffness: 229.67459164514798, damping: 12.124014955982805, velocity: 1e-7)")
            ], columns: 160, rows: 48)
        state.selection = 4
        let grid = TunerView.render(state).grid
        #expect(grid.line(1).hasPrefix("  duration             1.199259518… s (0, 3600]"))
        #expect(grid.line(5).hasPrefix("▸   stiffness           229.674591645 (0, ∞)"))
        #expect(grid.line(6).hasPrefix("    damping              12.124014956 [0, ∞)"))
        #expect(grid.line(7).hasPrefix("    velocity                    1e-07 any"))
        state.unicode = false
        #expect(TunerView.render(state).grid.line(1).hasPrefix("  duration             1.199259518~ s (0, 3600]"))
    }

    @Test func belowTheMinimumSizeItSaysWhatItNeeds() {
        let screen = TunerView.render(TunerFixtures.state(columns: 50, rows: 12))
        #expect(screen.grid.text.contains("tune needs a terminal of at least 60×18"))
        #expect(screen.grid.text.contains("this one is 50×12: make it larger, or press q"))
        // Narrower than a line, it breaks between words (it was cut: `or p…`).
        let narrow = TunerRangeAndCutTests.lines(TunerView.render(TunerFixtures.state(columns: 40, rows: 12)).grid)
        #expect(
            narrow[5...7] == [
                "tune needs a terminal of at least 60×18", " this one is 40×12: make it larger, or",
                "                press q"
            ])
    }

    @Test func withoutColourTheBaseIsDashedAndTheDraftSolid() {
        let state = TunerFixtures.state(draft: [
            "timing": TunerFixtures.timing("uikit-spring(damping: 0.9, velocity: 0)")
        ])
        let text = TunerView.render(state).grid.text
        // The legend shows the draft as a solid line first and the base's dashed sample after it.
        #expect(text.contains("⠒⠒⠒ draft   ⠒ ⠒ bounce@1"))
    }

    @Test func aTypedValueWithAnErrorShowsTheCaretUnderIt() {
        var state = TunerFixtures.state()
        var prompt = TunerPrompt(.value("damping"), prefix: "set damping ", text: "0.4x")
        prompt.error = ("damping must be a number, got “0.4x”", 12, 4)
        state.mode = .prompt(prompt)
        let screen = TunerView.render(state)
        #expect(screen.grid.line(21).hasPrefix("set damping 0.4x "))
        #expect(screen.grid.line(22).hasPrefix("            ^^^^ error: damping must be a number, got “0.4x”"))
        #expect(screen.cursor?.column == 16 && screen.cursor?.row == 21)
    }

    @Test func theKeysOverlayListsEveryKey() {
        var state = TunerFixtures.state()
        state.mode = .help
        let text = TunerView.render(state).grid.text
        for key in TunerKeys.all { #expect(text.contains(key.action)) }
        #expect(!text.contains("more: a taller terminal"))
    }

    /// At the smallest size the list cannot hold every key: it says how many it leaves out.
    @Test func theKeysOverlaySaysWhatATerminalTooShortLeavesOut() {
        var state = TunerFixtures.state(columns: 60, rows: 18)
        state.mode = .help
        let grid = TunerView.render(state).grid
        #expect(grid.line(3).hasPrefix("  ↑ ↓               select a parameter"))
        #expect(grid.line(13) == "  … 5 more: a taller terminal lists them, as does help tune".padding(60))
    }

    @Test func aControlPointIsFoundUnderThePointer() {
        let state = TunerFixtures.state(
            "card-expand", draft: ["timing": TunerFixtures.timing("cubic(0.17, 0.67, 0.76, 1)")])
        let screen = TunerView.render(state)
        let first = screen.controlPoints[0]
        #expect(screen.controlPoint(column: first.column + 1, row: first.row) == 1)
        #expect(screen.controlPoint(column: first.column + 5, row: first.row + 5) == nil)
        let area = screen.plotArea!
        let value = area.value(column: first.column, row: first.row)
        #expect(abs(value.x - 0.17 * 0.3) < (area.xRange.upperBound / Double(area.columns)))
        #expect(abs(value.y - 0.67) < (area.yRange.upperBound - area.yRange.lowerBound) / Double(area.rows))
    }
}

extension String {
    /// Padded with spaces to `width` characters.
    fileprivate func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
