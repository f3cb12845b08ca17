/// What a gesture script did to the card scene: the event log, the finger-down spans, notes on the
/// tutorial's pitfalls, when it came to rest and in which state, and every property at any time.
public struct CardSceneResult: Sendable {
    public let events: [CardSceneEvent]
    /// When a finger was down (pans and swipes), in seconds.
    public let fingerDownSpans: [ClosedRange<Double>]
    public let notes: [String]
    /// When the last animation or scroll ended (or the script, if later).
    public let restTime: Double
    public let finalState: CardCellState
    /// Whether the card is on screen expanded at rest (its frame is nearer the screen than the card).
    public let finalScreenExpanded: Bool
    /// How many times the pan handler's `changed` ran.
    public let panSamples: Int
    let snapshots: [CardSceneState]
    let scene: CardScene

    /// Every property at each of `times` (any order; negative times show the start).
    public func frames(at times: [Double]) -> [CardSceneFrame] {
        times.map(frame(at:))
    }

    /// Every property at t.
    public func frame(at t: Double) -> CardSceneFrame {
        var low = 0
        var high = snapshots.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if snapshots[mid].time <= t { low = mid } else { high = mid - 1 }
        }
        return scene.frame(of: snapshots[low], at: t)
    }
}

extension CardScene {
    /// The scene's properties at t, from the last state before t.
    func frame(of state: CardSceneState, at t: Double) -> CardSceneFrame {
        let values = state.presentation(at: t)
        let offset = state.scroll.offset(at: t)
        let centre = Double(selected) * layout.pageWidth + layout.cardWidth / 2 - offset
        let hasLeft = selected > 0
        let hasRight = selected + 1 < layout.count
        return CardSceneFrame(
            time: t, cardX: values[.frameX] - offset, cardY: values[.frameY], cardWidth: values[.frameWidth],
            cardHeight: values[.frameHeight], cornerRadius: values[.cornerRadius],
            descriptionAlpha: values[.descriptionAlpha], closeAlpha: values[.closeAlpha],
            leftCentreX: hasLeft ? centre - layout.pageWidth + values[.leftNeighbourOffset] : nil,
            rightCentreX: hasRight ? centre + layout.pageWidth + values[.rightNeighbourOffset] : nil,
            carouselOffset: offset,
            fractionComplete: state.animator?.fractionComplete(at: t) ?? 0,
            progress: state.animator?.progress(at: t) ?? 0)
    }
}
