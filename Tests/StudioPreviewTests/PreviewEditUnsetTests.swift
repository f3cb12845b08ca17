import AnimationCore
import Foundation
import StudioStore
import StudioTestSupport
import Testing

/// `POST /edit/unset` over real HTTP on loopback, against the real binary: the page's Remove of
/// the reduced-motion variant is `unset reduced-motion` (one undo step, said in the terminal,
/// published to every open page), refused as stale with the 409 rule, and refused with the
/// prompt's own text for a name `unset` does not take.
@Suite(.serialized) struct PreviewEditUnsetTests {
    /// The template's default variant of a move-up-bounce draft, as the draft's controls carry it.
    static var templateDefault: [String: Any] {
        [
            "authored": false, "duration": "0.2", "kind": "cross-fade",
            "kinds": ["instant", "cross-fade", "retimed", "preset"], "parameter": "reduced-motion", "preset": "",
            "text": "cross-fade(duration: 0.2, timing: ease-in-out) (template default)", "timing": "ease-in-out"
        ]
    }

    static func unset(_ client: EditClient, _ parameter: String, revision: String) throws -> HTTPReply {
        try client.change("unset", ["reference": "bounce@draft", "revision": revision, "parameter": parameter])
    }

    @Test func removingTheVariantIsUnsetReducedMotion() throws {
        let (preview, client) = try PreviewEditServerTests.started()
        defer { preview.stop() }
        try preview.change("use bounce; set reduced-motion instant")
        let authored = try PreviewEditServerTests.draft(preview)
        // Another open page: its event stream, at the authored draft.
        let events = try RawHTTP(port: preview.port)
        events.sendRaw(
            "GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(preview.port)\r\nCookie: \(client.cookie ?? "")\r\n\r\n")
        #expect(events.read(for: 5) { $0.contains(authored.revision) }.contains(authored.revision))

        let reply = try Self.unset(client, "reduced-motion", revision: authored.revision)
        #expect(reply.status == 200)
        #expect(Set(reply.json.keys) == ["change", "draft"])
        #expect(
            reply.json["change"] as? String
                == "bounce reduced-motion instant → cross-fade(duration: 0.2, timing: ease-in-out) (template default)")
        let removed = try PreviewEditServerTests.draft(preview)
        #expect(removed.parameters.values.reducedMotion == nil)
        #expect(removed.parameters.values.timing == authored.parameters.values.timing)
        #expect(reply.draft?["revision"] as? String == removed.revision)
        #expect(reply.draft?["canUndo"] as? Bool == true)
        #expect(
            NSDictionary(dictionary: reply.draft?["reducedMotion"] as? [String: Any] ?? [:])
                == NSDictionary(dictionary: Self.templateDefault))
        #expect(
            preview.output(containing: "browser: bounce reduced-motion", seconds: 5).contains(
                "\nbrowser: bounce reduced-motion instant → cross-fade(duration: 0.2, timing: ease-in-out) (template default)\n"
            ))
        // Every open page is sent the draft as it is now.
        #expect(
            events.read(for: 5) { $0.contains("\"revision\":\"\(removed.revision)\"") }.contains(
                "\"revision\":\"\(removed.revision)\""))
        #expect(try client.revision() == removed.revision)
        // One undo step: `undo` at the prompt brings the variant back.
        try preview.change("use bounce; undo")
        #expect(try PreviewEditServerTests.draft(preview).parameters == authored.parameters)
    }

    /// Nothing authored: nothing to remove, and the answer says so; a template parameter goes back
    /// to its default as `unset row-height` puts it.
    @Test func unsetTakesWhatThePromptsUnsetTakes() throws {
        let (preview, client) = try PreviewEditServerTests.started()
        defer { preview.stop() }
        let original = try PreviewEditServerTests.draft(preview)
        let nothing = try Self.unset(client, "reduced-motion", revision: original.revision)
        #expect(nothing.status == 200)
        #expect(nothing.json["change"] as? String == "bounce no change")
        #expect(try PreviewEditServerTests.draft(preview).parameters == original.parameters)
        try preview.change("use bounce; set row-height 50")
        let tall = try PreviewEditServerTests.draft(preview)
        let back = try Self.unset(client, "row-height", revision: tall.revision)
        #expect(back.status == 200)
        #expect(back.json["change"] as? String == "bounce row-height 50 → 44")
        #expect(try PreviewEditServerTests.draft(preview).parameters == original.parameters)
    }

    @Test func aStaleRemovalIsRefusedWithTheNewerDraft() throws {
        let (preview, client) = try PreviewEditServerTests.started()
        defer { preview.stop() }
        try preview.change("use bounce; set reduced-motion instant")
        let seen = try client.revision()
        try preview.change("use bounce; set reduced-motion retimed(timing: linear)")
        let terminal = try PreviewEditServerTests.draft(preview)
        let stale = try Self.unset(client, "reduced-motion", revision: seen)
        #expect(stale.status == 409)
        #expect(
            stale.error
                == "the draft of “bounce” changed since revision \(seen) (it is now \(terminal.revision)); nothing was written"
        )
        #expect(stale.draft?["revision"] as? String == terminal.revision)
        #expect(
            (stale.draft?["reducedMotion"] as? [String: Any])?["text"] as? String == "retimed(timing: linear)")
        #expect(try PreviewEditServerTests.draft(preview) == terminal)
    }

    @Test func aNameUnsetDoesNotTakeIsRefusedWithThePromptsText() throws {
        let (preview, client) = try PreviewEditServerTests.started()
        defer { preview.stop() }
        let before = try PreviewEditServerTests.draft(preview)
        let refusals: [(String, Int, String)] = [
            (
                "damping", 422,
                "move-up-bounce has no parameter “damping” to unset; expected duration, delay-factor, timing, row-height or reduced-motion; “damping” is a number of the timing: unset timing puts the whole timing back"
            ),
            (
                "reduced_motion", 422,
                "move-up-bounce has no parameter “reduced_motion” to unset; expected duration, delay-factor, timing, row-height or reduced-motion; did you mean “reduced-motion”?"
            )
        ]
        for (name, status, error) in refusals {
            let reply = try Self.unset(client, name, revision: before.revision)
            #expect(reply.status == status, "\(name)")
            #expect(reply.error == error, "\(name)")
            #expect(reply.draft?["revision"] as? String == before.revision, "\(name)")
            // The prompt says the same (with a caret under the name).
            let typed = try ProgramRun(["-c", "use bounce; unset \(name)"], database: preview.database)
            #expect(typed.stderr.hasPrefix("error: \(error)\n"), "\(typed.stderr)")
        }
        let noName = try client.change("unset", ["reference": "bounce@draft", "revision": before.revision])
        #expect(noName.status == 400)
        #expect(noName.error == "refused: this change needs parameter in its JSON body")
        #expect(try PreviewEditServerTests.draft(preview) == before)
    }
}
