import AnimationCore
import Foundation
import StudioStore
import StudioTestSupport
import Testing

/// What binds `preview --edit` to its own page: a cookie a browser also hands to every other
/// server on 127.0.0.1 writes nothing without the page's token; the document survives a value
/// JSON cannot hold at a slider's end; a name alone edits its draft.
@Suite(.serialized) struct PreviewEditBindingTests {
    static func draft(_ preview: PreviewProcess) throws -> Draft {
        try StudioStore(path: preview.database).draft(of: "bounce")
    }

    /// A real browser opens the editor, then a page on another local port: that server gets the
    /// edit cookie (cookies are not port-scoped). Replayed by a plain HTTP client with this
    /// server's Origin and the custom header, it changes nothing, and nothing the cookie alone
    /// can fetch holds the token.
    @Test func aCookieCapturedByAnotherLocalServerWritesNothing() throws {
        let preview = try PreviewProcess(preview: "preview --edit bounce@draft")
        defer { preview.stop() }
        let browser = try DevToolsBrowser()
        defer { browser.close() }
        try browser.open(preview.address)
        #expect(try browser.wait(until: "document.querySelector('.editor .slider')", seconds: 20))
        let token = try #require(try browser.evaluate("editToken") as? String)
        #expect(token.count == 64)
        // The fragment that carried it is gone from the address bar.
        #expect(try browser.evaluate("location.hash") as? String == "")
        let foreign = try ForeignPageServer(page: "<!doctype html><title>done</title>")
        defer { foreign.stop() }
        try browser.open("http://127.0.0.1:\(foreign.port)/")
        #expect(try browser.wait(until: "document.title === 'done'", seconds: 20))
        let head = try #require(foreign.received.all.first)
        let cookie = try #require(
            head.range(of: "animstudio-edit-\(preview.port)=[0-9a-f]{64}", options: .regularExpression).map {
                String(head[$0])
            }, "the foreign server got: \(head)")
        let before = try Self.draft(preview)
        let client = EditClient(port: preview.port, cookie: cookie)
        let fields = ["reference": "bounce@draft", "revision": before.revision, "parameter": "damping", "value": "0.9"]
        for guess in ["1", "", String(repeating: "0", count: 64)] {
            var headers = client.pageHeaders()
            headers.removeAll { $0.0 == "X-Animstudio-Edit" }
            headers.append(("X-Animstudio-Edit", guess))
            let reply = try client.change("set", fields, headers: headers)
            #expect(reply.status == 403, "\(guess)")
            #expect(
                reply.error
                    == "refused: a change needs this page's token in the header X-Animstudio-Edit; open the address preview --edit printed"
            )
        }
        for path in ["/", "/motion.json", "/preview.js", "/editor.js"] {
            let reply = try client.send("GET", path, headers: [("Cookie", cookie)])
            #expect(reply.status == 200, "\(path)")
            #expect(!reply.body.contains(token), "\(path) gives the token away")
        }
        #expect(try Self.draft(preview) == before)
        // The page itself, with its token, still writes.
        let withToken = EditClient(port: preview.port, cookie: cookie, token: token)
        #expect(try withToken.change("set", fields).status == 200)
        #expect(try Self.draft(preview).parameters.text["timing"] == "uikit-spring(damping: 0.9, velocity: 0.1)")
    }

    /// `set damping 1e308` is accepted; four times it (a slider's far end) is infinity. The
    /// document still goes out, every number in it finite, and the page edits on.
    @Test func aHugeAcceptedValueKeepsTheDocumentAndItsRangesFinite() throws {
        let preview = try PreviewProcess(
            setUp: "new bounce from move-up-bounce; set damping 1e308", preview: "preview --edit bounce@draft")
        defer { preview.stop() }
        var client = EditClient(port: preview.port)
        _ = try client.exchange(key: preview.key)
        let reply = try client.send("GET", "/motion.json", headers: [("Cookie", client.cookie ?? "")])
        #expect(reply.status == 200)
        #expect(reply.body != "{}")
        let versions = try #require(reply.json["versions"] as? [[String: Any]])
        let draft = try #require(versions.first?["draft"] as? [String: Any])
        let controls = try #require(draft["controls"] as? [[String: Any]])
        let damping = try #require(controls.first { $0["name"] as? String == "damping" })
        #expect(damping["value"] as? Double == 1e308)
        #expect(damping["high"] as? Double == Double.greatestFiniteMagnitude)
        #expect(damping["low"] as? Double == 0.01)
        for control in controls {
            for key in ["value", "low", "high", "step"] {
                #expect((control[key] as? Double)?.isFinite == true, "\(control["name"] ?? "") \(key)")
            }
        }
        let saved = try client.change(
            "set",
            ["reference": "bounce@draft", "revision": try client.revision(), "parameter": "damping", "value": "0.5"])
        #expect(saved.status == 200)
        #expect(saved.json["change"] as? String == "bounce damping 1e+308 → 0.5")
    }

    /// `preview --edit bounce bounce@1`: the name alone is the draft, edited; the version beside it
    /// is read-only.
    @Test func aNameAloneEditsItsDraft() throws {
        let preview = try PreviewProcess(
            setUp: "new bounce from move-up-bounce; set damping 0.5", preview: "preview --edit bounce bounce@1")
        defer { preview.stop() }
        #expect(preview.output(containing: "preview of", seconds: 5).hasPrefix("preview of bounce@draft, bounce@1 at "))
        var client = EditClient(port: preview.port)
        _ = try client.exchange(key: preview.key)
        let document = try client.send("GET", "/motion.json", headers: [("Cookie", client.cookie ?? "")])
        let versions = try #require(document.json["versions"] as? [[String: Any]])
        #expect(versions.map { $0["label"] as? String } == ["bounce@draft", "bounce@1"])
        #expect(versions[0]["draft"] != nil && versions[1]["draft"] == nil)
        let saved = try client.change(
            "set",
            ["reference": "bounce@draft", "revision": try client.revision(), "parameter": "damping", "value": "0.6"])
        #expect(saved.status == 200)
        let version = try client.change(
            "set", ["reference": "bounce@1", "revision": try client.revision(), "parameter": "damping", "value": "0.6"])
        #expect(version.status == 403)
        #expect(version.error == "refused: bounce@1 is a version, and versions never change; edit bounce@draft")
    }
}
