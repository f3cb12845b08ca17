import AnimationCore
import StudioEditing
import StudioStore
import TerminalText
import TunerView

/// The tuner's loop side: it feeds each key, resize and idle check to the pure
/// ``TunerUpdate/update(_:_:)``, runs the effects it returns through the editing layer (writes,
/// undo, redo, commit, the base, playing) and sends their results back in as events. The screen
/// is ``TunerView``'s; the terminal is ``TerminalTuner``'s.
final class Tuner {
    let session: Session
    let name: String
    let template: Template
    private(set) var model: TunerModel
    /// The draft as it stood when the tuner opened, for the summary printed after it.
    let opening: ParameterSet
    /// The store's burst of the run the tuner wrote last: the next write of the same run continues it.
    var lastRun: (run: TunerBurst, stored: DraftBurst?)?
    /// The `play` command line `p` asked for, until the terminal runs it.
    var playRequest: String?

    var state: TunerState { model.state }

    /// Opens preset `name`'s draft against `base` (nil: its latest version).
    init(session: Session, name: String, base: PresetReference?, columns: Int, rows: Int) throws(CommandError) {
        self.session = session
        let draft = try session.resolve(.draft(of: name), at: nil)
        self.name = draft.name
        template = draft.template
        let latest = try session.resolve(PresetReference(draft.name), at: nil)
        var baseVersion = latest
        if let base { baseVersion = try session.resolve(base, at: nil) }
        opening = draft.parameters.values
        let state = TunerState(
            preset: TerminalText.sanitized(draft.name), template: draft.template, draft: draft.parameters.values,
            baseLabel: TerminalText.sanitized(baseVersion.label), base: baseVersion.parameters.values,
            latestLabel: TerminalText.sanitized(latest.label), differs: draft.parameters != latest.parameters,
            columns: columns, rows: rows, colored: session.terminal.autoColor, unicode: session.terminal.unicode)
        model = TunerModel(state: state, baseFollowsLatest: base == nil, words: Self.words)
        let stored = try session.attempt { try session.requireStore().draft(of: draft.name) }
        model.state.canUndo = stored.canUndo
        model.state.canRedo = stored.canRedo
        model.state.warnings = warnings(draft.parameters.values)
        model.state.variantPresets = variantPresets(of: [draft.parameters.values, baseVersion.parameters.values])
    }

    /// What the terminal shows now.
    func screen() -> TunerScreen { TunerView.render(state) }

    /// One line for the prompt after the tuner closes: what changed.
    var summary: String {
        ParameterListing.changeSummary(name, opening, state.draft, template)
    }

    /// Handles one key or pointer report; returns false when the tuner should close.
    func handle(_ input: TunerInput) throws(CommandError) -> Bool { try send(.input(input)) }

    func resize(columns: Int, rows: Int) { _ = try? send(.resize(columns: columns, rows: rows)) }

    /// Runs `event` through the update, then each effect it asks for, feeding their results back
    /// in, in order; false when an effect closes the tuner.
    @discardableResult
    func send(_ event: TunerEvent) throws(CommandError) -> Bool {
        var events = [event]
        while !events.isEmpty {
            let event = events.removeFirst()
            let (next, effects) = TunerUpdate.update(model, event)
            model = next
            if case .basePicked = event {
                // A `preset(name:)` variant of the new base is drawn from the preset it names.
                model.state.variantPresets = variantPresets(of: [state.draft, state.base])
            }
            for effect in effects {
                guard effect != .quit else { return false }
                if let result = try run(effect) { events.append(result) }
            }
        }
        return true
    }

    /// Follows a change another studio made to the draft (a preview page with `--edit`, another
    /// terminal): read when the keyboard is idle.
    func followStore() throws(CommandError) {
        let store = try session.requireStore()
        let stored = try session.attempt { try store.draft(of: name) }
        guard
            stored.parameters.values != state.draft || stored.canUndo != state.canUndo
                || stored.canRedo != state.canRedo
        else { return }
        try send(.changedElsewhere(try read(stored)))
    }

    /// The command language's words of a typed line (a `;`, a second command, is refused, not run).
    static let words: TunerWord.Reader = { line in
        let commands = CommandLexer.commands(inLine: Substring(line), number: 1)
        guard commands.count == 1 else {
            let at = Array(line.unicodeScalars).firstIndex(of: ";") ?? 0
            return .failure(TunerLineError("one value, not a second command", offset: at))
        }
        switch commands[0] {
        case .success(let command):
            return .success(
                command.tokens.map { TunerWord($0.text, offset: $0.offset, length: $0.length, quoted: $0.quoted) })
        case .failure(let error):
            return .failure(TunerLineError(error.message, offset: error.offset, length: error.length))
        }
    }

    func warnings(_ parameters: ParameterSet) -> [String] {
        guard let animation = try? TemplateAnimation(template: template, parameters: parameters) else { return [] }
        return CurveWarnings.of(animation)
    }
}
