import Simulation
import StudioTestSupport
import Testing

/// Whatever the cards hold, a frame is `lines` lines of exactly `columns` display columns.
@Suite struct FrameRendererRobustnessTests {
    let renderer = FrameRenderer(columns: 40, lines: 12, tableWidth: 375, visibleHeight: 844)
    let card = CardAppearance(title: "Avery Quinn", detail: "Motion Designer", top: 0, height: 280)

    @Test(arguments: ["top", "height", "opacity", "translationX", "translationY", "rotation", "scale"])
    func cardsWithNonFiniteNumbersAreSkipped(_ name: String) throws {
        let fields: [String: WritableKeyPath<CardAppearance, Double>] = [
            "top": \.top, "height": \.height, "opacity": \.opacity, "translationX": \.translationX,
            "translationY": \.translationY, "rotation": \.rotation, "scale": \.scale
        ]
        let field = try #require(fields[name])
        for value in [Double.nan, .infinity, -.infinity] {
            var broken = card
            broken.top = 280
            broken[keyPath: field] = value
            #expect(renderer.render([broken, card, broken]) == renderer.render([card]), "\(name) = \(value)")
        }
    }

    @Test func absurdButFiniteNumbersDrawNothingOrClipWithoutTrapping() {
        let empty = renderer.render([])
        var far = card
        far.translationX = 1e300
        #expect(renderer.render([far]) == empty)
        var huge = card
        huge.scale = 1e200
        huge.rotation = 1e300
        let frame = renderer.render([huge])
        #expect(frame.split(separator: "\n").map { FrameText.displayWidth($0) } == Array(repeating: 40, count: 12))
        for noExtent in [\CardAppearance.height, \.scale] {
            var flat = card
            flat[keyPath: noExtent] = 0
            #expect(renderer.render([flat]) == empty)
        }
    }

    @Test func frameSizeIsClampedTo10By3Through1000By500() {
        let tiny = FrameRenderer(columns: 2, lines: 1, tableWidth: 375, visibleHeight: 844)
        #expect((tiny.columns, tiny.lines) == (10, 3))
        #expect(tiny.render([card]).split(separator: "\n", omittingEmptySubsequences: false).count == 3)
        let vast = FrameRenderer(columns: 5000, lines: 5000, tableWidth: 375, visibleHeight: 844)
        #expect((vast.columns, vast.lines) == (1000, 500))
    }

    @Test func tableSizeThatIsNotPositiveGivesAnEmptyFrame() {
        for (width, height) in [(0.0, 844.0), (375, -1), (.nan, 844), (375, .infinity)] {
            let frame = FrameRenderer(columns: 10, lines: 3, tableWidth: width, visibleHeight: height).render([card])
            #expect(frame == "          \n          \n          ")
        }
    }

    /// Random cards, many of them odd (tilted, scaled, flipped, off-screen, see-through, wide or
    /// control characters, NaN), on random frame sizes.
    @Test func everyLineIsExactlyColumnsWide() {
        var random = SplitMix64(seed: 0x5EED_CA2D)
        let texts = [
            "", "Avery Quinn", "Emi\tSato", "東京タワー", "🎉🎉 party", "e\u{301}te\u{301}", "\u{1B}[2J", "a\u{200D}b",
            "한국어 텍스트", "line\nbreak", "ｗｉｄｅ", "\u{301}lead mark"
        ]
        func number(_ range: ClosedRange<Double>) -> Double {
            switch Int.random(in: 0..<20, using: &random) {
            case 0: return .nan
            case 1: return 0
            default: return Double.random(in: range, using: &random)
            }
        }
        for _ in 0..<300 {
            let columns = Int.random(in: 5...90, using: &random)
            let lines = Int.random(in: 1...30, using: &random)
            let glyphs: FrameRenderer.Glyphs = Bool.random(using: &random) ? .unicode : .ascii
            let renderer = FrameRenderer(
                columns: columns, lines: lines, tableWidth: 375, visibleHeight: 844, glyphs: glyphs)
            let cards = (0..<Int.random(in: 0...6, using: &random)).map { _ in
                CardAppearance(
                    title: texts.randomElement(using: &random) ?? "", detail: texts.randomElement(using: &random) ?? "",
                    top: number(-400...1000), height: number(1...400), opacity: number(-0.2...1.2),
                    translationX: number(-500...500), translationY: number(-500...500),
                    rotation: number(-4...4), scale: number(-2...3))
            }
            let frame = renderer.render(cards)
            let frameLines = frame.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(frameLines.count == renderer.lines, "\(cards)")
            #expect(frameLines.allSatisfy { FrameText.displayWidth($0) == renderer.columns }, "\(cards)")
            #expect(!frame.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x7F }, "\(cards)")
        }
    }
}
