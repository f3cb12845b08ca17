import Simulation
import Testing

/// Frames of the bottom of the screen (three bar heights, 147 pt of an 812 pt screen) on a 40 × 12
/// terminal during "edit at 0, done at 0.1". The frames are the spec; see `FrameText.frame`.
@Suite struct BarsFrameRendererTests {
    let result: BarsSceneResult
    let renderer = BarsFrameRenderer(columns: 40, lines: 12)

    init() throws {
        result = BarsScene(try BarsConfiguration()).run(try BarsEventScript(parsing: "edit at 0, done at 0.1"))
    }

    func frame(at t: Double, _ renderer: BarsFrameRenderer? = nil) -> String {
        (renderer ?? self.renderer).render(result.frame(at: t), configuration: result.configuration)
    }

    /// At rest: the purple cell's top (its gradient ▒ then ░), the bottom edges of blue and red
    /// above it, the tab bar over the off-screen tool bar.
    @Test func restingTabBarShowsItsItems() {
        #expect(
            frame(at: 0)
                == FrameText.frame(
                    """
                     └────────────────┘  └────────────────┘ ¶
                                                            ¶
                     ┌────────────────┐                     ¶
                     │▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│                     ¶
                     │▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│                     ¶
                     │▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│                     ¶
                     │▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│                     ¶
                     │░░░░ purple ░░░░│                     ¶
                    ────────────────────────────────────────¶
                                                            ¶
                          Favorites           Contacts      ¶
                                                            ¶
                    """))
    }

    /// Alpha 0.258 (▒): the tab bar's edge only, the tool bar rising under it shows through.
    @Test func aFaintTabBarLetsTheToolBarShowThrough() {
        #expect(
            frame(at: 0.15)
                == FrameText.frame(
                    """
                     └────────────────┘  └────────────────┘ ¶
                                                            ¶
                     ┌────────────────┐                     ¶
                     │▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│                     ¶
                     │▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│                     ¶
                     │▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│                     ¶
                     │▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│                     ¶
                     │░░░░ purple ░░░░│                     ¶
                    ▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒¶
                    ────────────────────────────────────────¶
                                                            ¶
                      Action                                ¶
                    """))
    }

    /// Hidden by the stale completion while fading back in: only the tool bar, on its way down.
    @Test func theStaleHideLeavesOnlyTheToolBar() {
        #expect(
            frame(at: 0.25)
                == FrameText.frame(
                    """
                     └────────────────┘  └────────────────┘ ¶
                                                            ¶
                     ┌────────────────┐                     ¶
                     │▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│                     ¶
                     │▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│                     ¶
                     │▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│                     ¶
                     │▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│                     ¶
                     │░░░░ purple ░░░░│                     ¶
                     │░░░░░░░░░░░░░░░░│                     ¶
                     │░░░░░░░░░░░░░░░░│                     ¶
                     │░░░░░░░░░░░░░░░░│                     ¶
                    ────────────────────────────────────────¶
                    """))
    }

    /// At 0.3 everything is back where it started.
    @Test func theTabBarReturnsAtThreeTenths() {
        #expect(frame(at: 0.3) == frame(at: 0))
    }

    @Test func asciiGlyphs() {
        #expect(
            frame(at: 0.05, BarsFrameRenderer(columns: 40, lines: 12, glyphs: .ascii))
                == FrameText.frame(
                    """
                     +----------------+  +----------------+ ¶
                                                            ¶
                     +----------------+                     ¶
                     |++++++++++++++++|                     ¶
                     |++++++++++++++++|                     ¶
                     |++++++++++++++++|                     ¶
                     |++++++++++++++++|                     ¶
                     |.... purple ....|                     ¶
                    ----------------------------------------¶
                                                            ¶
                          Favorites           Contacts      ¶
                                                            ¶
                    """))
    }

    @Test func everyLineIsExactlyAsWideAsTheFrame() {
        for columns in [10, 23, 80] {
            for lines in [3, 7, 30] {
                let renderer = BarsFrameRenderer(columns: columns, lines: lines)
                for t in stride(from: 0.0, through: 0.4, by: 0.01) {
                    let text = renderer.render(result.frame(at: t), configuration: result.configuration)
                    let rows = text.split(separator: "\n", omittingEmptySubsequences: false)
                    #expect(rows.count == lines)
                    #expect(rows.allSatisfy { FrameText.displayWidth($0) == columns })
                }
            }
        }
        let clamped = BarsFrameRenderer(columns: 1, lines: 1, screenWidth: .nan).render(
            result.frame(at: 0), configuration: result.configuration)
        #expect(clamped == Array(repeating: String(repeating: " ", count: 10), count: 3).joined(separator: "\n"))
    }
}
