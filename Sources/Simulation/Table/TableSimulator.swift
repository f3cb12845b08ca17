public import AnimationCore

/// Simulates a `UITableView` showing a dataset while a scroll script runs, delivering
/// `willDisplay` as UIKit does and applying a cell-animation policy and stagger to each call.
///
/// The table appears first (the initial screen at offset 0, time 0), then the steps run in order.
/// A row gets `willDisplay` each time its frame starts to overlap the visible area: at the exact
/// moment a decelerating scroll carries its edge past the screen's edge, at once after a jump,
/// and for every visible row on `refresh`/`reverse` (`reloadData`).
public struct TableSimulator: Sendable {
    public let layout: TableLayout
    public let policy: CellPolicy
    public let stagger: StaggerMode
    /// Seconds of delay per row (or per position, for `visible`).
    public let delayFactor: Double
    /// How long one cell's animation runs.
    public let animationDuration: Double
    /// A display's refresh rate, when the run is read frame by frame (`--fps`): a `willDisplay`
    /// happens in the layout pass of the first frame at or after the moment its row enters, k / rate
    /// seconds after the start, and its animation starts there. Nil: at the exact moment.
    public var frameRate: Int?

    public init(
        layout: TableLayout, policy: CellPolicy, stagger: StaggerMode, delayFactor: Double, animationDuration: Double
    ) {
        self.layout = layout
        self.policy = policy
        self.stagger = stagger
        self.delayFactor = delayFactor
        self.animationDuration = animationDuration
    }

    /// The most `willDisplay` calls one run may make: a million-row table scrolled down and back
    /// twice. Each is kept (the report, the records and playback read them), so this bounds memory.
    public static let maximumDisplayCalls = 4_000_000

    /// Runs `script` over a table of `itemCount` dataset rows, starting from `memory`.
    /// Throws when a step names a row the table does not have at that point, or when the layout
    /// cannot be simulated (``TableLayout/problem``; the error's span is empty).
    public func run(itemCount: Int, script: ScrollScript, memory: CellMemory) throws(ScriptError) -> SimulationResult {
        if let problem = layout.problem { throw ScriptError(problem, span: 0..<0) }
        var run = Run(simulator: self, items: ItemOrder(itemCount: itemCount), memory: memory)
        run.deliver(run.visibleRows())
        for (step, span) in zip(script.steps, script.spans) {
            try run.perform(step, span: span)
            // Every call is kept for the report and playback: the cap bounds the run's memory.
            guard run.events.count <= Self.maximumDisplayCalls else {
                throw ScriptError(
                    "the scroll script makes \(run.events.count) willDisplay calls by step “\(step)”; a run makes at most \(Self.maximumDisplayCalls) (scroll over fewer rows, or show fewer at once)",
                    span: span)
            }
        }
        return SimulationResult(
            events: run.events, cells: run.tally.cells, memory: run.memory, timeline: run.timeline, scriptEnd: run.time)
    }
}

/// The table's state while a script runs.
private struct Run {
    let simulator: TableSimulator
    var items: ItemOrder
    var memory: CellMemory
    var time = 0.0
    var offset = 0.0
    /// Rows the script's inserts added so far.
    var inserted = 0
    var events: [DisplayEvent] = []
    var tally = CellTally()
    var timeline = TableTimeline()

    init(simulator: TableSimulator, items: ItemOrder, memory: CellMemory) {
        self.simulator = simulator
        self.items = items
        self.memory = memory
        timeline.orders = [(0, items)]
    }

    var layout: TableLayout { simulator.layout }

    func visibleRows(at offset: Double? = nil) -> ClosedRange<Int>? {
        layout.visibleRows(offset: offset ?? self.offset, rowCount: items.count)
    }

    mutating func perform(_ step: ScrollStep, span: Range<Int>) throws(ScriptError) {
        switch step {
        case .wait(let seconds):
            time += seconds
        case .toRow(let row, let over):
            guard row < items.count else {
                let rows = items.isEmpty ? "the table has no rows" : "rows are 0 to \(items.count - 1)"
                throw ScriptError("scroll step “to \(row)”: row \(row) does not exist; \(rows)", span: span)
            }
            move(to: layout.offset(toTopOf: row, rowCount: items.count), over: over)
        case .byPoints(let points, let over):
            move(to: min(max(offset + points, 0), layout.maximumOffset(rowCount: items.count)), over: over)
        case .refresh:
            deliver(visibleRows())
        case .reverse:
            items.reverse()
            timeline.orders.append((time, items))
            deliver(visibleRows())
        case .insert(let count, let row):
            guard row <= items.count else {
                throw ScriptError(
                    "scroll step “insert \(count) at \(row)”: rows can be inserted at 0 to \(items.count)", span: span)
            }
            inserted += count
            guard inserted <= ScrollScript.maximumInsert else {
                throw ScriptError(
                    "scroll step “insert \(count) at \(row)” brings the rows the script inserts to \(inserted); a script inserts at most \(ScrollScript.maximumInsert) rows in all",
                    span: span)
            }
            items.insert(contentsOf: memory.nextItem..<memory.nextItem + count, at: row)
            memory.nextItem += count
            timeline.orders.append((time, items))
            // Rows below the insertion move with their cells; only inserted rows on screen are new.
            guard let visible = visibleRows() else { return }
            let first = max(row, visible.lowerBound)
            let last = min(row + count - 1, visible.upperBound)
            if first <= last { deliver(first...last) }
        }
    }

    /// Moves the content to `target`, at once or decelerating over `seconds`.
    mutating func move(to target: Double, over seconds: Double?) {
        let before = visibleRows()
        let start = offset
        guard let seconds else {
            timeline.segments.append(ScrollSegment(start: time, from: start, to: target, motion: nil))
            offset = target
            guard let after = visibleRows() else { return }
            let appearing = after.filter { !(before?.contains($0) ?? false) }
            deliver(appearing)
            return
        }
        let motion = Deceleration(duration: seconds)
        timeline.segments.append(ScrollSegment(start: time, from: start, to: target, motion: motion))
        defer {
            offset = target
            time += seconds
        }
        guard target != start, let after = visibleRows(at: target) else { return }
        let down = target > start
        // Every row between the screens shows for a moment: each gets its own willDisplay.
        let entering: [Int] =
            down
            ? Array(stride(from: (before?.upperBound ?? -1) + 1, through: after.upperBound, by: 1))
            : Array(stride(from: (before?.lowerBound ?? items.count) - 1, through: after.lowerBound, by: -1))
        for row in entering {
            let entry = layout.entryOffset(of: row, scrollingDown: down)
            let fraction = min(max((entry - start) / (target - start), 0), 1)
            let at = time + motion.time(atFraction: fraction)
            // The last visible row just after the edge crossed: the entering row when scrolling down.
            let last = down ? row : (visibleRows(at: entry.nextDown)?.upperBound ?? row)
            display(row: row, at: at, position: 0, lastVisible: last)
        }
    }

    /// One layout pass: `rows` get willDisplay at the current time, top to bottom.
    mutating func deliver<Rows: Sequence<Int>>(_ rows: Rows?) {
        guard let rows else { return }
        let last = visibleRows()?.upperBound ?? -1
        for (index, row) in rows.enumerated() {
            display(row: row, at: time, position: index, lastVisible: last)
        }
    }

    mutating func display(row: Int, at exactTime: Double, position: Int, lastVisible: Int) {
        let time =
            simulator.frameRate.map { rate in
                max(0, (exactTime * Double(rate) - 1e-9).rounded(.up)) / Double(rate)
            } ?? exactTime
        let item = items[row]
        let reason: DisplayReason
        switch simulator.policy {
        case .always: reason = .always
        case .oncePerRow: reason = memory.animatedRows.contains(row) ? .rowAnimated : .newRow
        case .oncePerItem: reason = memory.animatedItems.contains(item) ? .itemAnimated : .newItem
        case .firstScreen: reason = memory.firstScreenDone ? .firstScreenDone : .firstScreen
        }
        var delay: Double?
        if reason.animates {
            switch simulator.stagger {
            case .row: delay = simulator.delayFactor * Double(row)
            case .visible: delay = simulator.delayFactor * Double(position)
            case .none: delay = 0
            }
            memory.animatedRows.insert(row)
            memory.animatedItems.insert(item)
            // The tutorial's Animator: hasAnimatedAllCells = tableView.isLastVisibleCell(at: indexPath).
            if simulator.policy == .firstScreen, row == lastVisible { memory.firstScreenDone = true }
        }
        let end = delay.map { time + $0 + simulator.animationDuration }
        events.append(DisplayEvent(time: time, row: row, item: item, reason: reason, delay: delay, end: end))
        tally.add(events[events.count - 1])
    }
}
