import AnimationCore
import StudioEditing
import StudioStore
import Testing
import TunerView

@testable import StudioREPL

/// The tuner's loop on a real store (SQLite in memory), without a terminal: each effect run
/// through the editing layer and the store, and the event it gives back. What the update does with
/// keys and with those events is `TunerUpdateTests`' (no store there).
@Suite struct TunerLoopTests {
    let store: StudioStore
    let tuner: Tuner

    /// `bounce` (move-up-bounce) and `calm` (fade) at their templates' defaults, version 1 each,
    /// made through the store; the tuner open on `bounce`'s draft.
    init() throws {
        store = try StudioStore.inMemory()
        for (name, template) in [("bounce", "move-up-bounce"), ("calm", "fade")] {
            let template = try #require(TemplateCatalog.template(named: template))
            _ = try store.createPreset(
                name: name, parameters: try PresetParameters.defaults(of: template), message: nil,
                at: "2026-11-29T07:59:00.000Z")
        }
        let session = Session(store: store, clock: { "2026-11-29T08:00:00.000Z" })
        tuner = try Tuner(session: session, name: "bounce", base: nil, columns: 80, rows: 24)
    }

    func timing() throws -> String { try store.draft(of: "bounce").parameters.timing.description }

    static func damping(_ value: Double, run: Int?) -> TunerWrite {
        TunerWrite(.set([.timing(name: "damping", value: value)]), burst: run.map { TunerBurst("damping", number: $0) })
    }

    /// Runs `write` and returns what the layer wrote and said, or fails with the event that came back.
    func written(_ write: TunerWrite) throws -> (draft: TunerDraft, changes: String) {
        let event = try tuner.run(.write(write))
        guard case .written(let done, let draft, let changes) = event, done == write else {
            throw TunerTestFailure("not written: \(String(describing: event))")
        }
        return (draft, changes)
    }

    @Test func theWritesOfOneRunAreOneUndoStepInTheStore() throws {
        for value in [0.41, 0.42] { _ = try written(Self.damping(value, run: 1)) }
        let last = try written(Self.damping(0.43, run: 1))
        #expect(last.changes == "damping 0.42 → 0.43")
        #expect(last.draft.canUndo && !last.draft.canRedo)
        #expect(try timing() == "uikit-spring(damping: 0.43, velocity: 0.1)")
        let undone = try tuner.run(.undo)
        #expect(try timing() == "uikit-spring(damping: 0.4, velocity: 0.1)")
        guard case .stepped(undo: true, let draft, let changes) = undone else {
            throw TunerTestFailure("not undone: \(String(describing: undone))")
        }
        #expect(changes == "damping 0.43 → 0.4")
        #expect(!draft.canUndo && draft.canRedo)
        #expect(draft.parameters == (try store.draft(of: "bounce")).parameters.values)
        // After an undo, a write naming the same run is a step of its own: one undo takes back only it.
        _ = try written(Self.damping(0.5, run: 1))
        _ = try written(Self.damping(0.6, run: 1))
        _ = try tuner.run(.undo)
        #expect(try timing() == "uikit-spring(damping: 0.4, velocity: 0.1)")
    }

    @Test func aPresetVariantMustNameAPresetAndItsCurveIsReadForThePlot() throws {
        let before = try store.draft(of: "bounce")
        let nowhere = TunerWrite(.set([.reducedMotion(.preset(name: "nowhere"))]))
        #expect(try tuner.run(.write(nowhere)) == .refused(nowhere, message: "no preset named “nowhere”"))
        #expect(try store.draft(of: "bounce") == before)
        let calm = try written(TunerWrite(.set([.reducedMotion(.preset(name: "calm"))])))
        #expect(try store.draft(of: "bounce").parameters.values.reducedMotion == .preset(name: "calm"))
        #expect(calm.draft.variantPresets.keys.sorted() == ["calm"])
        #expect(calm.draft.variantPresets["calm"]?.template.name == "fade")
    }

    @Test func anotherStudiosChangeIsFollowedAndTheRunsNextWriteIsAStepOfItsOwn() throws {
        _ = try written(Self.damping(0.41, run: 1))
        let other = DraftEdits(store: store, clock: { "2026-11-29T08:01:00.000Z" })
        _ = try other.apply(.set([.template(.rowHeight, .number(50))]), to: "bounce")
        try tuner.followStore()
        #expect(tuner.state.draft[.rowHeight] == .number(50))
        // The same run again: the store does not fold it into a step another studio wrote over.
        _ = try written(Self.damping(0.42, run: 1))
        _ = try tuner.run(.undo)
        _ = try tuner.run(.undo)
        #expect(try timing() == "uikit-spring(damping: 0.41, velocity: 0.1)")
        #expect(try store.draft(of: "bounce").parameters.values[.rowHeight] == .number(44))
    }

    @Test func aCommitAndABaseAreReadFromTheStore() throws {
        _ = try written(Self.damping(0.5, run: nil))
        guard case .committed(version: 2, let draft) = try tuner.run(.commit(message: "less wobble")) else {
            throw TunerTestFailure("not committed")
        }
        #expect(draft.latestLabel == "bounce@2" && draft.latest == draft.parameters)
        #expect(try store.versions(of: "bounce").map(\.message) == [nil, "less wobble"])
        #expect(
            try tuner.run(.pickBase(line: "base bounce@9"))
                == .failed(message: "version 9 of “bounce” does not exist (latest is 2)", offset: 5, length: 8))
        let first = try #require(try store.versions(of: "bounce").first).parameters.values
        #expect(
            try tuner.run(.pickBase(line: "base bounce@1"))
                == .basePicked(label: "bounce@1", parameters: first, followsLatest: false))
    }

    /// The loop end to end: a key through the update, its write through the store, the result back
    /// in; `q` closes.
    @Test func aKeysWriteComesBackBeforeTheNextKeyAndQCloses() throws {
        for key in [TunerInput.down, .down, .down, .right(scale: 1), .right(scale: 1)] {
            #expect(try tuner.handle(key))
        }
        #expect(try timing() == "uikit-spring(damping: 0.42, velocity: 0.1)")
        #expect(tuner.state.draft == (try store.draft(of: "bounce")).parameters.values)
        #expect(tuner.state.message?.text == "damping 0.41 → 0.42")
        #expect(try tuner.handle(.character("q")) == false)
    }
}
