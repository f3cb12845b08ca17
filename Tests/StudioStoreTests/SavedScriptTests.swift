import GRDB
import Testing

@testable import StudioStore

@Suite struct SavedScriptTests {
    @Test func scriptsAreSavedListedByKindAndNameAndDeleted() throws {
        let store = try StudioStore.inMemory()
        try store.saveScript(kind: .gesture, name: "scrub", text: "pan -200 over 0.25", at: time(1))
        try store.saveScript(kind: .gesture, name: "flick", text: "tap, wait 0.1, tap", at: time(2))
        try store.saveScript(kind: .events, name: "scrub", text: "to 20 over 1", at: time(3))
        #expect(
            try store.scripts(kind: .gesture) == [
                SavedScript(kind: .gesture, name: "flick", text: "tap, wait 0.1, tap", createdAt: time(2)),
                SavedScript(kind: .gesture, name: "scrub", text: "pan -200 over 0.25", createdAt: time(1))
            ])
        #expect(try store.script(kind: .events, named: "scrub")?.text == "to 20 over 1")
        #expect(try store.script(kind: .events, named: "flick") == nil)
        try store.deleteScript(kind: .gesture, named: "scrub")
        #expect(try store.scripts(kind: .gesture).map(\.name) == ["flick"])
        #expect(try store.scripts(kind: .events).map(\.name) == ["scrub"])
    }

    @Test func anExistingNameIsRefusedUnlessReplacing() throws {
        let store = try StudioStore.inMemory()
        try store.saveScript(kind: .gesture, name: "scrub", text: "tap", at: time(1))
        #expect(throws: StoreError.scriptExists(kind: .gesture, name: "scrub")) {
            try store.saveScript(kind: .gesture, name: "scrub", text: "close", at: time(2))
        }
        #expect(
            StoreError.scriptExists(kind: .gesture, name: "scrub").message
                == "gesture script “scrub” already exists; delete it first or save again with --force")
        let replaced = try store.saveScript(kind: .gesture, name: "scrub", text: "close", at: time(2), replacing: true)
        #expect(replaced == SavedScript(kind: .gesture, name: "scrub", text: "close", createdAt: time(2)))
        #expect(try store.scripts(kind: .gesture) == [replaced])
    }

    @Test func badInputGetsAPreciseError() throws {
        let store = try StudioStore.inMemory()
        #expect(throws: StoreError.scriptNotFound(kind: .events, name: "nope")) {
            try store.deleteScript(kind: .events, named: "nope")
        }
        #expect(StoreError.scriptNotFound(kind: .events, name: "nope").message == "no events script named “nope”")
        #expect(throws: StoreError.invalidScript(kind: .gesture, length: 0)) {
            try store.saveScript(kind: .gesture, name: "empty", text: "", at: time(1))
        }
        #expect(
            StoreError.invalidScript(kind: .gesture, length: 100_001).message
                == "gesture script is 100001 characters long; it must have 1 to 100000")
        #expect(throws: StoreError.invalidScript(kind: .gesture, length: 100_001)) {
            try store.saveScript(
                kind: .gesture, name: "huge", text: String(repeating: "x", count: 100_001), at: time(1))
        }
        #expect(throws: StoreError.invalidName(kind: .script, value: "a@b", problem: .atSign)) {
            try store.saveScript(kind: .gesture, name: "a@b", text: "tap", at: time(1))
        }
        #expect(throws: StoreError.invalidTime("now")) {
            try store.saveScript(kind: .gesture, name: "ok", text: "tap", at: "now")
        }
        #expect(try store.scripts(kind: .gesture).isEmpty)
    }
}
