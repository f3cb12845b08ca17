import AnimationCore
import Simulation
import Testing

/// Exact frames of a tap on the middle of three cards, on a 39×21 grid (10 pt × 40 pt cells).
@Suite struct CardFrameRendererTests {
    func tapped() throws -> CardSceneResult {
        let scene = try CardScene(
            parameters: try #require(TemplateCatalog.template(named: "card-expand")).defaults,
            cities: [("Amsterdam", "Canals"), ("Barcelona", "Gaudí and the sea"), ("Cairo", "Pyramids")], selected: 1)
        return scene.run(try GestureScript(parsing: "tap"))
    }

    @Test func theCollapsedCarouselHasRoundedCardsAndFadedNeighbours() throws {
        #expect(
            CardFrameRenderer(columns: 39, lines: 21).render(try tapped(), at: 0) == """
                                                       
                                                       
                                                       
                                                       
                                                       
                                                       
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
        #expect(
            CardFrameRenderer(columns: 39, lines: 21).render(try tapped(), at: 0.15) == """
                                                       
                                                       
                                                       
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
        #expect(
            CardFrameRenderer(columns: 39, lines: 21).render(try tapped(), at: 0.3) == """
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
        #expect(
            CardFrameRenderer(columns: 39, lines: 21, ascii: true).render(try tapped(), at: 0.15) == """
                                                       
                                                       
                                                       
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

    @Test func aLongCarouselRendersOnlyWhatIsNearAndStaysInTheGrid() throws {
        let cities = (0..<100_000).map { (name: "City \($0)", description: "") }
        let scene = try CardScene(
            parameters: try #require(TemplateCatalog.template(named: "card-expand")).defaults, cities: cities,
            selected: 99_999)
        let result = scene.run(try GestureScript(parsing: "swipe 300 over 0.1, tap, wait 1"))
        for t in [0, 0.05, 0.4, 2.0] {
            let lines = CardFrameRenderer(columns: 30, lines: 12).render(result, at: t).split(
                separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == 12 && lines.allSatisfy { $0.unicodeScalars.count == 30 })
        }
        #expect(result.events.map(\.detail).contains("ignored: card 99998 is centred; the scene animates card 99999"))
    }
}
