import Foundation
import StudioTestSupport
import Testing

@testable import StudioStore

/// Changes based on a draft revision (the browser's): refused with nothing written once the draft
/// holds another one, whatever changed it.
@Suite struct DraftRevisionTests {
    func store(_ folder: URL) throws -> StudioStore {
        let store = try StudioStore(path: folder.appendingPathComponent("studio.sqlite").path)
        _ = try store.createPreset(
            name: "bounce", parameters: spring(damping: "0.4"), message: nil, at: time(0))
        return store
    }

    @Test func theRevisionFollowsTheParametersOnly() throws {
        #expect(Draft.revision(of: spring(damping: "0.4")) == Draft.revision(of: spring(damping: "0.4")))
        #expect(Draft.revision(of: spring(damping: "0.4")) != Draft.revision(of: spring(damping: "0.41")))
        #expect(Draft.revision(ofRecord: "{}") == "08f44b07b5901a25")  // FNV-1a 64 of "{}", computed independently
        let revision = Draft.revision(of: spring(damping: "0.4"))
        #expect(revision.count == 16 && revision.allSatisfy(\.isHexDigit))
    }

    @Test func everyChangeBasedOnAnOldRevisionIsRefused() throws {
        try TemporaryStudio.withFolder { folder in
            let store = try store(folder)
            let seen = try store.draft(of: "bounce").revision
            // Another studio changes the draft.
            let other = try StudioStore(path: folder.appendingPathComponent("studio.sqlite").path)
            try other.updateDraft(of: "bounce", parameters: spring(damping: "0.5"), at: time(1))
            let now = try store.draft(of: "bounce")
            let refused = StoreError.draftChanged(preset: "bounce", basedOn: seen, current: now.revision)
            #expect(
                refused.message
                    == "the draft of “bounce” changed since revision \(seen) (it is now \(now.revision)); nothing was written"
            )
            #expect(throws: refused) {
                try store.updateDraft(
                    of: "bounce", parameters: spring(damping: "0.6"), at: time(2), continuing: nil, basedOn: seen)
            }
            #expect(throws: refused) { try store.undo(of: "bounce", at: time(2), basedOn: seen) }
            #expect(throws: refused) { try store.commit(of: "bounce", message: nil, at: time(2), basedOn: seen) }
            try store.undo(of: "bounce", at: time(3))
            let back = try store.draft(of: "bounce")
            #expect(throws: StoreError.draftChanged(preset: "bounce", basedOn: now.revision, current: back.revision)) {
                try store.redo(of: "bounce", at: time(4), basedOn: now.revision)
            }
            #expect(try store.draft(of: "bounce") == back)
            #expect(try store.preset(named: "bounce")!.latestVersion == 1)
            // Based on what the draft holds, each goes through.
            let saved = try store.updateDraft(
                of: "bounce", parameters: spring(damping: "0.6"), at: time(5), continuing: nil, basedOn: back.revision)
            #expect(saved.draft.parameters == spring(damping: "0.6"))
            #expect(
                try store.commit(of: "bounce", message: nil, at: time(6), basedOn: saved.draft.revision).number == 2)
        }
    }
}
