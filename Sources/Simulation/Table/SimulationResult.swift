/// Everything one run of the table produced.
public struct SimulationResult: Equatable, Sendable {
    /// Every `willDisplay`, in the order UIKit delivers them (time order; top to bottom within a
    /// layout pass).
    public let events: [DisplayEvent]
    /// One entry per cell (row, item) displayed, in order of first display.
    public let cells: [CellTotals]
    /// What the app remembers after the run.
    public let memory: CellMemory
    /// The offset and data order over time, for playback.
    public let timeline: TableTimeline
    /// When the script's last step finished.
    public let scriptEnd: Double
    /// When the last thing happened: the script's end or the last animation's end. Found once
    /// here, since playback asks for it on every frame.
    public let end: Double

    public init(
        events: [DisplayEvent], cells: [CellTotals], memory: CellMemory, timeline: TableTimeline, scriptEnd: Double
    ) {
        self.events = events
        self.cells = cells
        self.memory = memory
        self.timeline = timeline
        self.scriptEnd = scriptEnd
        end = events.reduce(scriptEnd) { max($0, $1.end ?? $1.time) }
    }
}
