public import AnimationCore

/// The table of one simulation run at any instant, as cards: which rows are on screen, where,
/// and the animated properties of each (for `play`).
public struct PlaybackScene: Sendable {
    public let result: SimulationResult
    public let animation: TemplateAnimation
    public let layout: TableLayout
    /// What each item's card says.
    public let labels: RowLabels

    public init(result: SimulationResult, animation: TemplateAnimation, layout: TableLayout, labels: RowLabels) {
        self.result = result
        self.animation = animation
        self.layout = layout
        self.labels = labels
    }

    /// The cards on screen at `t`, top to bottom.
    ///
    /// A cell takes its animation's starting values at `willDisplay` (the tutorials set the
    /// initial transform and alpha there) and holds them through its stagger delay; a cell whose
    /// display did not animate shows its final state. Cells follow their item: a row inserted
    /// above moves a cell down without a new `willDisplay`.
    public func cards(at t: Double) -> [CardAppearance] {
        let offset = result.timeline.offset(at: t)
        let items = result.timeline.items(at: t)
        guard let visible = layout.visibleRows(offset: offset, rowCount: items.count) else { return [] }
        let latest = latestEvents(of: Set(visible.map { items[$0] }), at: t)
        return visible.map { row in
            let item = items[row]
            var card = CardAppearance(
                title: labels.name(of: item), detail: labels.detail(of: item),
                top: Double(row) * layout.rowHeight - offset,
                height: layout.rowHeight)
            let progress: Double
            if let event = latest[item], let start = event.start {
                progress = animation.curve.progress(at: t - start)
            } else {
                progress = 1
            }
            apply(progress, to: &card)
            return card
        }
    }

    /// Each item's last `willDisplay` at or before `t`: found by walking back from `t`, so a frame
    /// of a million-row run reads only the events since its on-screen cells were displayed.
    private func latestEvents(of items: Set<Int>, at t: Double) -> [Int: DisplayEvent] {
        let events = result.events
        var low = 0
        var high = events.count  // the first event after t
        while low < high {
            let middle = (low + high) / 2
            if events[middle].time <= t { low = middle + 1 } else { high = middle }
        }
        var latest: [Int: DisplayEvent] = [:]
        var index = low - 1
        while index >= 0, latest.count < items.count {
            let event = events[index]
            if items.contains(event.item), latest[event.item] == nil { latest[event.item] = event }
            index -= 1
        }
        return latest
    }

    /// Sets the card's properties from the template's tracks at `progress`.
    private func apply(_ progress: Double, to card: inout CardAppearance) {
        for (column, value) in zip(animation.columns, animation.values(atProgress: progress)) {
            switch column {
            case "opacity": card.opacity = value
            case "translation.x": card.translationX = value
            case "translation.y": card.translationY = value
            case "rotation": card.rotation = value * Double.pi / 180
            case "scale": card.scale = value
            default: break
            }
        }
    }
}
