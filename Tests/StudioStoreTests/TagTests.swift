import Testing

@testable import StudioStore

@Suite struct TagTests {
    /// A store with preset bounce at versions 1...3.
    static func storeWithThreeVersions() throws -> StudioStore {
        let store = try StudioStore.inMemory()
        _ = try store.createPreset(
            name: "bounce", parameters: spring(damping: "0.1"),
            message: nil, at: time(0))
        for step in 2...3 {
            try store.updateDraft(of: "bounce", parameters: spring(damping: "0.\(step)"), at: time(step))
            _ = try store.commit(of: "bounce", message: nil, at: time(step))
        }
        return store
    }

    @Test func aTagNamesOneVersionAndResolves() throws {
        // Given versions 1...3
        let store = try Self.storeWithThreeVersions()

        // When tagging two of them
        try store.tag("v1", of: "bounce", version: 2, at: time(10))
        try store.tag("best", of: "bounce", version: 3, at: time(11))

        // Then the tags resolve to their versions, and unknown tags to nil
        #expect(try store.resolveTag("v1", of: "bounce") == 2)
        #expect(try store.resolveTag("nope", of: "bounce") == nil)
        #expect(try store.tags(of: "bounce") == ["v1": 2, "best": 3])
    }

    @Test func movingATagNeedsForce() throws {
        // Given v1 on version 2
        let store = try Self.storeWithThreeVersions()
        try store.tag("v1", of: "bounce", version: 2, at: time(10))

        // When re-tagging it to version 3 without force
        let error = #expect(throws: StoreError.self) { try store.tag("v1", of: "bounce", version: 3, at: time(11)) }

        // Then it is refused; tagging the same version again is a no-op; force moves it
        #expect(error?.message == #"tag “v1” already names bounce@2; use --force to move it"#)
        #expect(try store.tag("v1", of: "bounce", version: 2, at: time(12)) == nil)
        #expect(try store.tag("v1", of: "bounce", version: 3, force: true, at: time(13)) == 2)
        #expect(try store.resolveTag("v1", of: "bounce") == 3)
    }

    @Test func tagNamesFollowTheRules() throws {
        let store = try Self.storeWithThreeVersions()
        let cases: [(String, String)] = [
            ("12", #"tag “12” is all digits and would read as a version number; include a non-digit"#),
            ("latest", #"tag “latest” is reserved; choose a tag other than draft or latest"#),
            ("Draft", #"tag “Draft” is reserved; choose a tag other than draft or latest"#),
            (
                "a b ",
                #"tag “a b ” contains whitespace; use 1-64 characters without tabs, line breaks, leading or trailing spaces, control or invisible characters or “@”"#
            )
        ]
        for (tag, message) in cases {
            // When tagging with an invalid name, Then the rule is named
            let error = #expect(throws: StoreError.self) { try store.tag(tag, of: "bounce", version: 1, at: time(1)) }
            #expect(error?.message == message)
        }
        // And digits mixed with letters are fine
        try store.tag("1.0", of: "bounce", version: 1, at: time(2))
        #expect(try store.resolveTag("1.0", of: "bounce") == 1)
    }

    @Test func taggingAMissingVersionAndUntagging() throws {
        // Given versions 1...3 and a tag
        let store = try Self.storeWithThreeVersions()
        try store.tag("v1", of: "bounce", version: 1, at: time(1))

        // Then tagging version 7 names the latest
        let error = #expect(throws: StoreError.self) { try store.tag("v7", of: "bounce", version: 7, at: time(2)) }
        #expect(error?.message == #"version 7 of “bounce” does not exist (latest is 3)"#)

        // When untagging, Then the tag is gone, and untagging again says so
        #expect(try store.untag("v1", of: "bounce") == 1)
        #expect(try store.tags(of: "bounce") == [:])
        let again = #expect(throws: StoreError.self) { try store.untag("v1", of: "bounce") }
        #expect(again?.message == #"preset “bounce” has no tag “v1”"#)
    }
}
