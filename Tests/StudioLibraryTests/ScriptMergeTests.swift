import Testing

@testable import StudioLibrary

/// The pure merge of one saved script: the whole text is one field.
@Suite struct ScriptMergeTests {
    @Test func aChangeOnOneSideIsTakenAndAChangeAlikeOnBothIsNoConflict() throws {
        #expect(
            try ScriptMerge.merge(base: "tap", mine: "tap", theirs: "wait 1") == .init(text: "wait 1", conflict: nil))
        #expect(
            try ScriptMerge.merge(base: "tap", mine: "wait 1", theirs: "tap") == .init(text: "wait 1", conflict: nil))
        #expect(
            try ScriptMerge.merge(base: "tap", mine: "wait 1", theirs: "wait 1") == .init(text: "wait 1", conflict: nil)
        )
        #expect(try ScriptMerge.merge(base: nil, mine: nil, theirs: "tap") == .init(text: "tap", conflict: nil))
        #expect(try ScriptMerge.merge(base: nil, mine: "tap", theirs: nil) == .init(text: "tap", conflict: nil))
    }

    @Test func differentChangesConflictOnTheWholeScriptAndSettleEachWay() throws {
        let conflict = ScriptMerge.Conflict(field: "script", base: "tap", mine: "tap, wait 1", theirs: "wait 1, tap")
        #expect(
            try ScriptMerge.merge(base: "tap", mine: "tap, wait 1", theirs: "wait 1, tap")
                == .init(text: "tap, wait 1", conflict: conflict))
        #expect(
            try ScriptMerge.merge(base: "tap", mine: "tap, wait 1", theirs: "wait 1, tap", resolution: .mine)
                == .init(text: "tap, wait 1", conflict: nil))
        #expect(
            try ScriptMerge.merge(base: "tap", mine: "tap, wait 1", theirs: "wait 1, tap", resolution: .theirs)
                == .init(text: "wait 1, tap", conflict: nil))
        // Two scripts made apart under one name have no base: a conflict too.
        #expect(try ScriptMerge.merge(base: nil, mine: "tap", theirs: "wait 1").conflict?.field == "script")
    }

    @Test func aDeletionAgainstAnEditIsAConflictNeverALoss() throws {
        #expect(
            try ScriptMerge.merge(base: "tap", mine: nil, theirs: "wait 1")
                == .init(text: nil, conflict: .init(field: "deleted", base: "tap", mine: nil, theirs: "wait 1")))
        #expect(
            try ScriptMerge.merge(base: "tap", mine: "wait 1", theirs: nil)
                == .init(text: "wait 1", conflict: .init(field: "deleted", base: "tap", mine: "wait 1", theirs: nil)))
        #expect(try ScriptMerge.merge(base: "tap", mine: "wait 1", theirs: nil, resolution: .theirs).text == nil)
        #expect(try ScriptMerge.merge(base: "tap", mine: nil, theirs: "wait 1", resolution: .theirs).text == "wait 1")
        // Deleted on both sides, or deleted on one and untouched on the other: gone.
        #expect(try ScriptMerge.merge(base: "tap", mine: nil, theirs: nil) == .init(text: nil, conflict: nil))
        #expect(try ScriptMerge.merge(base: "tap", mine: "tap", theirs: nil) == .init(text: nil, conflict: nil))
    }

    @Test func setIsRefusedForAScript() {
        #expect(
            throws: LibraryError(
                "a script's conflict is settled whole with --mine or --theirs; --set applies to a preset's fields")
        ) { try ScriptMerge.merge(base: "tap", mine: "wait 1", theirs: "wait 2", resolution: .set(["script": "tap"])) }
    }
}
