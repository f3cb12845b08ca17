import AnimationCore
import Simulation
import Testing

/// Exact frames of a tap on the middle of three cards, on a 39×21 grid (10 pt × 40 pt cells).
@Suite struct CardFrameRendererTests {
    func tapped() throws -> CardSceneResult {
        let scene = try CardScene(
            parameters: TemplateCatalog.template(named: "card-expand")!.defaults,
            cities: [("Amsterdam", "Canals"), ("Barcelona", "Gaudí and the sea"), ("Cairo", "Pyramids")], selected: 1)
        return scene.run(try GestureScript(parsing: "tap"))
    }

    @Test func theCollapsedCarouselHasRoundedCardsAndFadedNeighbours() throws {
        #expect(CardFrameRenderer(columns: 39, lines: 21).render(try tapped(), at: 0) == """
                                                   
                                                   
                                                   
                                                   
                                                   
                                                   
            ▒▒▒▒   ╭───────────────────────╮   ▒▒▒▒
               ▒   │ Barcelona             │   ▒   
               ▒   │                       │   ▒   
               ▒   │                       │   ▒   
               ▒   │                       │   ▒   
               ▒   │                       │   ▒   
               ▒   │                       │   ▒   
               ▒   │                       │   ▒   
            ▒▒▒▒   ╰───────────────────────╯   ▒▒▒▒
                                                   
                                                   
                                                   
                                                   
                                                   
                                                   
            """)
    }

    @Test func halfWayTheCardGrowsAndShowsItsDescriptionAndCloseButton() throws {
        #expect(CardFrameRenderer(columns: 39, lines: 21).render(try tapped(), at: 0.15) == """
                                                   
                                                   
                                                   
               ╭───────────────────────────────╮   
               │ Barcelona                   ✕ │   
               │ Gaudí and the sea             │   
            ▒  │                               │  ▒
            ▒  │                               │  ▒
            ▒  │                               │  ▒
            ▒  │                               │  ▒
            ▒  │                               │  ▒
            ▒  │                               │  ▒
            ▒  │                               │  ▒
            ▒  │                               │  ▒
            ▒  │                               │  ▒
               │                               │   
               │                               │   
               ╰───────────────────────────────╯   
                                                   
                                                   
                                                   
            """)
    }

    @Test func expandedTheCardFillsTheScreenWithSquareCorners() throws {
        #expect(CardFrameRenderer(columns: 39, lines: 21).render(try tapped(), at: 0.3) == """
            ┌─────────────────────────────────────┐
            │ Barcelona                         ✕ │
            │ Gaudí and the sea                   │
            │                                     │
            │                                     │
            │                                     │
            │                                     │
            │                                     │
            │                                     │
            │                                     │
            │                                     │
            │                                     │
            │                                     │
            │                                     │
            │                                     │
            │                                     │
            │                                     │
            │                                     │
            │                                     │
            │                                     │
            └─────────────────────────────────────┘
            """)
    }

    @Test func asciiFramesUseAsciiGlyphs() throws {
        #expect(CardFrameRenderer(columns: 39, lines: 21, ascii: true).render(try tapped(), at: 0.15) == """
                                                   
                                                   
                                                   
               .-------------------------------.   
               | Barcelona                   x |   
               | Gaudí and the sea             |   
            +  |                               |  +
            +  |                               |  +
            +  |                               |  +
            +  |                               |  +
            +  |                               |  +
            +  |                               |  +
            +  |                               |  +
            +  |                               |  +
            +  |                               |  +
               |                               |   
               |                               |   
               '-------------------------------'   
                                                   
                                                   
                                                   
            """)
    }
}
