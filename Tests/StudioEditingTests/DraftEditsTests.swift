import AnimationCore
import StudioEditing
import StudioStore
import Testing

/// The editing layer on a real database: each change is a delta applied to the draft as it is
/// inside the write, the 409 rule, bursts, undo and redo with what they changed.
@Suite struct DraftEditsTests {
    func assignment(_ name: String, _ text: String) throws -> ParameterAssignment {
        try ParameterAssignment.parse(
            name, text, template: try EditingStudio.template, timing: try EditingStudio.bounce().timing)
    }

    /// The lost update of issue 35: a change read the draft, another studio changed another
    /// parameter, then the first change was written. The second studio's change stays.
    @Test func aChangeKeepsWhatAnotherStudioSavedAfterItWasRead() throws {
        let studio = try EditingStudio()
        defer { studio.close() }
        let velocity = try assignment("velocity", "0")  // read and checked against damping 0.4
        let other = DraftEdits(store: try studio.otherStudio(), clock: { EditingStudio.time(30) })
        let page = try other.apply(.set([try assignment("damping", "0.9")]), to: "bounce")
        #expect(page.changes == "damping 0.4 → 0.9")
        let edit = try studio.edits.apply(.set([velocity]), to: "bounce")
        #expect(edit.before.timing.description == "uikit-spring(damping: 0.9, velocity: 0.1)")
        #expect(edit.draft.parameters.timing.description == "uikit-spring(damping: 0.9, velocity: 0)")
        #expect(edit.changes == "velocity 0.1 → 0")
    }

    @Test func aChangeBasedOnAnOlderRevisionIsStaleAndWritesNothing() throws {
        let studio = try EditingStudio()
        defer { studio.close() }
        let shown = try studio.store.draft(of: "bounce")
        _ = try studio.edits.apply(.set([try assignment("row-height", "50")]), to: "bounce")
        let now = try studio.store.draft(of: "bounce")
        #expect(
            throws: EditFailure.store(.draftChanged(preset: "bounce", basedOn: shown.revision, current: now.revision))
        ) {
            try studio.edits.apply(.set([try assignment("damping", "0.5")]), to: "bounce", basedOn: shown.revision)
        }
        #expect(try studio.store.draft(of: "bounce") == now)
        let failure = EditFailure.store(.draftChanged(preset: "bounce", basedOn: shown.revision, current: now.revision))
        #expect(failure.isStale)
    }

    @Test func aTimingNumberTheDraftNoLongerHasIsRefusedWithNothingWritten() throws {
        let studio = try EditingStudio()
        defer { studio.close() }
        let damping = try assignment("damping", "0.5")
        _ = try studio.edits.apply(.switchTiming(.named(.easeInOut)), to: "bounce")
        let before = try studio.store.draft(of: "bounce")
        #expect(
            throws: EditFailure.refused(EditError("the timing ease-in-out has no “damping”; it has no numbers to set"))
        ) {
            try studio.edits.apply(.set([damping]), to: "bounce")
        }
        #expect(try studio.store.draft(of: "bounce") == before)
    }

    @Test func valuesAreCheckedAsTypedWithTheirPlace() throws {
        #expect(throws: EditError("damping must be a number, got “soft”", at: .value)) {
            try assignment("damping", "soft")
        }
        #expect(throws: EditError("row-height must be between 1 and 10000, got 0", at: .value)) {
            try assignment("row-height", "0")
        }
        let unknown = try #require(throws: EditError.self) { try assignment("dampng", "1") }
        #expect(unknown.place == .parameter)
        #expect(
            unknown.message
                == "move-up-bounce has no parameter “dampng”; expected duration, delay-factor, timing, row-height, reduced-motion or a number of the timing; did you mean “damping”?"
        )
        let timing = try #require(throws: EditError.self) { try assignment("timing", "uikit-spring(damping: )") }
        #expect(timing.place == .insideValue(offset: 22, length: 1))
    }

    @Test func aBurstIsOneUndoStepAndUndoSaysWhatItTookBack() throws {
        let studio = try EditingStudio()
        defer { studio.close() }
        var burst: DraftBurst?
        for value in ["0.41", "0.42", "0.43"] {
            let edit = try studio.edits.apply(.set([try assignment("damping", value)]), to: "bounce", continuing: burst)
            burst = edit.burst
        }
        let undone = try studio.edits.undo("bounce")
        #expect(undone.changes == "damping 0.43 → 0.4")
        #expect(undone.draft.canUndo == false)
        let redone = try studio.edits.redo("bounce")
        #expect(redone.changes == "damping 0.4 → 0.43")
    }

    @Test func unsetAndSwitchTimingApplyToTheDraftAsItIs() throws {
        let studio = try EditingStudio()
        defer { studio.close() }
        _ = try studio.edits.apply(.set([try assignment("row-height", "60")]), to: "bounce")
        let unset = try studio.edits.apply(.unset(["row-height"]), to: "bounce")
        #expect(unset.changes == "row-height 60 → 44")
        let switched = try studio.edits.apply(.switchTiming(.springResponse), to: "bounce")
        #expect(switched.draft.parameters.timing.description.hasPrefix("spring(response: "))
        #expect(switched.changes.hasPrefix("timing uikit-spring(damping: 0.4, velocity: 0.1) → spring(response: "))
        #expect(switched.note == " (this form starts at rest: velocity 0.1 dropped)")
    }

    @Test func commitKeepsItsMessageAndALineTypedAloneIsTrimmed() throws {
        let studio = try EditingStudio()
        defer { studio.close() }
        _ = try studio.edits.apply(.set([try assignment("damping", "0.5")]), to: "bounce")
        let committed = try studio.edits.commit("bounce", message: DraftEdits.typedMessage("  softer  "))
        #expect(committed.number == 2)
        #expect(committed.message == "softer")
        #expect(DraftEdits.typedMessage("   ") == nil)
        // `commit -m " as typed "` keeps the message as the flag gave it.
        _ = try studio.edits.apply(.set([try assignment("damping", "0.6")]), to: "bounce")
        #expect(try studio.edits.commit("bounce", message: " as typed ").message == " as typed ")
        #expect(throws: EditFailure.store(.nothingToCommit(preset: "bounce", version: 3))) {
            try studio.edits.commit("bounce", message: "")
        }
    }
}
