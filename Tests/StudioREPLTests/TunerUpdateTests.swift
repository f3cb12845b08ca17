import AnimationCore
import StudioEditing
import Testing
import TunerView

@testable import StudioREPL

/// The tuner's update driven event by event, with no store and no terminal: each key gives the
/// exact state and effects, and the results of the effects are sent back in as the loop sends them.
@Suite struct TunerUpdateTests {
    /// A tuner on `bounce` (move-up-bounce at its defaults: uikit-spring damping 0.4, velocity 0.1),
    /// reading typed lines with the studio's own lexer.
    struct Driver {
        var model: TunerModel

        init(_ templateName: String = "move-up-bounce") throws {
            let template = try #require(TemplateCatalog.template(named: templateName))
            let state = TunerState(
                preset: "bounce", template: template, draft: template.defaults, baseLabel: "bounce@1",
                base: template.defaults, latestLabel: "bounce@1", differs: false, columns: 80, rows: 24,
                colored: false, unicode: true)
            model = TunerModel(state: state, baseFollowsLatest: true, words: Tuner.words)
        }

        var state: TunerState { model.state }

        mutating func send(_ event: TunerEvent) -> [TunerEffect] {
            let (next, effects) = TunerUpdate.update(model, event)
            model = next
            return effects
        }

        mutating func keys(_ inputs: TunerInput...) -> [TunerEffect] {
            inputs.flatMap { send(.input($0)) }
        }

        mutating func type(_ text: String) {
            for character in text { _ = send(.input(.character(character))) }
        }

        /// The draft with `changes` over the template's defaults, as the loop reads it back (no
        /// version committed since `bounce@1`).
        func draft(_ changes: [ParameterKey: ParameterValue] = [:], reducedMotion: ReducedMotionVariant? = nil)
            -> TunerDraft
        {
            var parameters = state.template.defaults
            for (key, value) in changes { parameters[key] = value }
            parameters.reducedMotion = reducedMotion
            return TunerDraft(
                parameters: parameters, canUndo: true, canRedo: false, latestLabel: "bounce@1",
                latest: state.template.defaults)
        }
    }

    static func timing(_ text: String) throws -> ParameterValue { .timing(try TimingExpression(parsing: text)) }

    /// The message line's text, or the prompt's error.
    static func said(_ state: TunerState) -> String? { state.message.map { ($0.isError ? "error: " : "") + $0.text } }

    @Test func aRunOfNudgesIsOneWritePerKeyWithTheSameBurst() throws {
        var tuner = try Driver()
        #expect(tuner.keys(.down, .down, .down).isEmpty)
        #expect(tuner.state.selected?.name == "damping")
        let first = TunerWrite(
            .set([.timing(name: "damping", value: 0.41)]), burst: TunerBurst("damping", number: 1),
            message: "damping 0.4 → 0.41")
        #expect(tuner.keys(.right(scale: 1)) == [.write(first)])
        // Nothing is shown as changed until the layer says it is.
        #expect(tuner.state.draft == tuner.state.template.defaults)
        let after = try tuner.draft([.timing: Self.timing("uikit-spring(damping: 0.41, velocity: 0.1)")])
        #expect(tuner.send(.written(first, after, changes: "damping 0.4 → 0.41")).isEmpty)
        #expect(tuner.state.draft == after.parameters)
        #expect(tuner.state.differs && tuner.state.canUndo)
        #expect(Self.said(tuner.state) == "damping 0.4 → 0.41")
        #expect(tuner.model.run == TunerBurst("damping", number: 1))
        // The next nudge continues the run: the same burst, the value from the draft now.
        #expect(
            tuner.keys(.right(scale: 10)) == [
                .write(
                    TunerWrite(
                        .set([.timing(name: "damping", value: 0.51)]), burst: TunerBurst("damping", number: 1),
                        message: "damping 0.41 → 0.51"))
            ])
        // Another line, then back: a new run each time.
        #expect(tuner.keys(.down) == [])
        #expect(
            tuner.keys(.character(".")) == [
                .write(
                    TunerWrite(
                        .set([.timing(name: "velocity", value: 0.11)]), burst: TunerBurst("velocity", number: 2),
                        message: "velocity 0.1 → 0.11"))
            ])
        guard case .write(let back) = tuner.keys(.up, .left(scale: 1)).first else { throw TunerTestFailure("no write") }
        #expect(back.burst == TunerBurst("damping", number: 3))
        _ = tuner.send(.written(back, after, changes: ""))
        guard case .write(let again) = tuner.keys(.left(scale: 1)).first else { throw TunerTestFailure("no write") }
        #expect(again.burst == TunerBurst("damping", number: 3))
        // A refused write leaves the run where it was.
        _ = tuner.send(.refused(again, message: "the draft of “bounce” is locked"))
        #expect(tuner.model.run == TunerBurst("damping", number: 3))
        #expect(Self.said(tuner.state) == "error: the draft of “bounce” is locked")
    }

    @Test func aNudgeOutOfRangeIsRefusedWithoutAWrite() throws {
        var tuner = try Driver()
        _ = tuner.keys(.down, .down, .down)
        let at = try tuner.draft([.timing: Self.timing("uikit-spring(damping: 0.01, velocity: 0.1)")])
        _ = tuner.send(.changedElsewhere(at))
        #expect(tuner.keys(.left(scale: 1)) == [])
        #expect(Self.said(tuner.state) == "error: damping stays 0.01: it must be greater than 0")
        #expect(tuner.state.draft == at.parameters)
    }

    @Test func kSwitchesTheTimingKindAsAStepOfItsOwnAndUndoTakesItBack() throws {
        var tuner = try Driver()
        _ = tuner.keys(.down, .down, .down, .right(scale: 1))
        // k from any line: the timing's line is selected, the run ends, the layer converts.
        let switched = TunerWrite(.switchTiming(.spring))
        #expect(tuner.keys(.home, .character("k")) == [.write(switched)])
        #expect(tuner.state.selection == 2 && tuner.model.run == nil)
        let spring = try tuner.draft([
            .timing: Self.timing(
                "spring(mass: 1, stiffness: 229.67459164514798, damping: 12.124014955982805, velocity: 0.1)")
        ])
        let said =
            "timing uikit-spring(damping: 0.4, velocity: 0.1) → spring(mass: 1, stiffness: 229.674591645, damping: 12.124014956, velocity: 0.1)"
        _ = tuner.send(.written(switched, spring, changes: said))
        #expect(Self.said(tuner.state) == said)
        #expect(
            tuner.state.parameters.map(\.name).prefix(8) == [
                "duration", "delay-factor", "timing", "mass", "stiffness", "damping", "velocity", "allows-overdamping"
            ])
        #expect(tuner.keys(.character("K")) == [.write(TunerWrite(.switchTiming(.uikitSpring)))])
        // Undo and redo are effects; what they did comes back and is said.
        #expect(tuner.keys(.character("u")) == [.undo])
        #expect(tuner.keys(.control("r"), .character("r")) == [.redo, .redo])
        _ = tuner.send(.stepped(undo: true, tuner.draft(), changes: String(said.reversed())))
        #expect(tuner.state.draft == tuner.state.template.defaults && !tuner.state.differs)
        #expect(Self.said(tuner.state) == "undo: " + String(said.reversed()))
        _ = tuner.send(.failed(message: "nothing to redo for “bounce”", offset: nil, length: 1))
        #expect(Self.said(tuner.state) == "error: nothing to redo for “bounce”")
    }

    @Test func aTypedNumberIsOneWriteAndClosesTheLineOnceWritten() throws {
        var tuner = try Driver()
        _ = tuner.keys(.down, .down, .down, .enter)
        #expect(tuner.state.mode == .prompt(TunerPrompt(.value("damping"), prefix: "set damping ", text: "0.4")))
        _ = tuner.keys(.backspace)
        tuner.type("55")
        let write = TunerWrite(.set([.timing(name: "damping", value: 0.55)]))
        #expect(tuner.keys(.enter) == [.write(write)])
        // The line stays until the layer answers: refused, it shows why and keeps what was typed.
        _ = tuner.send(.refused(write, message: "the draft of “bounce” changed meanwhile"))
        var refused = TunerPrompt(.value("damping"), prefix: "set damping ", text: "0.55")
        refused.error = ("the draft of “bounce” changed meanwhile", nil, 1)
        #expect(tuner.state.mode == .prompt(refused))
        #expect(tuner.keys(.enter) == [.write(write)])
        let after = try tuner.draft([.timing: Self.timing("uikit-spring(damping: 0.55, velocity: 0.1)")])
        _ = tuner.send(.written(write, after, changes: "damping 0.4 → 0.55"))
        #expect(tuner.state.mode == .browsing)
        #expect(Self.said(tuner.state) == "damping 0.4 → 0.55")
        // A typed value is a step of its own: the next nudge starts a run.
        guard case .write(let nudge) = tuner.keys(.right(scale: 1)).first else {
            Issue.record("no write")
            return
        }
        #expect(nudge.burst == TunerBurst("damping", number: 1))
    }

    @Test func anInvalidEntryPointsAtWhatIsWrongAndWritesNothing() throws {
        var tuner = try Driver()
        _ = tuner.keys(.down, .down, .down, .enter)
        tuner.type("x")
        #expect(tuner.keys(.enter) == [])
        var prompt = TunerPrompt(.value("damping"), prefix: "set damping ", text: "0.4x")
        prompt.error = ("damping must be a number, got “0.4x”", 12, 4)
        #expect(tuner.state.mode == .prompt(prompt))
        // Typing clears the error; two values, a second command, an unclosed quote are refused.
        tuner.type(" 1")
        guard case .prompt(let typing) = tuner.state.mode else { throw TunerTestFailure("no prompt") }
        #expect(typing.error == nil)
        let refusals: [(String, String, Int?, Int)] = [
            (" 1", "one value, please: damping takes one", 16, 1),
            ("; undo", "one value, not a second command", 15, 1),
            ("\"", "unterminated quote", 15, 1)
        ]
        for (typed, message, offset, length) in refusals {
            _ = tuner.keys(.control("u"))
            tuner.type("0.5" + typed)
            #expect(tuner.keys(.enter) == [], "\(typed)")
            guard case .prompt(let shown) = tuner.state.mode else { throw TunerTestFailure("no prompt") }
            #expect(shown.error?.message == message && shown.error?.offset == offset, "\(typed)")
            #expect(shown.error?.length == length, "\(typed)")
        }
        // A timing's syntax error points inside the value.
        _ = tuner.keys(.escape, .up, .enter)
        _ = tuner.keys(.control("u"))
        tuner.type("cubic(0.1, 0.2, 0.3)")
        #expect(tuner.keys(.enter) == [])
        guard case .prompt(let timing) = tuner.state.mode else { throw TunerTestFailure("no prompt") }
        #expect(timing.prefix == "set timing ")
        #expect(timing.error?.message == "cubic takes four numbers: cubic(x1, y1, x2, y2)")
        #expect(timing.error?.offset == 11 && timing.error?.length == 5)  // as `set` puts it, under `cubic`
        // Escape closes the line: nothing written, nothing said.
        #expect(tuner.keys(.escape) == [])
        #expect(tuner.state.mode == .browsing && tuner.state.message == nil)
        #expect(tuner.state.draft == tuner.state.template.defaults)
    }

    @Test func qEscapeAndCtrlCQuitWhileBrowsingButOnlyCloseALineOrTheKeys() throws {
        var tuner = try Driver()
        for key in [TunerInput.character("q"), .escape, .control("c")] {
            #expect(tuner.keys(key) == [.quit])
        }
        _ = tuner.keys(.character("c"))
        #expect(tuner.state.mode == .prompt(TunerPrompt(.commitMessage, prefix: "commit -m ")))
        tuner.type("q")
        #expect(tuner.keys(.control("c")) == [])
        #expect(tuner.state.mode == .browsing)
        _ = tuner.keys(.character("?"))
        #expect(tuner.state.mode == .help)
        #expect(tuner.keys(.character("q")) == [] && tuner.state.mode == .browsing)
    }

    @Test func aCommitAndABaseAreEffectsTheirResultsComeBack() throws {
        var tuner = try Driver()
        _ = tuner.keys(.character("c"))
        tuner.type("less wobble")
        #expect(tuner.keys(.enter) == [.commit(message: "less wobble")])
        var committed = tuner.draft()
        committed.latestLabel = "bounce@2"
        _ = tuner.send(.committed(version: 2, committed))
        #expect(tuner.state.mode == .browsing && Self.said(tuner.state) == "committed bounce@2")
        #expect(tuner.state.latestLabel == "bounce@2" && tuner.state.baseLabel == "bounce@2")
        _ = tuner.keys(.character("b"))
        tuner.type("9")
        #expect(tuner.keys(.enter) == [.pickBase(line: "base bounce@9")])
        _ = tuner.send(.failed(message: "version 9 of “bounce” does not exist (latest is 2)", offset: 5, length: 8))
        guard case .prompt(let base) = tuner.state.mode else { throw TunerTestFailure("no prompt") }
        #expect(base.error?.message == "version 9 of “bounce” does not exist (latest is 2)")
        _ = tuner.keys(.backspace)
        tuner.type("1")
        _ = tuner.keys(.enter)
        var first = tuner.state.template.defaults
        first[.rowHeight] = .number(40)
        _ = tuner.send(.basePicked(label: "bounce@1", parameters: first, followsLatest: false))
        #expect(tuner.state.baseLabel == "bounce@1" && tuner.state.base == first && !tuner.model.baseFollowsLatest)
        #expect(Self.said(tuner.state) == "comparing with bounce@1")
        // A picked base stays when the draft changes; `b` starts from its tag or number.
        _ = tuner.send(.changedElsewhere(committed))
        #expect(tuner.state.baseLabel == "bounce@1")
        _ = tuner.keys(.character("b"))
        #expect(tuner.state.mode == .prompt(TunerPrompt(.base, prefix: "base bounce@", text: "1")))
    }

    @Test func theWheelOverALineSelectsAndNudgesItAndAResizeRedraws() throws {
        var tuner = try Driver()
        let screen = TunerView.render(tuner.state)
        let velocityRow = try #require(screen.parameterRows.first { $0.value == 4 }?.key)
        let effects = tuner.keys(.mouse(MouseEvent(.wheelDown, column: 6, row: velocityRow)))
        #expect(tuner.state.selection == 4)
        #expect(
            effects == [
                .write(
                    TunerWrite(
                        .set([.timing(name: "velocity", value: 0)]), burst: TunerBurst("velocity", number: 1),
                        message: "velocity 0.1 → 0"))
            ])
        // Over the plot the wheel does nothing.
        #expect(tuner.keys(.mouse(MouseEvent(.wheelUp, column: 60, row: 10))) == [])
        _ = tuner.send(.resize(columns: 100, rows: 30))
        #expect(TunerView.render(tuner.state).grid.width == 100)
    }

    @Test func pPlaysTheMotionAndItsFramesAndResultComeBack() throws {
        var tuner = try Driver()
        #expect(tuner.keys(.character("p")) == [.play(reduceMotion: false)])
        #expect(tuner.state.mode == .playing([]))
        #expect(tuner.keys(.character("x")) == [])  // the player reads keys while it plays
        _ = tuner.send(.frame("one\ntwo"))
        #expect(tuner.state.mode == .playing(["one", "two"]))
        _ = tuner.send(.played(TunerState.Message("played 1.250s")))
        #expect(tuner.state.mode == .browsing && Self.said(tuner.state) == "played 1.250s")
    }
}

struct TunerTestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
