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
    /// The session to record into, and whether it must be created first; nil records nothing.
    let session: (name: String, isNew: Bool)?
    let memory: CellMemory

    var layout: TableLayout { simulator.layout }
}

extension Session {
    static let tableRunFlags = ["--row-height", "--table-height", "--viewport", "--scroll", "--policy", "--stagger", "--session"]
    static let maximumRowHeight = 10_000.0
    static let maximumTableHeight = 100_000.0
    /// An iPhone 14's screen, in points.
    static let defaultTableHeight = 844.0

    /// Reads `REF on DATASET` and the table flags, the dataset and the session.
    ///
    /// - Parameter recordsWithoutSession: whether a run without `--session` records into a new
    ///   session (`simulate`) or records nothing (`play`).
    func tableRun(_ args: ArgumentReader, usage: String, recordsWithoutSession: Bool) throws(CommandError) -> TableRun {
        try args.expectPositionals(3...3, usage: usage)
        let (reference, on, datasetToken) = (args.positionals[0], args.positionals[1], args.positionals[2])
        guard on.text == "on" else {
            throw CommandError.syntax("expected “on” between the animation and the dataset, got “\(on.text)”: usage: \(usage)",
                offset: on.offset, length: on.length)
        }
        let entrances = TemplateCatalog.cellEntrances.map(\.name).joined(separator: ", ")
        guard let (label, animation) = try animated(reference) else {
            throw CommandError.syntax(
                "no template or preset “\(reference.text)”; expected a preset reference or one of \(entrances)",
                offset: reference.offset, length: reference.length)
        }
        guard let entrance = animation.template.entrance else {
            throw CommandError.syntax(
                "\(label) (\(animation.template.name)) is not a table-cell entrance; tables play \(entrances) and presets made from them",
                offset: reference.offset, length: reference.length)
        }
        let rowHeight = try args.number("--row-height", .positiveUpTo(Self.maximumRowHeight))
            ?? (animation.template.parameter(named: "row-height") != nil ? animation.parameters.number("row-height") : entrance.rowHeight)
        var tableHeight = try args.number("--table-height", .positiveUpTo(Self.maximumTableHeight)) ?? Self.defaultTableHeight
        if let rows = try args.integer("--viewport", 1...10_000) {
            if let both = args.flags["--table-height"] {
                throw CommandError.syntax("give --table-height or --viewport, not both", offset: both.offset, length: both.length)
            }
            tableHeight = Double(rows) * rowHeight  // exactly N rows fit
        }
        let policy = CellPolicy(rawValue: try args.choice("--policy", CellPolicy.allCases.map(\.rawValue), default: entrance.policy.rawValue))!
        let stagger = StaggerMode(rawValue: try args.choice("--stagger", StaggerMode.allCases.map(\.rawValue), default: entrance.stagger.rawValue))!
        let script = try scrollScript(args.flags["--scroll"])

        let store = try requireStore()
        let datasetName = datasetToken.text
        guard let dataset = try stored({ () throws(StoreError) in try store.dataset(named: datasetName) }) else {
            throw CommandError.syntax("no dataset named “\(TerminalText.sanitized(datasetName))”; see datasets",
                offset: datasetToken.offset, length: datasetToken.length)
        }
        let session = try previewSession(args.flags["--session"], dataset: dataset, store: store, creates: recordsWithoutSession)
        var memory = CellMemory.fresh(itemCount: dataset.rowCount)
        if let session, !session.isNew {
            let stored = try stored { () throws(StoreError) in try store.sessionMemory(named: session.name) }
            memory = CellMemory(
                animatedRows: IndexBitSet(stored.animatedRows), animatedItems: IndexBitSet(stored.animatedItems),
                firstScreenDone: stored.firstScreenDone, nextItem: stored.nextItem)
        }
        let simulator = TableSimulator(
            layout: TableLayout(rowHeight: rowHeight, visibleHeight: tableHeight), policy: policy, stagger: stagger,
            delayFactor: animation.parameters.number("delay-factor"), animationDuration: animation.curve.duration)
        return TableRun(
            label: label, animation: animation, simulator: simulator, dataset: dataset, script: script,
            session: session, memory: memory)
    }

    /// The script of `--scroll`, or no steps.
    private func scrollScript(_ token: Token?) throws(CommandError) -> ScrollScript {
        guard let token else { return ScrollScript(steps: []) }
        do {
            return try ScrollScript(parsing: token.text)
        } catch {
            throw scriptError(error, token)
        }
    }

    /// A script error with its caret under the step inside the `--scroll` value.
    func scriptError(_ error: ScrollScriptError, _ token: Token?) -> CommandError {
        guard let token, !error.span.isEmpty else { return CommandError(error.message) }
        let base = token.offset + (token.quoted ? 1 : 0)
        return CommandError.syntax(error.message, offset: base + error.span.lowerBound, length: max(1, error.span.count))
    }

    /// The session named by `--session` (created when new), a new `session-N` when `creates`, or nil.
    private func previewSession(
        _ token: Token?, dataset: DatasetSummary, store: StudioStore, creates: Bool
    ) throws(CommandError) -> (name: String, isNew: Bool)? {
        guard let token else {
            guard creates else { return nil }
            return (try stored { () throws(StoreError) in try store.nextPreviewSessionName() }, true)
        }
        guard let existing = try stored({ () throws(StoreError) in try store.previewSession(named: token.text) }) else {
            return (token.text, true)
        }
        guard existing.dataset == dataset.name else {
            throw CommandError.syntax(
                "preview session “\(TerminalText.sanitized(token.text))” shows dataset “\(TerminalText.sanitized(existing.dataset))”, not “\(TerminalText.sanitized(dataset.name))”; name another session",
                offset: token.offset, length: token.length)
        }
        return (existing.name, false)
    }

    /// What the cells of `dataset` say (one read of two columns per row).
    func rowLabels(_ dataset: String) throws(CommandError) -> RowLabels {
        let store = try requireStore()
        return RowLabels(try stored { () throws(StoreError) in try store.rowLabels(dataset: dataset) }.map { ($0.name, $0.detail) })
    }

    /// Runs the table; script errors point into `--scroll`.
    func simulate(_ run: TableRun, scrollToken: Token?) throws(CommandError) -> SimulationResult {
        do {
            return try run.simulator.run(itemCount: run.dataset.rowCount, script: run.script, memory: run.memory)
        } catch {
            throw scriptError(error, scrollToken)
        }
    }

    /// Writes the run into its session (created in the same transaction when new); nil when
    /// nothing is recorded.
    func record(_ run: TableRun, _ result: SimulationResult) throws(CommandError) -> PreviewSessionSummary? {
        guard let session = run.session else { return nil }
        let store = try requireStore()
        let cells = result.cells.map {
            CellRunRecord(
                row: $0.row, item: $0.item, firstTime: $0.firstTime, displayCount: $0.displayCount,
                animatedTime: $0.animatedTime, animationCount: $0.animationCount)
        }
        let preview = PreviewRun(
            animatedBy: run.label, cells: cells, firstScreenDone: result.memory.firstScreenDone, nextItem: result.memory.nextItem)
        let now = clock()
        return try stored { () throws(StoreError) in
            try store.recordRun(preview, session: session.name, creatingOver: session.isNew ? run.dataset.name : nil, at: now)
        }
    }
}
