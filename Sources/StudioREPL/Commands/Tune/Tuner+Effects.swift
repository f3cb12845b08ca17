import AnimationCore
import StudioEditing
import StudioStore
import TunerView

/// The effects the tuner's update asks for, run through the editing layer and the store; each
/// gives back the event that says what came of it.
extension Tuner {
    func run(_ effect: TunerEffect) throws(CommandError) -> TunerEvent? {
        let edits = DraftEdits(store: try session.requireStore(), clock: session.clock)
        switch effect {
        case .write(let write): return try apply(write, edits)
        case .undo, .redo:
            lastRun = nil
            let undo = effect == .undo
            let moved: DraftEdit
            do { moved = undo ? try edits.undo(name) : try edits.redo(name) } catch {
                return .failed(message: CommandError(failure: error).message, offset: nil, length: 1)
            }
            return .stepped(undo: undo, try read(moved.draft), changes: moved.changes)
        case .commit(let message):
            lastRun = nil
            let version: PresetVersion
            let draft: Draft
            do {
                version = try edits.commit(name, message: DraftEdits.typedMessage(message))
                draft = try edits.draft(of: name)
            } catch {
                return .failed(message: CommandError(failure: error).message, offset: nil, length: 1)
            }
            return .committed(version: version.number, try read(draft))
        case .pickBase(let line):
            do { return try pickBase(line) } catch {
                return .failed(message: error.message, offset: error.offset, length: error.length)
            }
        case .play(let reduceMotion):
            lastRun = nil
            do { playRequest = try playLine(reduceMotion: reduceMotion) } catch {
                return .played(TunerState.Message(error.message, isError: true))
            }
            return nil
        case .quit: return nil
        }
    }

    /// A write through the layer, continuing the store's burst when it belongs to the run written last.
    /// A variant naming a preset that cannot stand in is refused by the layer (``ReducedMotionPresetRule``).
    private func apply(_ write: TunerWrite, _ edits: DraftEdits) throws(CommandError) -> TunerEvent {
        let continuing = write.burst != nil && lastRun?.run == write.burst ? lastRun?.stored : nil
        let edit: DraftEdit
        do {
            edit = try edits.apply(write.change, to: name, basedOn: session.baseRevision, continuing: continuing)
        } catch {
            return .refused(write, message: CommandError(failure: error).message)
        }
        lastRun = write.burst.map { ($0, edit.burst) }
        return .written(write, try read(edit.draft), changes: edit.changes)
    }

    /// The draft as the screen needs it: with the engine's warnings, the latest version, and the
    /// presets its and the base's `preset(name:)` variants name.
    func read(_ draft: Draft) throws(CommandError) -> TunerDraft {
        let parameters = draft.parameters.values
        let latest = try session.resolve(PresetReference(name), at: nil)
        let base = model.baseFollowsLatest ? latest.parameters.values : state.base
        return TunerDraft(
            parameters: parameters, canUndo: draft.canUndo, canRedo: draft.canRedo, warnings: warnings(parameters),
            latestLabel: latest.label, latest: latest.parameters.values,
            variantPresets: variantPresets(of: [parameters, base]))
    }

    /// The latest versions of the presets `preset(name:)` variants of `sets` name (one that cannot
    /// be read is left out: the plot then says the variant makes no curve).
    func variantPresets(of sets: [ParameterSet]) -> [String: PresetParameters] {
        var found: [String: PresetParameters] = [:]
        for set in sets {
            guard case .preset(let other) = set.reducedMotion, found[other] == nil,
                let preset = try? session.reducedMotionPreset(other, for: template, at: nil)
            else { continue }
            found[other] = preset.parameters
        }
        return found
    }

    /// `b`: the base typed after `NAME@`, a version or tag of this preset (empty: the latest).
    private func pickBase(_ line: String) throws(CommandError) -> TunerEvent {
        let tokens: [TunerWord]
        switch Self.words(line) {
        case .success(let read): tokens = read
        case .failure(let error):
            throw CommandError.syntax(error.message, offset: error.offset ?? 0, length: error.length)
        }
        let prefix = "base ".unicodeScalars.count
        guard tokens.count == 2 else {
            throw CommandError.syntax("type a version number or a tag after @", offset: prefix, length: 1)
        }
        let word = tokens[1]
        let token = Token(text: word.text, offset: word.offset, length: word.length, quoted: word.quoted)
        let reference = PresetReference(token.text)
        guard reference.name == name else {
            throw CommandError.syntax(
                "the base is a version of \(state.preset)", offset: token.offset, length: token.length)
        }
        guard reference.selector != .draft else {
            throw CommandError.syntax(
                "the base is a version or tag, not the draft", offset: token.offset, length: token.length)
        }
        let base = try session.resolve(reference, at: token)
        return .basePicked(
            label: base.label, parameters: base.parameters.values, followsLatest: reference.selector == .latest)
    }
}
