import GRDB
import Testing

@testable import StudioStore

@Suite struct PresetTests {
    @Test func creatingAPresetMakesVersionOneAndAnEqualDraft() throws {
        // Given an empty store
        let store = try StudioStore.inMemory()

        // When creating a preset
        let version = try store.createPreset(
            name: "bounce", parameters: spring(damping: "0.7"), message: "start", at: time(5))

        // Then version 1 exists, the draft equals it, and the listing shows it
        #expect(
            version
                == PresetVersion(
                    preset: "bounce", number: 1, createdAt: time(5), message: "start",
                    parameters: spring(damping: "0.7")))
        #expect(
            try store.draft(of: "bounce")
                == Draft(
                    preset: "bounce", parameters: spring(damping: "0.7"), changedAt: time(5), canUndo: false,
                    canRedo: false))
        #expect(
            try store.presets() == [
                PresetSummary(
                    name: "bounce", template: "move-up-bounce", createdAt: time(5), latestVersion: 1,
                    lastChangedAt: time(5), isDeleted: false, draftDiffers: false)
            ])
    }

    @Test func commitsAreNumberedOneToNWithoutGaps() throws {
        // Given a preset
        let store = try StudioStore.inMemory()
        _ = try store.createPreset(
            name: "bounce", parameters: spring(damping: "0.1"),
            message: nil, at: time(0))

        // When changing and committing the draft three times
        for step in 2...4 {
            try store.updateDraft(of: "bounce", parameters: spring(damping: "0.\(step)"), at: time(step * 10))
            let committed = try store.commit(of: "bounce", message: "step \(step)", at: time(step * 10 + 1))
            #expect(committed.number == step)
        }

        // Then versions are 1...4 in order with their own parameters and times
        let versions = try store.versions(of: "bounce")
        #expect(versions.map(\.number) == [1, 2, 3, 4])
        #expect(versions.map(\.createdAt) == [time(0), time(21), time(31), time(41)])
        #expect(try store.version(of: "bounce", number: 3).parameters == spring(damping: "0.3"))
        #expect(try store.latestVersion(of: "bounce").message == "step 4")
    }

    @Test func listingShowsWhenTheDraftDiffersAndTheLastChangeTime() throws {
        // Given a preset whose draft was changed after version 1
        let store = try StudioStore.inMemory()
        _ = try store.createPreset(
            name: "bounce", parameters: spring(damping: "0.1"),
            message: nil, at: time(0))
        try store.updateDraft(of: "bounce", parameters: spring(damping: "0.2"), at: time(30))

        // When listing
        let summary = try #require(try store.preset(named: "bounce"))

        // Then the draft differs and the last change is the draft's
        #expect(summary.draftDiffers)
        #expect(summary.lastChangedAt == time(30))
        #expect(summary.latestVersion == 1)
    }

    @Test func missingPresetsAndVersionsGiveExactErrors() throws {
        // Given a preset with 1 version
        let store = try StudioStore.inMemory()
        _ = try store.createPreset(name: "bounce", parameters: preset("fade"), message: nil, at: time(0))

        // Then unknown names and versions are reported precisely
        let missing = #expect(throws: StoreError.self) { try store.versions(of: "wobble") }
        #expect(missing?.message == #"no preset named “wobble”"#)
        let version = #expect(throws: StoreError.self) { try store.version(of: "bounce", number: 7) }
        #expect(version?.message == #"version 7 of “bounce” does not exist (latest is 1)"#)
        #expect(try store.preset(named: "wobble") == nil)
    }

    @Test func aTakenNameIsRefused() throws {
        // Given a preset named bounce
        let store = try StudioStore.inMemory()
        _ = try store.createPreset(name: "bounce", parameters: preset("fade"), message: nil, at: time(0))

        // When creating another bounce
        let error = #expect(throws: StoreError.self) {
            try store.createPreset(name: "bounce", parameters: preset("slide-in"), message: nil, at: time(1))
        }

        // Then it is refused
        #expect(error?.message == #"preset “bounce” already exists"#)
    }

    @Test func invalidNamesAreRefusedWithTheRule() throws {
        let store = try StudioStore.inMemory()
        let rules =
            "use 1-64 characters without tabs, line breaks, leading or trailing spaces, control or invisible characters or “@”"
        let cases: [(String, String)] = [
            ("", "preset name must not be empty; \(rules)"),
            (" two words", #"preset name “ two words” contains whitespace; "# + rules),
            ("bell\u{7}", #"preset name “bell\u{7}” contains a control character; "# + rules),
            ("a@3", #"preset name “a@3” contains “@”, which separates a preset from a version; "# + rules),
            (
                "\u{200B}",
                #"preset name “\u{200B}” contains the invisible character U+200B ZERO WIDTH SPACE, so it could look like another name; "#
                    + rules
            ),
            (
                "\u{200B}\u{FEFF}\u{200D}",
                #"preset name “\u{200B}\u{FEFF}\u{200D}” contains the invisible character U+200B ZERO WIDTH SPACE, so it could look like another name; "#
                    + rules
            ),
            (
                "bounce\u{200B}",
                #"preset name “bounce\u{200B}” contains the invisible character U+200B ZERO WIDTH SPACE, so it could look like another name; "#
                    + rules
            ),
            (
                "b\u{2060}ounce",
                #"preset name “b\u{2060}ounce” contains the invisible character U+2060 WORD JOINER, so it could look like another name; "#
                    + rules
            ),
            (
                "bounce\u{FE0F}",
                #"preset name “bounce\u{FE0F}” contains the invisible character U+FE0F VARIATION SELECTOR-16, so it could look like another name; "#
                    + rules
            ),
            (
                "so\u{AD}ft",
                #"preset name “so\u{AD}ft” contains the invisible character U+00AD SOFT HYPHEN, so it could look like another name; "#
                    + rules
            ),
            (
                "\u{3164}",
                #"preset name “\u{3164}” contains the invisible character U+3164 HANGUL FILLER, so it could look like another name; "#
                    + rules
            ),
            (
                "a\u{2800}",
                #"preset name “a\u{2800}” contains the invisible character U+2800 BRAILLE PATTERN BLANK, so it could look like another name; "#
                    + rules
            ),
            (
                "\u{301}bounce",
                #"preset name “\u{301}bounce” starts with the combining mark U+0301 COMBINING ACUTE ACCENT, which has no character to draw on; "#
                    + rules
            ),
            (
                "evil\u{202E}txt",
                #"preset name “evil\u{202E}txt” contains the bidirectional control U+202E RIGHT-TO-LEFT OVERRIDE, which reorders the text around it; "#
                    + rules
            ),
            (
                "a\u{2066}b",
                #"preset name “a\u{2066}b” contains the bidirectional control U+2066 LEFT-TO-RIGHT ISOLATE, which reorders the text around it; "#
                    + rules
            ),
            (
                "\u{200F}",
                #"preset name “\u{200F}” contains the bidirectional control U+200F RIGHT-TO-LEFT MARK, which reorders the text around it; "#
                    + rules
            ),
            (
                "\u{61C}",
                #"preset name “\u{61C}” contains the bidirectional control U+061C ARABIC LETTER MARK, which reorders the text around it; "#
                    + rules
            ),
            (
                String(repeating: "x", count: 65),
                "preset name “\(String(repeating: "x", count: 65))” is 65 characters long; the limit is 64"
            )
        ]
        for (name, message) in cases {
            // When creating a preset with an invalid name
            let error = #expect(throws: StoreError.self) {
                try store.createPreset(name: name, parameters: preset("fade"), message: nil, at: time(0))
            }
            // Then the message names the value and the rule
            #expect(error?.message == message)
        }
        // And joiners and selectors inside the sequences they belong to are fine: an emoji ZWJ
        // sequence, an emoji presentation selector, a flag's tags, a joiner after a virama, a
        // non-joiner between Persian letters, accents on their letters
        for name in [
            "👩\u{200D}💻", "❤\u{FE0F}", "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", "क्\u{200D}ष",
            "می\u{200C}خواهم", "e\u{301}lan", "弹簧"
        ] {
            _ = try store.createPreset(name: name, parameters: preset("fade"), message: nil, at: time(0))
        }
        // And a 64-character name is fine
        _ = try store.createPreset(
            name: String(repeating: "y", count: 64), parameters: preset("fade"),
            message: nil, at: time(0))
    }

    @Test func badTimesAndLongMessagesAreRefused() throws {
        let store = try StudioStore.inMemory()

        // When the time is not the fixed ISO-8601 UTC shape, Then it is refused
        let badTime = #expect(throws: StoreError.self) {
            try store.createPreset(
                name: "a", parameters: preset("fade"), message: nil,
                at: "2026-11-22 10:15:30")
        }
        #expect(
            badTime?.message
                == #"time “2026-11-22 10:15:30” is not an iso-8601 utc timestamp of the form 2026-11-22T10:15:30.123Z"#)

        // When the message is over 1000 characters, Then it is refused
        let long = #expect(throws: StoreError.self) {
            try store.createPreset(
                name: "a", parameters: preset("fade"),
                message: String(repeating: "m", count: 1001), at: time(0))
        }
        #expect(long?.message == "version message is 1001 characters long; the limit is 1000")
        #expect(try store.presets() == [])
    }

    @Test func hostileTextIsStoredVerbatimThroughBoundParameters() throws {
        // Given text that would break string-built SQL
        let store = try StudioStore.inMemory()
        let hostile = "x'); DROP TABLE presets; --"
        let hostileName = "x');DROP/**/TABLE/**/presets;--"

        // When using it as name and message (templates and parameters are typed values, not text)
        _ = try store.createPreset(name: hostileName, parameters: preset("fade"), message: hostile, at: time(0))

        // Then it is just text: stored and read back verbatim, tables intact
        let version = try store.latestVersion(of: hostileName)
        #expect(version.message == hostile)
        #expect(version.parameters == preset("fade"))
        #expect(try store.presets().map(\.template) == ["fade"])
        let tables = try store.writer.read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master WHERE name = 'presets'")
        }
        #expect(tables == 1)

        // And the same text with its spaces is just a name too
        _ = try store.createPreset(name: hostile, parameters: preset("fade"), message: nil, at: time(1))
        #expect(try store.preset(named: hostile)?.name == hostile)
        #expect(try store.presets().count == 2)
    }

    @Test func deleteHidesAndRestoreBringsBackEverything() throws {
        // Given a preset with two versions and a tag
        let store = try StudioStore.inMemory()
        _ = try store.createPreset(
            name: "bounce", parameters: spring(damping: "0.1"),
            message: nil, at: time(0))
        try store.updateDraft(of: "bounce", parameters: spring(damping: "0.2"), at: time(1))
        _ = try store.commit(of: "bounce", message: nil, at: time(2))
        try store.tag("v1", of: "bounce", version: 1, at: time(3))

        // When deleting it
        try store.deletePreset(named: "bounce", at: time(4))

        // Then it is hidden, its name stays reserved, and using it says it is deleted
        #expect(try store.presets() == [])
        #expect(try store.presets(includeDeleted: true).map(\.isDeleted) == [true])
        #expect(try store.preset(named: "bounce")?.isDeleted == true)
        let reuse = #expect(throws: StoreError.self) {
            try store.createPreset(name: "bounce", parameters: preset("slide-in"), message: nil, at: time(5))
        }
        #expect(reuse?.message == #"preset “bounce” already exists but is deleted; restore it or choose another name"#)
        let use = #expect(throws: StoreError.self) { try store.draft(of: "bounce") }
        #expect(use?.message == #"preset “bounce” is deleted; restore it first"#)
        #expect(throws: StoreError.presetAlreadyDeleted("bounce")) {
            try store.deletePreset(named: "bounce", at: time(6))
        }

        // When restoring it
        try store.restorePreset(named: "bounce")

        // Then versions, tags and draft are all back
        #expect(try store.versions(of: "bounce").map(\.number) == [1, 2])
        #expect(try store.tags(of: "bounce") == ["v1": 1])
        #expect(try store.draft(of: "bounce").parameters == spring(damping: "0.2"))
        #expect(try store.preset(named: "bounce")?.isDeleted == false)
        let again = #expect(throws: StoreError.self) { try store.restorePreset(named: "bounce") }
        #expect(again?.message == #"preset “bounce” is not deleted; only deleted presets can be restored"#)
    }

    @Test func importBringsInTheWholeHistoryWithTags() throws {
        // Given an exported history of three versions, listed out of order
        let store = try StudioStore.inMemory()
        let versions = [
            NewVersion(number: 2, time: time(20), message: "two", parameters: spring(damping: "0.2")),
            NewVersion(number: 1, time: time(10), message: nil, parameters: spring(damping: "0.1")),
            NewVersion(number: 3, time: time(30), message: "three", parameters: spring(damping: "0.3"))
        ]

        // When importing it
        let summary = try store.importPreset(
            name: "bounce", versions: versions,
            tags: ["stable": 2], at: time(40))

        // Then numbers, times, messages, tags and the draft are as exported
        #expect(
            summary
                == PresetSummary(
                    name: "bounce", template: "move-up-bounce", createdAt: time(40), latestVersion: 3,
                    lastChangedAt: time(40), isDeleted: false, draftDiffers: false))
        #expect(try store.versions(of: "bounce").map(\.createdAt) == [time(10), time(20), time(30)])
        #expect(try store.version(of: "bounce", number: 2).message == "two")
        #expect(try store.resolveTag("stable", of: "bounce") == 2)
        #expect(try store.draft(of: "bounce").parameters == spring(damping: "0.3"))
    }

    @Test func importIsAllOrNothing() throws {
        let store = try StudioStore.inMemory()
        let one = NewVersion(number: 1, time: time(1), message: nil, parameters: preset("fade"))
        let three = NewVersion(number: 3, time: time(3), message: nil, parameters: preset("fade"))

        // When numbers have a gap, Then nothing is imported
        let gap = #expect(throws: StoreError.self) {
            try store.importPreset(name: "bounce", versions: [one, three], tags: [:], at: time(4))
        }
        #expect(gap?.message == #"versions of “bounce” must be numbered 1...n without gaps or repeats; got 1, 3"#)

        // When a tag points past the last version, Then nothing is imported
        let tag = #expect(throws: StoreError.self) {
            try store.importPreset(name: "bounce", versions: [one], tags: ["v9": 9], at: time(4))
        }
        #expect(tag?.message == #"tag “v9” points at version 9 of “bounce”, which does not exist (versions are 1...1)"#)

        // When a later version's message is too long, Then nothing is imported
        let long = NewVersion(
            number: 2, time: time(2), message: String(repeating: "m", count: 1001), parameters: preset("fade"))
        #expect(throws: StoreError.messageTooLong(length: 1001)) {
            try store.importPreset(name: "bounce", versions: [one, long], tags: [:], at: time(4))
        }
        #expect(try store.presets(includeDeleted: true) == [])
    }
}
