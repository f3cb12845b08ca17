import AnimationCore
public import Simulation

/// The CityGuide card scene as the preview plays it: the cards that reach the screen while the
/// gesture script runs, the selected one expanding and collapsing as ``CardSceneResult`` says.
///
/// The selected card follows the scene's frame (x, y, width, height), corner radius, description
/// and close-button alpha; the other cards keep their 250 × 350 frame at the layout's place less
/// the carousel's offset, with the layout's scale (about their centre) and alpha, and the left and
/// right neighbours' `center.x` moved by the scene. As `play` draws it, the selected card is never
/// scaled (it is centred whenever it animates) but takes the layout's alpha.
public struct CardSceneMotion: Sendable {
    public let result: CardSceneResult
    public let scene: CardScene

    public init(scene: CardScene, script: GestureScript) {
        self.scene = scene
        result = scene.run(script)
    }

    /// When the scene comes to rest.
    public var end: Double { result.restTime }

    /// The cards drawn: those whose frame (moved by up to the neighbour offset) reaches the screen
    /// at some offset the carousel takes, in drawing order (farthest from the selected card first,
    /// the selected one last, on top).
    public var cards: [Int] {
        let layout = scene.layout
        let offsets = ([0] + result.changeTimes).map { result.frame(at: $0).carouselOffset }
        let margin = abs(scene.neighbourOffset)
        let low = (offsets.min() ?? 0) - layout.cardWidth - margin
        let high = (offsets.max() ?? 0) + layout.screenWidth + margin
        let first = max(0, Int(min(1e9, max(-1e9, (low / layout.pageWidth).rounded(.down)))) + 1)
        let last = min(layout.count - 1, Int(min(1e9, max(-1e9, (high / layout.pageWidth).rounded(.up)))) - 1)
        let nearby = first <= last ? Array(first...last) : []
        return nearby.filter { $0 != scene.selected }.sorted { abs($0 - scene.selected) > abs($1 - scene.selected) } + [
            scene.selected
        ]
    }

    static let selectedColumns = [
        "frame.x", "frame.y", "frame.width", "frame.height", "corner-radius", "opacity",
        "description.opacity", "close.opacity"
    ]
    static let otherColumns = ["frame.x", "scale", "opacity", "corner-radius"]

    /// The values of every drawn card's columns at t, card after card.
    func values(at t: Double, cards: [Int]) -> [Double] {
        let frame = result.frame(at: t)
        let layout = scene.layout
        var row: [Double] = []
        for index in cards {
            let layoutCentre = Double(index) * layout.pageWidth + layout.cardWidth / 2
            let (scale, alpha) = layout.scaleAndAlpha(centreX: layoutCentre, offset: frame.carouselOffset)
            if index == scene.selected {
                row += [
                    frame.cardX, frame.cardY, frame.cardWidth, frame.cardHeight, frame.cornerRadius, alpha,
                    frame.descriptionAlpha, frame.closeAlpha
                ]
            } else {
                var centre = layoutCentre - frame.carouselOffset
                if index == scene.selected - 1, let moved = frame.leftCentreX { centre = moved }
                if index == scene.selected + 1, let moved = frame.rightCentreX { centre = moved }
                row += [centre - layout.cardWidth / 2, scale, alpha, scene.cardRadius]
            }
        }
        return row
    }

    /// One `card` element per drawn card, with keyframes from 0 to `until` (at least ``end``).
    public func elements(until: Double) -> [MotionElement] {
        let cards = self.cards
        let columns = cards.map { $0 == scene.selected ? Self.selectedColumns : Self.otherColumns }
        let sampler = KeyframeSampler(tolerances: columns.flatMap { $0 }.map(TableEntranceMotion.tolerance(of:)))
        let frames = sampler.keyframes(from: 0, to: max(until, end), breaks: result.changeTimes) {
            values(at: $0, cards: cards)
        }
        let times = frames.map(\.time)
        let layout = scene.layout
        var elements: [MotionElement] = []
        var column = 0
        for (index, card) in cards.enumerated() {
            var values: [String: [Double]] = [:]
            for name in columns[index] {
                values[name] = frames.map { $0.values[column] }
                column += 1
            }
            let resting = layout.frame(of: card)
            let city = scene.cities[card]
            elements.append(
                MotionElement(
                    kind: "card",
                    frame: .init(
                        x: resting.x - layout.offset(centring: scene.selected), y: resting.y, width: resting.width,
                        height: resting.height),
                    text: [city.name, city.description], start: nil, keyframes: .init(times: times, values: values)))
        }
        return elements
    }

    /// The selected card's height from collapsed (0) to the full screen (1) at each keyframe, for the chart.
    public func chart(_ elements: [MotionElement]) -> [[Double]] {
        guard let card = elements.last, let heights = card.keyframes.values["frame.height"] else { return [] }
        let span = scene.layout.screenHeight - scene.layout.cardHeight
        return zip(card.keyframes.times, heights).map { [$0, ($1 - scene.layout.cardHeight) / span] }
    }
}
