import AnimationCore
import StudioEditing
import StudioStore
import TerminalText
import TunerView

/// The tuner's behaviour: what each key and pointer action does to the preset's draft, through the
/// same checks and store calls as `set`, `undo` and `commit`. The screen is ``TunerView``'s; the
/// terminal is ``TerminalTuner``'s.
final class Tuner {
    let session: Session
    let name: String
    let template: Template
    var state: TunerState
    /// The base follows the latest version (no version or tag was picked).
    var baseFollowsLatest: Bool
    /// The run of nudges in progress: the parameter (or control point) and the store's burst.
    var burst: (key: String, burst: DraftBurst?)?
    /// The draft as it stood when the tuner opened, for the summary printed after it.
    let opening: ParameterSet
    /// Where the control point being dragged started, for the message: the whole drag is one change.
    var dragOrigin: (x: Double, y: Double)?
    /// The `play` command line `p` asked for, until the terminal runs it.
    var playRequest: String?

    /// Opens preset `name`'s draft against `base` (nil: its latest version).
    init(session: Session, name: String, base: PresetReference?, columns: Int, rows: Int) throws(CommandError) {
        self.session = session
        let draft = try session.resolve(.draft(of: name), at: nil)
        self.name = draft.name
        template = draft.template
        let latest = try session.resolve(PresetReference(draft.name), at: nil)
        var baseVersion = latest
        if let base { baseVersion = try session.resolve(base, at: nil) }
        baseFollowsLatest = base == nil
        opening = draft.parameters.values
        state = TunerState(
            preset: TerminalText.sanitized(draft.name), template: draft.template, draft: draft.parameters.values,
            baseLabel: TerminalText.sanitized(baseVersion.label), base: baseVersion.parameters.values,
            latestLabel: TerminalText.sanitized(latest.label), differs: draft.parameters != latest.parameters,
            columns: columns, rows: rows, colored: session.terminal.autoColor, unicode: session.terminal.unicode)
        let stored = try session.attempt { try session.requireStore().draft(of: draft.name) }
        state.canUndo = stored.canUndo
        state.canRedo = stored.canRedo
        state.warnings = warnings(draft.parameters.values)
    }

    /// What the terminal shows now.
    func screen() -> TunerScreen { TunerView.render(state) }

    func resize(columns: Int, rows: Int) {
        state.columns = columns
        state.rows = rows
    }

    /// One line for the prompt after the tuner closes: what changed.
    var summary: String {
        ParameterListing.changeSummary(name, opening, state.draft, template)
    }

    /// Handles one input; returns false when the tuner should close.
    func handle(_ input: TunerInput, on screen: TunerScreen) throws(CommandError) -> Bool {
        switch state.mode {
        case .help:
            state.mode = .browsing
            return true
        case .playing:
            return true  // the terminal's player reads keys while it plays
        case .prompt(var prompt):
            switch input {
            case .escape, .control("c"), .control("g"):
                state.mode = .browsing
                state.message = nil
            case .enter:
                try submit(prompt)
            default:
                if prompt.edit(input) {
                    prompt.error = nil
                    state.mode = .prompt(prompt)
                }
            }
            return true
        case .browsing:
            return try browse(input, on: screen)
        }
    }

    private func browse(_ input: TunerInput, on screen: TunerScreen) throws(CommandError) -> Bool {
        switch input {
        case .character("q"), .escape, .control("c"): return false
        case .up: select(state.selection - 1)
        case .down: select(state.selection + 1)
        case .home, .pageUp: select(0)
        case .end, .pageDown: select(state.parameters.count - 1)
        case .left(let scale): try nudge(-scale)
        case .right(let scale): try nudge(scale)
        case .character("<"): try nudge(-10)
        case .character(">"): try nudge(10)
        case .character(","): try nudge(-0.1)
        case .character("."): try nudge(0.1)
        case .enter: startValuePrompt()
        case .character("k"): try switchKind(backwards: false)
        case .character("K"): try switchKind(backwards: true)
        case .character("b"):
            state.mode = .prompt(TunerPrompt(.base, prefix: "base \(state.preset)@", text: baseSelectorText))
        case .character("c"):
            state.mode = .prompt(TunerPrompt(.commitMessage, prefix: "commit -m "))
        case .character("u"): try step(undo: true)
        case .character("r"), .control("r"): try step(undo: false)
        case .character("p"): startPlayback()
        case .character("?"): state.mode = .help
        case .mouse(let event): try pointer(event, on: screen)
        default: break
        }
        return true
    }

    func select(_ index: Int) {
        let count = state.parameters.count
        state.selection = min(max(0, index), max(0, count - 1))
        burst = nil
    }

    /// The base as typed after `NAME@`: its version number or tag.
    private var baseSelectorText: String {
        guard !baseFollowsLatest, let at = state.baseLabel.lastIndex(of: "@") else { return "" }
        return String(state.baseLabel[state.baseLabel.index(after: at)...])
    }

    /// Takes a draft the store returned (or read) into the screen.
    func show(_ draft: Draft) throws(CommandError) {
        let parameters = draft.parameters.values
        state.draft = parameters
        state.canUndo = draft.canUndo
        state.canRedo = draft.canRedo
        state.warnings = warnings(parameters)
        let latest = try session.resolve(PresetReference(name), at: nil)
        state.latestLabel = TerminalText.sanitized(latest.label)
        state.differs = parameters != latest.parameters.values
        if baseFollowsLatest {
            state.baseLabel = state.latestLabel
            state.base = latest.parameters.values
        }
        let count = state.parameters.count
        state.selection = min(state.selection, max(0, count - 1))
    }

    /// Follows a change another studio made to the draft (a preview page with `--edit`, another
    /// terminal): read when the keyboard is idle.
    func followStore() throws(CommandError) {
        let store = try session.requireStore()
        let stored = try session.attempt { try store.draft(of: name) }
        let parameters = stored.parameters.values
        guard parameters != state.draft || stored.canUndo != state.canUndo || stored.canRedo != state.canRedo else {
            return
        }
        try show(stored)
    }

    func warnings(_ parameters: ParameterSet) -> [String] {
        guard let animation = try? TemplateAnimation(template: template, parameters: parameters) else { return [] }
        return CurveWarnings.of(animation)
    }

    func fail(_ error: CommandError) {
        state.message = TunerState.Message(error.message, isError: true)
    }
}
