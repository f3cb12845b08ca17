import Foundation
import StudioTestSupport
import Testing

@testable import StudioStore

@Suite struct DraftTests {
    @Test func theDraftSurvivesAReopen() throws {
        try TemporaryStudio.withFolder { folder in
            let path = folder.appendingPathComponent("studio.sqlite").path

            // Given a tweak saved to the draft, and the studio closed
            do {
                let store = try StudioStore(path: path)
                _ = try store.createPreset(
                    name: "bounce", parameters: spring(damping: "0.5"),
                    message: nil, at: time(0))
                try store.updateDraft(of: "bounce", parameters: spring(damping: "0.55"), at: time(1))
            }

            // When reopening
            let store = try StudioStore(path: path)

            // Then the tweak is there, uncommitted
            #expect(
                try store.draft(of: "bounce")
                    == Draft(
                        preset: "bounce", parameters: spring(damping: "0.55"), changedAt: time(1), canUndo: true,
                        canRedo: false))
            #expect(try store.latestVersion(of: "bounce").number == 1)
            #expect(try store.preset(named: "bounce")?.draftDiffers == true)
        }
    }

    @Test func undoAndRedoSurviveAReopen() throws {
        try TemporaryStudio.withFolder { folder in
            let path = folder.appendingPathComponent("studio.sqlite").path

            // Given three tweaks, one undone, and the studio closed
            do {
                let store = try StudioStore(path: path)
                _ = try store.createPreset(
                    name: "bounce", parameters: spring(damping: "0.1"),
                    message: nil, at: time(0))
                try store.updateDraft(of: "bounce", parameters: spring(damping: "0.2"), at: time(1))
                try store.updateDraft(of: "bounce", parameters: spring(damping: "0.3"), at: time(2))
                let undone = try store.undo(of: "bounce", at: time(3))
                #expect(undone.parameters == spring(damping: "0.2"))
            }

            // When reopening, redoing, then undoing twice in another session
            do {
                let store = try StudioStore(path: path)
                #expect(
                    try store.draft(of: "bounce")
                        == Draft(
                            preset: "bounce", parameters: spring(damping: "0.2"), changedAt: time(3), canUndo: true,
                            canRedo: true))
                #expect(try store.redo(of: "bounce", at: time(4)).parameters == spring(damping: "0.3"))
            }
            let store = try StudioStore(path: path)
            _ = try store.undo(of: "bounce", at: time(5))
            let oldest = try store.undo(of: "bounce", at: time(6))

            // Then the history was intact: back at the first state, with nothing left to undo
            #expect(
                oldest
                    == Draft(
                        preset: "bounce", parameters: spring(damping: "0.1"), changedAt: time(6), canUndo: false,
                        canRedo: true))
            let error = #expect(throws: StoreError.self) { try store.undo(of: "bounce", at: time(7)) }
            #expect(error?.message == #"nothing to undo: the draft of “bounce” is at its oldest kept state"#)
        }
    }

    @Test func aNewChangeAfterUndoDropsTheRedoTail() throws {
        // Given a change that was undone
        let store = try StudioStore.inMemory()
        _ = try store.createPreset(
            name: "bounce", parameters: spring(damping: "0.1"),
            message: nil, at: time(0))
        try store.updateDraft(of: "bounce", parameters: spring(damping: "0.2"), at: time(1))
        _ = try store.undo(of: "bounce", at: time(2))

        // When making a different change
        let draft = try store.updateDraft(of: "bounce", parameters: spring(damping: "0.9"), at: time(3))

        // Then redo has nothing left
        #expect(draft.canRedo == false)
        let error = #expect(throws: StoreError.self) { try store.redo(of: "bounce", at: time(4)) }
        #expect(error?.message == #"nothing to redo: the draft of “bounce” is at its newest state"#)
    }

    @Test func settingTheSameParametersAddsNoHistory() throws {
        // Given a fresh preset
        let store = try StudioStore.inMemory()
        _ = try store.createPreset(
            name: "bounce", parameters: spring(damping: "0.1"),
            message: nil, at: time(0))

        // When "changing" the draft to what it already is
        let draft = try store.updateDraft(of: "bounce", parameters: spring(damping: "0.1"), at: time(9))

        // Then nothing was recorded
        #expect(
            draft
                == Draft(
                    preset: "bounce", parameters: spring(damping: "0.1"), changedAt: time(0),
                    canUndo: false, canRedo: false))
    }

    @Test func committingKeepsTheUndoHistory() throws {
        // Given a tweak committed as version 2
        let store = try StudioStore.inMemory()
        _ = try store.createPreset(
            name: "bounce", parameters: spring(damping: "0.1"),
            message: nil, at: time(0))
        try store.updateDraft(of: "bounce", parameters: spring(damping: "0.2"), at: time(1))
        _ = try store.commit(of: "bounce", message: nil, at: time(2))

        // When undoing after the commit
        let draft = try store.undo(of: "bounce", at: time(3))

        // Then the draft goes back to the pre-commit state; version 2 stays
        #expect(draft.parameters == spring(damping: "0.1"))
        #expect(try store.latestVersion(of: "bounce").number == 2)
        #expect(try store.preset(named: "bounce")?.draftDiffers == true)
    }

    @Test func committingAnUnchangedDraftIsRefused() throws {
        // Given a draft equal to version 3
        let store = try StudioStore.inMemory()
        _ = try store.createPreset(
            name: "bugs", parameters: spring(damping: "0.1"),
            message: nil, at: time(0))
        for step in 2...3 {
            try store.updateDraft(of: "bugs", parameters: spring(damping: "0.\(step)"), at: time(step))
            _ = try store.commit(of: "bugs", message: nil, at: time(step))
        }

        // When committing again
        let error = #expect(throws: StoreError.self) { try store.commit(of: "bugs", message: "again", at: time(9)) }

        // Then it is refused, naming the version the draft equals
        #expect(error == .nothingToCommit(preset: "bugs", version: 3))
        #expect(error?.message == "nothing to commit: the draft equals bugs@3")
    }

    @Test func theUndoHistoryIsCappedPerPreset() throws {
        // Given more changes than the history keeps
        let store = try StudioStore.inMemory()
        _ = try store.createPreset(
            name: "bounce", parameters: stepped(0),
            message: nil, at: time(0))
        let changes = StudioStore.draftHistoryLimit + 20
        for step in 1...changes {
            try store.updateDraft(of: "bounce", parameters: stepped(step), at: time(1))
        }

        // When undoing as far as possible
        var undone = 0
        var draft = try store.draft(of: "bounce")
        while draft.canUndo {
            draft = try store.undo(of: "bounce", at: time(2))
            undone += 1
        }

        // Then exactly the limit of earlier states was kept
        #expect(undone == StudioStore.draftHistoryLimit)
        #expect(draft.parameters == stepped(changes - StudioStore.draftHistoryLimit))
    }
}
