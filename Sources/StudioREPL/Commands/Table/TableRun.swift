import AnimationCore
import Simulation
import StudioStore

/// Everything `simulate` and `play` share: the animation, the table, the dataset, the script and
/// the preview session whose records the run reads and extends.
struct TableRun {
    /// `fade`, `bounce@3`, `bounce@draft`: what animated the cells, as recorded.
    let label: String
    let animation: TemplateAnimation
    let simulator: TableSimulator
    let dataset: DatasetSummary
    let script: ScrollScript
    /// Where `--scroll` was typed, for carets under a step that cannot run.
    let scriptValue: ArgumentValue?
    /// The session to record into, and whether it must be created first; nil records nothing.
    let session: (name: String, isNew: Bool)?
    let memory: CellMemory

    var layout: TableLayout { simulator.layout }

    /// Reads `ENTRANCE on DATASET` and the table flags, the dataset and the session.
    ///
    /// - Parameter recordsWithoutSession: whether a run without `--session` records into a new
    ///   session (`simulate`) or records nothing (`play`).
    init(
        _ reference: ArgumentValue?, on datasetValue: DatasetName, _ arguments: ParsedArguments, _ session: Session,
        recordsWithoutSession: Bool, frameRate: Int? = nil
    ) throws(CommandError) {
        // No ENTRANCE: the current preset's draft, as for every verb that shows a preset.
        let entrances = TemplateCatalog.cellEntrances.map(\.name).joined(separator: ", ")
        var source = try session.curveSource(reference)
        if arguments[Flags.reduceMotion] { source = try session.reducedMotion(source, at: reference?.token) }
        guard case .animation(let label, let animation, _) = source else {
            throw session.located(
                "“\(reference?.text ?? "")” is a timing; expected a preset reference or one of \(entrances)",
                reference?.token)
        }
        guard let entrance = animation.template.entrance else {
            throw session.located(
                "\(label) (\(animation.template.name)) is not a table-cell entrance; tables play \(entrances) and presets made from them"
                    + (animation.template.name == "card-expand" ? "; replay the card with scene card" : "")
                    + (animation.template.name == "toolbar-swap" ? "; replay the bars with scene bars" : ""),
                reference?.token)
        }
        let rowHeight =
            arguments[TableFlags.rowHeight]
            ?? animation.number(.rowHeight) ?? entrance.rowHeight
        var tableHeight = arguments[TableFlags.tableHeight]
        if let rows = arguments[TableFlags.viewport] {
            if let both = arguments.given(TableFlags.tableHeight) {
                throw session.located("give --table-height or --viewport, not both", both.token)
            }
            tableHeight = Double(rows) * rowHeight  // exactly N rows fit
        }
        let policy = arguments[TableFlags.policy] ?? entrance.policy
        let stagger = arguments[TableFlags.stagger] ?? entrance.stagger
        let scroll = arguments[TableFlags.scroll]
        scriptValue = scroll?.source
        script = scroll?.value ?? ScrollScript(steps: [])
        let dataset = try DatasetsCommand.existingDataset(datasetValue, session)
        let store = try session.requireStore()
        let recorded = try TableRun.previewSession(
            arguments[TableFlags.session], dataset: dataset, session: session, creates: recordsWithoutSession)
        var memory = CellMemory.fresh(itemCount: dataset.rowCount)
        if let recorded, !recorded.isNew {
            let stored = try session.attempt { try store.sessionMemory(named: recorded.name) }
            memory = CellMemory(
                animatedRows: IndexBitSet(stored.animatedRows), animatedItems: IndexBitSet(stored.animatedItems),
                firstScreenDone: stored.firstScreenDone, nextItem: stored.nextItem)
        }
        self.label = label
        self.animation = animation
        self.dataset = dataset
        self.session = recorded
        self.memory = memory
        var simulator = TableSimulator(
            layout: TableLayout(rowHeight: rowHeight, visibleHeight: tableHeight), policy: policy, stagger: stagger,
            delayFactor: animation.delayFactor, animationDuration: animation.curve.duration)
        simulator.frameRate = frameRate
        self.simulator = simulator
    }

    /// The session named by `--session` (created when new), a new `session-N` when `creates`, or nil.
    private static func previewSession(
        _ value: SessionName?, dataset: DatasetSummary, session: Session, creates: Bool
    ) throws(CommandError) -> (name: String, isNew: Bool)? {
        let store = try session.requireStore()
        guard let value else {
            guard creates else { return nil }
            return (try session.attempt { try store.nextPreviewSessionName() }, true)
        }
        guard let existing = try session.attempt({ try store.previewSession(named: value.name) }) else {
            return (value.name, true)
        }
        guard existing.dataset == dataset.name else {
            throw session.located(
                "preview session “\(value.name)” shows dataset “\(existing.dataset)”, not “\(dataset.name)”; name another session",
                value.token)
        }
        return (existing.name, false)
    }

    /// Runs the table; script errors point into `--scroll`.
    func simulate() throws(CommandError) -> SimulationResult {
        do { return try simulator.run(itemCount: dataset.rowCount, script: script, memory: memory) } catch {
            throw CommandError.script(error.message, span: error.span, in: scriptValue)
        }
    }

    /// Writes the run into its session (created in the same transaction when new); nil when
    /// nothing is recorded.
    func record(_ result: SimulationResult, _ session: Session) throws(CommandError) -> PreviewSessionSummary? {
        guard let recorded = self.session else { return nil }
        let store = try session.requireStore()
        let cells = result.cells.map {
            CellRunRecord(
                row: $0.row, item: $0.item, firstTime: $0.firstTime, displayCount: $0.displayCount,
                animatedTime: $0.animatedTime, animationCount: $0.animationCount)
        }
        let preview = PreviewRun(
            animatedBy: label, cells: cells, firstScreenDone: result.memory.firstScreenDone,
            nextItem: result.memory.nextItem)
        let now = session.clock()
        return try session.attempt {
            try store.recordRun(
                preview, session: recorded.name, creatingOver: recorded.isNew ? dataset.name : nil, at: now)
        }
    }

    /// What the cells of the dataset say (one read of two columns per row).
    static func rowLabels(_ dataset: String, _ session: Session) throws(CommandError) -> RowLabels {
        let store = try session.requireStore()
        return RowLabels(try session.attempt { try store.rowLabels(dataset: dataset) }.map { ($0.name, $0.detail) })
    }
}

extension TableRun {
    /// A warning when the script scrolls a table whose rows all fit: the scroll steps cannot move
    /// it (`simulate` and `play` say the same).
    var scrollWarnings: [String] {
        let content = Double(dataset.rowCount) * layout.rowHeight
        let scrolls = script.steps.contains { step in
            switch step {
            case .toRow, .byPoints: return true
            default: return false
            }
        }
        guard scrolls, content <= layout.visibleHeight else { return [] }
        return [
            "the table's \(dataset.rowCount) rows (\(NumberFormat.shortest(content)) pt) fit in its \(NumberFormat.shortest(layout.visibleHeight)) pt: its scroll steps cannot move it"
        ]
    }
}
