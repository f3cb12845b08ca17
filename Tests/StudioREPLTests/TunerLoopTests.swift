import AnimationCore
import StudioEditing
import StudioStore
import Testing
import TunerView

@testable import StudioREPL

/// The tuner's loop on a real store (SQLite in memory), without a terminal: the effects of the pure
/// update run through the editing layer, and what the store holds afterwards is what the screen says.
@Suite struct TunerLoopTests {
    let store: StudioStore
    let session: Session
    let tuner: Tuner

    init() throws {
        store = try StudioStore.inMemory()
        session = Session(store: store, clock: { "2026-11-29T08:00:00.000Z" })
        for command in CommandLexer.commands(in: "new bounce from move-up-bounce; new calm from fade") {
            _ = try session.execute(command.get()).get()
        }
        tuner = try Tuner(session: session, name: "bounce", base: nil, columns: 80, rows: 24)
    }

    func keys(_ inputs: TunerInput...) throws {
        for input in inputs { #expect(try tuner.handle(input)) }
    }

    func draft() throws -> ParameterSet { try store.draft(of: "bounce").parameters.values }

    @Test func aRunOfNudgesIsWrittenAsOneUndoStep() throws {
        try keys(.down, .down, .down, .right(scale: 1), .right(scale: 1), .right(scale: 1))
        #expect(try draft().timing.description == "uikit-spring(damping: 0.43, velocity: 0.1)")
        #expect(tuner.state.message?.text == "damping 0.42 → 0.43")
        try keys(.character("u"))
        #expect(try draft().timing.description == "uikit-spring(damping: 0.4, velocity: 0.1)")
        #expect(tuner.state.message?.text == "undo: damping 0.43 → 0.4")
        #expect(!tuner.state.canUndo && tuner.state.canRedo)
        #expect(try tuner.handle(.character("q")) == false)
    }

    @Test func theVariantsDurationRunIsOneStepAndAPresetVariantMustExist() throws {
        try keys(.end, .up, .right(scale: 1), .right(scale: 1))
        #expect(try draft().reducedMotion == .crossFade(duration: 0.3, timing: .named(.easeInOut)))
        try keys(.character("u"))
        #expect(try draft().reducedMotion == nil)
        #expect(
            tuner.state.message?.text
                == "undo: reduced-motion cross-fade(duration: 0.3, timing: ease-in-out) → cross-fade(duration: 0.2, timing: ease-in-out) (template default)"
        )
        // A preset variant names a preset that can stand in for a table entrance, or is refused in place.
        try keys(.enter, .control("u"))
        for character in "preset(name: nowhere)" { try keys(.character(character)) }
        try keys(.enter)
        guard case .prompt(let refused) = tuner.state.mode else { throw TunerTestFailure("no prompt") }
        #expect(refused.error?.message == "no preset named “nowhere”")
        #expect(try draft().reducedMotion == nil)
        try keys(.control("u"))
        for character in "preset(name: calm)" { try keys(.character(character)) }
        try keys(.enter)
        #expect(tuner.state.mode == .browsing)
        #expect(try draft().reducedMotion == .preset(name: "calm"))
        // Its curve is the named preset's own, read for the plot.
        #expect(tuner.state.variantPresets["calm"]?.template.name == "fade")
    }

    @Test func anotherStudiosChangeIsFollowedAndEndsTheRun() throws {
        try keys(.down, .down, .down, .right(scale: 1))
        let other = DraftEdits(store: store, clock: { "2026-11-29T08:01:00.000Z" })
        _ = try other.apply(.set([.template(.rowHeight, .number(50))]), to: "bounce")
        try tuner.followStore()
        #expect(tuner.state.draft[.rowHeight] == .number(50))
        try keys(.right(scale: 1))
        // Three steps: the first nudge, the other studio's change, the second nudge (a run of its own).
        try keys(.character("u"), .character("u"))
        #expect(try draft().timing.description == "uikit-spring(damping: 0.41, velocity: 0.1)")
        #expect(try draft()[.rowHeight] == .number(44))
    }
}
