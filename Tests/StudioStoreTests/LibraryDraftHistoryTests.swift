import AnimationCore
import Testing

@testable import StudioStore

/// A pull that moves a draft writes its state through the store's own draft-history path, so the
/// history limit holds for pulled versions as for `set`.
@Suite struct LibraryDraftHistoryTests {
    @Test func aPulledVersionKeepsTheDraftHistoryLimit() throws {
        let store = try StudioStore.inMemory()
        try store.attachLibrary(
            LibraryAttachment(
                workingCopy: "/tmp/library", remote: "/tmp/remote.git", branch: "main", author: "Ana",
                lastCommit: nil, attachedAt: time(0)))
        let base = { (step: Int) in LibraryBase(name: "bounce", parameters: stepped(step), document: "{}") }
        let version = { (step: Int) in
            LibraryVersion(
                parameters: stepped(step), message: nil, author: "Ben", time: time(1),
                commit: String(repeating: "c", count: 40))
        }
        try store.applyLibraryChanges(
            [
                .addPreset(
                    libraryID: "id-1", name: "bounce", template: stepped(0).template.name, versions: [version(0)],
                    base: base(0))
            ],
            lastCommit: String(repeating: "a", count: 40), at: time(1))
        // The limit's worth of changes, and back to the latest version: the draft follows a pull.
        for step in 1...StudioStore.draftHistoryLimit {
            try store.updateDraft(of: "bounce", parameters: stepped(step), at: time(2))
        }
        try store.updateDraft(of: "bounce", parameters: stepped(0), at: time(3))
        try store.applyLibraryChanges(
            [.appendVersions(libraryID: "id-1", name: "bounce", versions: [version(1000)], base: base(1000))],
            lastCommit: String(repeating: "b", count: 40), at: time(4))

        var draft = try store.draft(of: "bounce")
        #expect(draft.parameters == stepped(1000))
        var undone = 0
        while draft.canUndo {
            draft = try store.undo(of: "bounce", at: time(5))
            undone += 1
        }
        #expect(undone == StudioStore.draftHistoryLimit)
        #expect(draft.parameters == stepped(2))
    }
}
