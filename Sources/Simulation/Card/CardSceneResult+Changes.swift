/// Where the card scene's properties may jump or bend: the instants its state changed.
extension CardSceneResult {
    /// Every instant a handler, a pan sample or a completion changed the scene (properties may jump
    /// there: a pause with `scrubsLinearly`, each 120 Hz `fractionComplete` step of a pan) and every
    /// end of a carousel scroll, sorted and without repeats. Between two of them every property
    /// moves smoothly, so a sampler can treat each span on its own.
    public var changeTimes: [Double] {
        var times = snapshots.map(\.time)
        for snapshot in snapshots where snapshot.scroll.duration > 0 {
            times.append(snapshot.scroll.start + snapshot.scroll.duration)
        }
        times.append(restTime)
        var unique: [Double] = []
        for time in times.sorted() where time.isFinite && unique.last != time { unique.append(time) }
        return unique
    }
}
