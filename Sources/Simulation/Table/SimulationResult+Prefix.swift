extension SimulationResult {
    /// The run as if it had stopped at `t` (a playback interrupted by Ctrl-C): only the
    /// `willDisplay` calls up to `t`, the cells they touched and the memory they leave, starting
    /// from `initial` (the memory the run began with).
    public func prefix(through t: Double, from initial: CellMemory) -> SimulationResult {
        let kept = events.prefix { $0.time <= t }
        var memory = initial
        var tally = CellTally()
        for event in kept {
            if event.animated {
                memory.animatedRows.insert(event.row)
                memory.animatedItems.insert(event.item)
            }
            tally.add(event)
        }
        // The flag is set by the last first-screen animation, if the run set it at all.
        let lastFirstScreen = kept.last { $0.reason == .firstScreen }
        memory.firstScreenDone =
            initial.firstScreenDone
            || (self.memory.firstScreenDone && lastFirstScreen != nil
                && lastFirstScreen?.time == events.last { $0.reason == .firstScreen }?.time)
        let inserted = timeline.items(at: t).count - (timeline.orders.first?.items.count ?? 0)
        memory.nextItem = initial.nextItem + inserted
        return SimulationResult(
            events: Array(kept), cells: tally.cells, memory: memory, timeline: timeline, scriptEnd: min(scriptEnd, t))
    }
}
