/// How far a template's animation moves: what a share of progress is in points.
public struct Travel: Sendable, Equatable {
    /// The distance, in `unit`.
    public let distance: Double
    /// `pt`, or empty for an opacity (a template that only fades).
    public let unit: String
    /// The track it is measured on.
    public let track: String

    /// The largest move among the animation's tracks: a point track's |to − from| (row height,
    /// table width, card height, bar height), a transform's translation length; an opacity change
    /// when nothing moves.
    public init(_ animation: TemplateAnimation) {
        var best: (distance: Double, unit: String, track: String)?
        var opacity: (distance: Double, track: String)?
        for track in animation.tracks {
            switch track.kind {
            case .scalar(let from, let to):
                let distance = abs(to - from)
                if track.isOpacity {
                    if distance > (opacity?.distance ?? 0) { opacity = (distance, track.name) }
                } else if distance > (best?.distance ?? 0) {
                    best = (distance, "pt", track.name)
                }
            case .transform(let from, let to, _):
                let dx = to.translation[0] - from.translation[0]
                let dy = to.translation[1] - from.translation[1]
                let distance = (dx * dx + dy * dy).squareRoot()
                if distance > (best?.distance ?? 0) { best = (distance, "pt", track.name + ".translation") }
            }
        }
        if let best {
            (distance, unit, track) = best
        } else {
            (distance, unit, track) = (opacity?.distance ?? 1, "", opacity?.track ?? "progress")
        }
    }
}
