import Foundation
import Simulation
import Testing

/// Frames of 44 pt list rows (fade, slide-in, move-up): shorter than three lines, so one line
/// each. The renderer shows the top half of a 375 × 844 table on 12 lines, the same scale as the
/// whole table on 24 (a row is 1.25 lines).
@Suite struct FrameRendererRowTests {
    let renderer = FrameRenderer(columns: 40, lines: 12, tableWidth: 375, visibleHeight: 422)
    let members = [
        ("Avery Quinn", "Motion Designer"), ("Bo Lindqvist", "iOS Engineer"), ("Chidi Okafor", "Prototyper"),
        ("Dana Reyes", "Design Lead"), ("Emi Sato", "Accessibility Engineer"), ("Felix Brandt", "QA")
    ]

    func rows(opacities: [Double] = Array(repeating: 1, count: 6)) -> [CardAppearance] {
        zip(members, opacities).enumerated().map { index, row in
            CardAppearance(title: row.0.0, detail: row.0.1, top: Double(index) * 44, height: 44, opacity: row.1)
        }
    }

    /// A frame shorter than the table needs (a 44 pt row under one line) shows the table's top, a
    /// line per row; one tall enough shows it all.
    @Test func aShortFrameShowsTheTopOfTheTableALinePerRow() {
        #expect(FrameRenderer.shownHeight(visibleHeight: 844, rowHeight: 44, lines: 10) == 440)
        #expect(FrameRenderer.shownHeight(visibleHeight: 844, rowHeight: 44, lines: 18) == 792)
        #expect(FrameRenderer.shownHeight(visibleHeight: 844, rowHeight: 44, lines: 22) == 844)
        // Frames have 3 lines at least.
        #expect(FrameRenderer.shownHeight(visibleHeight: 844, rowHeight: 44, lines: 1) == 132)
        #expect(FrameRenderer.shownHeight(visibleHeight: 600, rowHeight: 0, lines: 10) == 600)
        // At 440 pt on 10 lines each row keeps its own line: none is drawn over another.
        let twenty = (0..<20).map {
            CardAppearance(title: "Row\($0)", detail: "", top: Double($0) * 44, height: 44, opacity: 1)
        }
        let frame = FrameRenderer(columns: 12, lines: 10, tableWidth: 375, visibleHeight: 440).render(twenty)
        #expect(
            frame.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                == (0..<10).map { "▕ Row\($0)     ▏" })
    }

    /// Each row sits on the line through its centre; at 1.25 lines a row, every fourth line is
    /// left blank, and the rows stay one readable list.
    @Test func shortRowsAreOneLineEach() {
        #expect(
            renderer.render(rows())
                == FrameText.frame(
                    """
                    ▕ Avery Quinn · Motion Designer        ▏¶
                    ▕ Bo Lindqvist · iOS Engineer          ▏¶
                                                            ¶
                    ▕ Chidi Okafor · Prototyper            ▏¶
                    ▕ Dana Reyes · Design Lead             ▏¶
                    ▕ Emi Sato · Accessibility Engineer    ▏¶
                    ▕ Felix Brandt · QA                    ▏¶
                                                            ¶
                                                            ¶
                                                            ¶
                                                            ¶
                                                            ¶
                    """))
    }

    /// A fade midway through its stagger: opacity 1, 0.6, 0.3, 0.1, 0, 1. Below 0.5 a row shows
    /// its text's shape in the shading glyph; at 0 it is not drawn.
    @Test func fadingRowsShowTheirTextsShape() {
        #expect(
            renderer.render(rows(opacities: [1, 0.6, 0.3, 0.1, 0, 1]))
                == FrameText.frame(
                    """
                    ▕ Avery Quinn · Motion Designer        ▏¶
                    ▓ Bo Lindqvist · iOS Engineer          ▓¶
                                                            ¶
                    ▒ ▒▒▒▒▒ ▒▒▒▒▒▒ ▒ ▒▒▒▒▒▒▒▒▒▒            ▒¶
                    ░ ░░░░ ░░░░░ ░ ░░░░░░ ░░░░             ░¶
                                                            ¶
                    ▕ Felix Brandt · QA                    ▏¶
                                                            ¶
                                                            ¶
                                                            ¶
                                                            ¶
                                                            ¶
                    """))
    }

    @Test func fadingRowsInAscii() {
        let ascii = FrameRenderer(columns: 40, lines: 12, tableWidth: 375, visibleHeight: 422, glyphs: .ascii)
        #expect(
            ascii.render(rows(opacities: [1, 0.6, 0.3, 0.1, 0, 1]))
                == FrameText.frame(
                    """
                    | Avery Quinn - Motion Designer        |¶
                    # Bo Lindqvist - iOS Engineer          #¶
                                                            ¶
                    + +++++ ++++++ + ++++++++++            +¶
                    . .... ..... . ...... ....             .¶
                                                            ¶
                    | Felix Brandt - QA                    |¶
                                                            ¶
                                                            ¶
                                                            ¶
                                                            ¶
                                                            ¶
                    """))
    }

    /// slide-in staggered: arrived, halfway (half the table width to go), nine tenths to go, not
    /// started. The moving rows are cut at the frame's right edge, text and all.
    @Test func slideInMidwayIsClippedAtTheRightEdge() {
        var sliding = Array(rows().prefix(4))
        for (index, remaining) in [0, 0.5, 0.9, 1].enumerated() {
            sliding[index].translationX = 375 * remaining
        }
        #expect(
            renderer.render(sliding)
                == FrameText.frame(
                    """
                    ▕ Avery Quinn · Motion Designer        ▏¶
                                        ▕ Bo Lindqvist · iOS¶
                                                            ¶
                                                        ▕ Ch¶
                                                            ¶
                                                            ¶
                                                            ¶
                                                            ¶
                                                            ¶
                                                            ¶
                                                            ¶
                                                            ¶
                    """))
    }

    /// A tab and an escape show as `\t` and `\e` (as in every table), the emoji and CJK take two
    /// columns each, the accent stays on its "e". The detail is dropped rather than shown as a lone
    /// "…"; a wide character cut by the frame's edge leaves a space.
    @Test func controlCharactersWideCharactersAndMarksKeepTheGrid() {
        let narrow = FrameRenderer(columns: 20, lines: 12, tableWidth: 375, visibleHeight: 422)
        let frame = narrow.render([
            CardAppearance(title: "Emi\tSato 🎉", detail: "東京", top: 0, height: 44),
            CardAppearance(title: "Jose\u{301} \u{1B}[31m", detail: "x", top: 44, height: 44),
            CardAppearance(title: "東京東京東京東京", detail: "", top: 88, height: 44),
            CardAppearance(title: "A東京", detail: "", top: 132, height: 44, translationX: 300)
        ])
        #expect(
            frame
                == FrameText.frame(
                    """
                    ▕ Emi\\tSato 🎉     ▏¶
                    ▕ Jose\u{301} \\e[31m · x  ▏¶
                                        ¶
                    ▕ 東京東京東京東京 ▏¶
                                    ▕ A ¶
                                        ¶
                                        ¶
                                        ¶
                                        ¶
                                        ¶
                                        ¶
                                        ¶
                    """))
        #expect(frame.split(separator: "\n").allSatisfy { FrameText.displayWidth($0) == 20 })
    }
}
