import AnimationCore
import Foundation
import StudioStore
import StudioTestSupport
import Testing

/// The browser editor sets a `preset(name:)` reduced-motion variant by the rule `set` follows: the
/// preset must exist and be able to stand in. The page used to save `preset(name: <script>)` and a
/// preset of another kind; a commit then held a variant that `compare --reduce-motion` could not play.
/// The real binary's `preview --edit` over loopback, the draft read back through the store.
@Suite(.serialized) struct PreviewEditVariantPresetTests {
    @Test func aVariantNamingNoPresetOrOneOfAnotherKindIsRefused() throws {
        let preview = try PreviewProcess(
            setUp: "new bounce from move-up-bounce; new card from card-expand; new tip from tip-in",
            preview: "preview --edit bounce@draft")
        defer { preview.stop() }
        var client = EditClient(port: preview.port)
        _ = try client.exchange(key: preview.key)
        let draft = { try StudioStore(path: preview.database).draft(of: "bounce") }
        let before = try draft()
        let refusals = [
            ("preset(name: <script>)", "no preset named “<script>”"),
            (
                "preset(name: card)",
                "reduced-motion preset “card” is a card-expand; a move-up-bounce needs a table entrance"
            )
        ]
        for (value, message) in refusals {
            let refused = try client.change(
                "set",
                [
                    "reference": "bounce@draft", "revision": before.revision, "parameter": "reduced-motion",
                    "value": value
                ])
            #expect(refused.status == 422, "\(value)")
            #expect(refused.error == message)
            let typed = try ProgramRun(["-c", "use bounce; set reduced-motion '\(value)'"], database: preview.database)
            #expect(typed.stderr.hasPrefix("error: \(message)\n"), "set says the same: \(typed.stderr)")
        }
        #expect(try draft() == before)
        let saved = try client.change(
            "set",
            [
                "reference": "bounce@draft", "revision": before.revision, "parameter": "reduced-motion",
                "value": "preset(name: tip)"
            ])
        #expect(saved.status == 200)
        #expect(try draft().parameters.reducedMotion == .preset(name: "tip"))
    }
}
