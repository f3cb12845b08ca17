import Foundation
import StudioTestSupport
import Testing

@testable import StudioStore

/// A run of nudges is one undo step: the tuner's bursts.
@Suite struct DraftBurstTests {
    func store(_ folder: URL) throws -> StudioStore {
        let store = try StudioStore(path: folder.appendingPathComponent("studio.sqlite").path)
        _ = try store.createPreset(
            name: "bounce", parameters: spring(damping: "0.4"), message: nil, at: time(0))
        try store.updateDraft(of: "bounce", parameters: spring(damping: "0.45"), at: time(1))
        return store
    }

    @Test func aBurstIsOneUndoStep() throws {
        try TemporaryStudio.withFolder { folder in
            let store = try store(folder)
            var burst: DraftBurst?
            for (index, value) in ["0.5", "0.55", "0.6", "0.62"].enumerated() {
                let saved = try store.updateDraft(
                    of: "bounce", parameters: spring(damping: value), at: time(2 + index), continuing: burst)
                #expect(saved.draft.parameters == spring(damping: value))
                burst = saved.burst
            }
            // Another process reads every step at once.
            let other = try StudioStore(path: folder.appendingPathComponent("studio.sqlite").path)
            #expect(try other.draft(of: "bounce").parameters == spring(damping: "0.62"))
            #expect(try store.undo(of: "bounce", at: time(10)).parameters == spring(damping: "0.45"))
            #expect(
                try store.redo(of: "bounce", at: time(11))
                    == Draft(
                        preset: "bounce", parameters: spring(damping: "0.62"), changedAt: time(11), canUndo: true,
                        canRedo: false))
        }
    }

    @Test func anUndoInBetweenStartsANewStep() throws {
        try TemporaryStudio.withFolder { folder in
            let store = try store(folder)
            let first = try store.updateDraft(
                of: "bounce", parameters: spring(damping: "0.5"), at: time(2), continuing: nil)
            try store.undo(of: "bounce", at: time(3))
            // The burst no longer owns the current state: this change is pushed, the 0.45 state kept.
            let second = try store.updateDraft(
                of: "bounce", parameters: spring(damping: "0.7"), at: time(4), continuing: first.burst)
            #expect(second.draft.parameters == spring(damping: "0.7"))
            #expect(try store.undo(of: "bounce", at: time(5)).parameters == spring(damping: "0.45"))
        }
    }

    @Test func anotherStudiosChangeIsNeverWrittenOver() throws {
        try TemporaryStudio.withFolder { folder in
            let store = try store(folder)
            let first = try store.updateDraft(
                of: "bounce", parameters: spring(damping: "0.5"), at: time(2), continuing: nil)
            let other = try StudioStore(path: folder.appendingPathComponent("studio.sqlite").path)
            try other.updateDraft(of: "bounce", parameters: spring(damping: "0.9"), at: time(3))
            _ = try store.updateDraft(
                of: "bounce", parameters: spring(damping: "0.55"), at: time(4), continuing: first.burst)
            #expect(try store.undo(of: "bounce", at: time(5)).parameters == spring(damping: "0.9"))
            #expect(try store.undo(of: "bounce", at: time(6)).parameters == spring(damping: "0.5"))
        }
    }

    @Test func aRunBackToItsStartLeavesNoStep() throws {
        try TemporaryStudio.withFolder { folder in
            let store = try store(folder)
            let up = try store.updateDraft(
                of: "bounce", parameters: spring(damping: "0.5"), at: time(2), continuing: nil)
            let back = try store.updateDraft(
                of: "bounce", parameters: spring(damping: "0.45"), at: time(3), continuing: up.burst)
            #expect(back.burst == nil)
            #expect(
                back.draft
                    == Draft(
                        preset: "bounce", parameters: spring(damping: "0.45"), changedAt: time(3), canUndo: true,
                        canRedo: false))
            #expect(try store.undo(of: "bounce", at: time(4)).parameters == spring(damping: "0.4"))
        }
    }
}
