// swift-format-ignore-file: NeverForceUnwrap, NeverUseForceTry

// Static fixtures (a stored template, constant presets) that cannot throw; a typo should stop the suite at once.
import AnimationCore
import Testing

@testable import StudioLibrary

/// The three-way merge on its own: no Git, no database.
@Suite struct PresetMergeTests {
    static let bounce = TemplateCatalog.template(named: "move-up-bounce")!

    static func preset(_ changes: [String: String] = [:], name: String = "bounce") -> PresetContent {
        var text = bounce.defaults.text
        for (key, value) in changes { text[key] = value }
        return PresetContent(name: name, template: bounce, parameters: try! bounce.parameterSet(from: text))
    }

    static func spring(_ damping: String, _ velocity: String) -> String {
        "uikit-spring(damping: \(damping), velocity: \(velocity))"
    }

    let base = preset()

    @Test func fieldsChangedOnOneSideEachAreBothTaken() throws {
        let mine = Self.preset(["timing": Self.spring("0.55", "0.1")])
        let theirs = Self.preset(["duration": "0.8", "timing": Self.spring("0.4", "0")])
        let result = try PresetMerge.merge(base: base, mine: mine, theirs: theirs)
        #expect(result.conflicts.isEmpty)
        #expect(result.content == Self.preset(["duration": "0.8", "timing": Self.spring("0.55", "0")]))
    }

    @Test func oneTimingNumberChangedDifferentlyIsAConflictOnThatNumberOnly() throws {
        let mine = Self.preset(["timing": Self.spring("0.55", "0.1"), "duration": "0.9"])
        let theirs = Self.preset(["timing": Self.spring("0.7", "0")])
        let result = try PresetMerge.merge(base: base, mine: mine, theirs: theirs)
        #expect(result.conflicts == [PresetMerge.Conflict(field: "damping", base: "0.4", mine: "0.55", theirs: "0.7")])
        // Conflicts stay at mine until resolved; velocity (theirs only) and duration (mine only) are taken.
        #expect(result.content == Self.preset(["timing": Self.spring("0.55", "0"), "duration": "0.9"]))
    }

    @Test func resolvingEachWay() throws {
        let mine = Self.preset(["timing": Self.spring("0.55", "0.1")])
        let theirs = Self.preset(["timing": Self.spring("0.7", "0.1")])
        #expect(try PresetMerge.merge(base: base, mine: mine, theirs: theirs, resolution: .mine).content == mine)
        #expect(try PresetMerge.merge(base: base, mine: mine, theirs: theirs, resolution: .theirs).content == theirs)
        let set = try PresetMerge.merge(base: base, mine: mine, theirs: theirs, resolution: .set(["damping": "0.6"]))
        #expect(set.conflicts.isEmpty)
        #expect(set.content == Self.preset(["timing": Self.spring("0.6", "0.1")]))
        #expect(
            throws: LibraryError(
                "“stiffness” is not a field of bounce; expected damping, delay-factor, duration, name, row-height, timing, velocity"
            )
        ) {
            try PresetMerge.merge(base: base, mine: mine, theirs: theirs, resolution: .set(["stiffness": "1"]))
        }
    }

    @Test func aChangeOfTimingKindAgainstANumberChangeIsATimingConflict() throws {
        let mine = Self.preset(["timing": Self.spring("0.55", "0.1")])
        let theirs = Self.preset(["timing": "ease-out"])
        let result = try PresetMerge.merge(base: base, mine: mine, theirs: theirs)
        #expect(
            result.conflicts == [
                PresetMerge.Conflict(
                    field: "timing", base: Self.spring("0.4", "0.1"), mine: Self.spring("0.55", "0.1"),
                    theirs: "ease-out")
            ])
        #expect(try PresetMerge.merge(base: base, mine: mine, theirs: theirs, resolution: .theirs).content == theirs)
        let chosen = try PresetMerge.merge(
            base: base, mine: mine, theirs: theirs, resolution: .set(["timing": "cubic(0.2, 0, 0.2, 1)"]))
        #expect(chosen.content == Self.preset(["timing": "cubic(0.2, 0, 0.2, 1)"]))
    }

    @Test func aChangeOfTimingKindOnOneSideIsTakenWhole() throws {
        let mine = Self.preset(["duration": "0.7"])
        let theirs = Self.preset(["timing": "spring(duration: 0.5, bounce: 0.2)"])
        let result = try PresetMerge.merge(base: base, mine: mine, theirs: theirs)
        #expect(result.conflicts.isEmpty)
        #expect(result.content == Self.preset(["duration": "0.7", "timing": "spring(duration: 0.5, bounce: 0.2)"]))
    }

    @Test func aRenameOnOneSideAndAnEditOnTheOther() throws {
        let mine = Self.preset(["duration": "0.7"])
        let theirs = Self.preset(name: "hero-bounce")
        let result = try PresetMerge.merge(base: base, mine: mine, theirs: theirs)
        #expect(result.conflicts.isEmpty)
        #expect(result.content == Self.preset(["duration": "0.7"], name: "hero-bounce"))
    }

    @Test func deletionAgainstAnEditIsAConflictNeverALoss() throws {
        let mine = Self.preset(["duration": "0.7"])
        let result = try PresetMerge.merge(base: base, mine: mine, theirs: nil)
        #expect(
            result.conflicts == [PresetMerge.Conflict(field: "deleted", base: nil, mine: "changed", theirs: "deleted")])
        #expect(result.content == mine)
        #expect(try PresetMerge.merge(base: base, mine: mine, theirs: nil, resolution: .theirs).content == nil)
        #expect(try PresetMerge.merge(base: base, mine: nil, theirs: mine, resolution: .theirs).content == mine)
        // Deleted on one side, untouched on the other: the deletion is taken.
        #expect(
            try PresetMerge.merge(base: base, mine: base, theirs: nil)
                == PresetMerge.Result(content: nil, conflicts: []))
    }

    @Test func theSameChangeOnBothSidesIsNoConflict() throws {
        let both = Self.preset(["timing": Self.spring("0.5", "0.1")])
        #expect(
            try PresetMerge.merge(base: base, mine: both, theirs: both)
                == PresetMerge.Result(content: both, conflicts: []))
    }

    @Test func theSameNewKindOnBothSidesMergesItsNumbersWithoutABase() throws {
        let mine = Self.preset(["timing": "cubic(0.2, 0, 0.2, 1)"])
        let theirs = Self.preset(["timing": "cubic(0.2, 0, 0.3, 1)"])
        let result = try PresetMerge.merge(base: base, mine: mine, theirs: theirs)
        #expect(result.conflicts == [PresetMerge.Conflict(field: "x2", base: nil, mine: "0.2", theirs: "0.3")])
    }
}
