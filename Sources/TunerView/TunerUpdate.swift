import AnimationCore
import StudioEditing
import TerminalText

/// The tuner's behaviour as one pure function, in the Bubble Tea style: a model and one event give
/// the next model and the effects to run (writes, undo, commit, the base, playing, closing). The
/// loop runs the effects through the editing layer and sends their results back as events, so
/// every key's behaviour is tested without a store or a terminal.
///
/// The shape is Bubble Tea's `Model.Update(Msg) (Model, Cmd)` (charmbracelet/bubbletea, `tea.go` at
/// 268a8c6), with one difference: Bubble Tea runs its commands on goroutines, while the tuner's loop
/// runs the effects in order before it reads the next key, so a run of nudges is written key by key
/// and each nudge starts from the draft the last one left.
public enum TunerUpdate {
    public static func update(_ model: TunerModel, _ event: TunerEvent) -> (TunerModel, [TunerEffect]) {
        var next = model
        let effects = next.apply(event)
        return (next, effects)
    }
}

extension TunerModel {
    mutating func apply(_ event: TunerEvent) -> [TunerEffect] {
        switch event {
        case .input(let input):
            return handle(input)
        case .resize(let columns, let rows):
            state.columns = columns
            state.rows = rows
        case .written(let write, let draft, let changes):
            run = write.burst
            show(draft)
            if case .prompt = state.mode { state.mode = .browsing }
            state.message = TunerState.Message(write.message ?? changes)
        case .refused(_, let message):
            fail(message)
            if case .prompt(var prompt) = state.mode {
                prompt.error = (message, nil, 1)
                state.mode = .prompt(prompt)
            }
        case .stepped(let undo, let draft, let changes):
            show(draft)
            state.message = TunerState.Message((undo ? "undo: " : "redo: ") + changes)
        case .committed(let version, let draft):
            state.mode = .browsing
            show(draft)
            state.message = TunerState.Message("committed \(state.preset)@\(version)")
        case .basePicked(let label, let parameters, let followsLatest):
            baseFollowsLatest = followsLatest
            state.baseLabel = TerminalText.sanitized(label)
            state.base = parameters
            state.mode = .browsing
            state.message = TunerState.Message("comparing with \(state.baseLabel)")
        case .failed(let message, let offset, let length):
            if case .prompt(var prompt) = state.mode {
                prompt.error = (message, offset, max(1, length))
                state.mode = .prompt(prompt)
            } else {
                fail(message)
            }
        case .frame(let text):
            state.mode = .playing(text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        case .played(let message):
            state.mode = .browsing
            state.message = message
        case .changedElsewhere(let draft):
            guard draft.parameters != state.draft || draft.canUndo != state.canUndo || draft.canRedo != state.canRedo
            else { return [] }
            show(draft)
        }
        return []
    }

    /// A key or the pointer, by what the tuner is doing.
    mutating func handle(_ input: TunerInput) -> [TunerEffect] {
        switch state.mode {
        case .help:
            state.mode = .browsing
            return []
        case .playing:
            return []  // the loop's player reads keys while it plays
        case .prompt(var prompt):
            switch input {
            case .escape, .control("c"), .control("g"):
                state.mode = .browsing
                state.message = nil
            case .enter:
                return submit(prompt)
            default:
                if prompt.edit(input) {
                    prompt.error = nil
                    state.mode = .prompt(prompt)
                }
            }
            return []
        case .browsing:
            return browse(input)
        }
    }

    private mutating func browse(_ input: TunerInput) -> [TunerEffect] {
        switch input {
        case .character("q"), .escape, .control("c"): return [.quit]
        case .up: select(state.selection - 1)
        case .down: select(state.selection + 1)
        case .home, .pageUp: select(0)
        case .end, .pageDown: select(state.parameters.count - 1)
        case .left(let scale): return nudge(-scale)
        case .right(let scale): return nudge(scale)
        case .character("<"): return nudge(-10)
        case .character(">"): return nudge(10)
        case .character(","): return nudge(-0.1)
        case .character("."): return nudge(0.1)
        case .enter: startValuePrompt()
        case .character("k"): return switchKind(backwards: false)
        case .character("K"): return switchKind(backwards: true)
        case .character("b"):
            state.mode = .prompt(TunerPrompt(.base, prefix: "base \(state.preset)@", text: baseSelectorText))
        case .character("c"):
            state.mode = .prompt(TunerPrompt(.commitMessage, prefix: "commit -m "))
        case .character("u"):
            run = nil
            return [.undo]
        case .character("r"), .control("r"):
            run = nil
            return [.redo]
        case .character("p"):
            run = nil
            state.mode = .playing([])
            return [.play(reduceMotion: state.showsVariant)]
        case .character("v"):
            state.showsVariant.toggle()
            state.dragging = nil
            state.message = TunerState.Message(
                state.showsVariant
                    ? "showing the reduced-motion variant: \(TerminalText.sanitized(variant.description))"
                    : "showing the full motion")
        case .character("?"): state.mode = .help
        case .mouse(let event): return pointer(event)
        default: break
        }
        return []
    }

    mutating func select(_ index: Int) {
        let count = state.parameters.count
        state.selection = min(max(0, index), max(0, count - 1))
        run = nil
    }

    /// The draft's reduced-motion variant (the template's default where none is authored).
    var variant: ReducedMotionVariant { state.draft.reducedMotion ?? state.template.defaultReducedMotion }

    /// The base as typed after `NAME@`: its version number or tag.
    private var baseSelectorText: String {
        guard !baseFollowsLatest, let at = state.baseLabel.lastIndex(of: "@") else { return "" }
        return String(state.baseLabel[state.baseLabel.index(after: at)...])
    }

    /// Takes a draft the loop read into the screen.
    mutating func show(_ draft: TunerDraft) {
        state.draft = draft.parameters
        state.canUndo = draft.canUndo
        state.canRedo = draft.canRedo
        state.warnings = draft.warnings
        state.latestLabel = TerminalText.sanitized(draft.latestLabel)
        state.differs = draft.parameters != draft.latest
        state.variantPresets = draft.variantPresets
        if baseFollowsLatest {
            state.baseLabel = state.latestLabel
            state.base = draft.latest
        }
        state.selection = min(state.selection, max(0, state.parameters.count - 1))
    }

    mutating func fail(_ message: String) {
        state.message = TunerState.Message(message, isError: true)
    }

    /// A write of `change`: a run keyed `key` continues the run the last write belonged to when it
    /// is the same line, else starts a new one; nil is a step of its own.
    mutating func write(_ change: DraftChange, run key: String?, saying message: String? = nil) -> [TunerEffect] {
        var burst: TunerBurst?
        if let key {
            if let run, run.key == key {
                burst = run
            } else {
                runs += 1
                burst = TunerBurst(key, number: runs)
            }
        }
        return [.write(TunerWrite(change, burst: burst, message: message))]
    }
}
