import Simulation
import Testing

/// Frames of cards tall enough to be boxes (tip-in's 280 pt CardTilt cards) on a 40 × 12 terminal
/// showing a 375 × 844 pt table. The frames are the spec; see `FrameText.frame` for the "¶".
@Suite struct FrameRendererTests {
    let renderer = FrameRenderer(columns: 40, lines: 12, tableWidth: 375, visibleHeight: 844)
    let avery = CardAppearance(
        title: "Avery Quinn", detail: "Tunes springs until the bounce feels like a shrug, not a slam.", top: 0,
        height: 280)

    /// tip-in's start: −15° about z, then (−20, −20) points, at 0.8 opacity.
    func tippedIn(_ card: CardAppearance) -> CardAppearance {
        var tipped = card
        tipped.rotation = -15 * Double.pi / 180
        tipped.translationX = -20
        tipped.translationY = -20
        tipped.opacity = 0.8
        return tipped
    }

    @Test func restingCardIsABoxWithTitleAndDetail() {
        #expect(
            renderer.render([avery])
                == FrameText.frame(
                    """
                    ┌──────────────────────────────────────┐¶
                    │ Avery Quinn                          │¶
                    │ Tunes springs until the bounce feel… │¶
                    └──────────────────────────────────────┘¶
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

    /// 280 pt is 3.98 lines: each card keeps its own four lines, and cards scrolled partly out of
    /// view are cut at the frame's top and bottom.
    @Test func stackedCardsKeepABorderEachAndAreClippedByTheFrame() {
        let cards = [
            ("Avery Quinn", "Motion Designer"), ("Bo Lindqvist", "iOS Engineer"),
            ("Chidi Okafor", "Prototyper"), ("Dana Reyes", "Design Lead")
        ]
        let tops = [-140.0, 140, 420, 700]
        let frame = renderer.render(
            zip(cards, tops).map { CardAppearance(title: $0.0, detail: $0.1, top: $1, height: 280) })
        #expect(
            frame
                == FrameText.frame(
                    """
                    │ Motion Designer                      │¶
                    └──────────────────────────────────────┘¶
                    ┌──────────────────────────────────────┐¶
                    │ Bo Lindqvist                         │¶
                    │ iOS Engineer                         │¶
                    └──────────────────────────────────────┘¶
                    ┌──────────────────────────────────────┐¶
                    │ Chidi Okafor                         │¶
                    │ Prototyper                           │¶
                    └──────────────────────────────────────┘¶
                    ┌──────────────────────────────────────┐¶
                    │ Dana Reyes                           │¶
                    """))
    }

    /// The outline leans left (counter-clockwise): the top edge climbs out of the frame to the
    /// right, the bottom edge steps up at "╱", the side edges run down to the right.
    @Test func tipInStartShowsASlantedOutline() {
        #expect(
            renderer.render([tippedIn(avery)])
                == FrameText.frame(
                    """
                    ──────────────────────             ╲╲   ¶
                                Avery Quinn              ╲╲ ¶
                     Tunes springs until th… ╱──────────────¶
                    ╲╲───────────────────────               ¶
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

    /// The last frames of an ease-in-out tip-in: a tilt far below a cell is drawn as the plain card.
    @Test func tiltTooSmallToSeeIsDrawnAsTheRestingBox() {
        var settling = avery
        settling.rotation = -0.05 * Double.pi / 180
        settling.translationX = -0.1
        settling.translationY = -0.1
        #expect(renderer.render([settling]) == renderer.render([avery]))
    }

    /// Opacity 1, 0.6, 0.3 and 0 on four 211 pt cards (4 lines each on 16 lines): normal, heavy
    /// shade with text, medium shade without text, nothing.
    @Test func opacityShadesTheOutlineAndHidesTextBelowHalf() {
        let cards = [
            ("Avery Quinn", "Motion Designer"), ("Bo Lindqvist", "iOS Engineer"),
            ("Chidi Okafor", "Prototyper"), ("Dana Reyes", "Design Lead")
        ]
        let opacities = [1, 0.6, 0.3, 0]
        let frame = FrameRenderer(columns: 40, lines: 16, tableWidth: 375, visibleHeight: 844).render(
            zip(cards, opacities).enumerated().map { index, card in
                CardAppearance(
                    title: card.0.0, detail: card.0.1, top: Double(index) * 211, height: 211, opacity: card.1)
            })
        #expect(
            frame
                == FrameText.frame(
                    """
                    ┌──────────────────────────────────────┐¶
                    │ Avery Quinn                          │¶
                    │ Motion Designer                      │¶
                    └──────────────────────────────────────┘¶
                    ▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓¶
                    ▓ Bo Lindqvist                         ▓¶
                    ▓ iOS Engineer                         ▓¶
                    ▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓¶
                    ▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒¶
                    ▒                                      ▒¶
                    ▒                                      ▒¶
                    ▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒¶
                                                            ¶
                                                            ¶
                                                            ¶
                                                            ¶
                    """))
    }

    /// The second card tipping in over the first one's bottom border, in plain ASCII.
    @Test func asciiGlyphs() {
        var bo = avery
        bo.title = "Bo Lindqvist"
        bo.detail = "Keeps a Set of animated model IDs so cells animate exactly once."
        bo.top = 280
        let ascii = FrameRenderer(columns: 40, lines: 12, tableWidth: 375, visibleHeight: 844, glyphs: .ascii)
        #expect(
            ascii.render([avery, tippedIn(bo)])
                == FrameText.frame(
                    #"""
                    +--------------------------------------+¶
                    | Avery Quinn                          |¶
                    | Tunes springs until the bounce fe... |¶
                    +---------------------/-----------\----+¶
                    ----------------------             \\   ¶
                                Bo Lindqvist             \\ ¶
                     Keeps a Set of anim... /---------------¶
                    \\----------------------                ¶
                                                            ¶
                                                            ¶
                                                            ¶
                                                            ¶
                    """#))
    }
}
