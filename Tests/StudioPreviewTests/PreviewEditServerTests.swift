import AnimationCore
import Foundation
import StudioStore
import StudioTestSupport
import Testing

/// `preview --edit` over real HTTP on loopback, against the real binary: the key exchanged for a
/// cookie, every refusal with nothing written (read back through the store in this process), the
/// changes themselves as `set`, `undo`, `redo` and `commit` make them, and the 409 of a stale change.
@Suite(.serialized) struct PreviewEditServerTests {
    static let editPreview = "preview --edit bounce@draft bounce@1"

    /// The draft and its history as another process sees them.
    static func draft(_ preview: PreviewProcess) throws -> Draft {
        try StudioStore(path: preview.database).draft(of: "bounce")
    }

    static func versions(_ preview: PreviewProcess) throws -> Int {
        try #require(try StudioStore(path: preview.database).preset(named: "bounce")).latestVersion
    }

    /// A started `--edit` server and a client holding its cookie.
    static func started() throws -> (PreviewProcess, EditClient) {
        let preview = try PreviewProcess(preview: editPreview)
        var client = EditClient(port: preview.port)
        _ = try client.exchange(key: preview.key)
        return (preview, client)
    }

    @Test func withoutEditNoEndpointWrites() throws {
        let preview = try PreviewProcess(preview: "preview bounce@draft")
        defer { preview.stop() }
        #expect(preview.key.isEmpty)
        let before = try Self.draft(preview)
        let client = EditClient(port: preview.port, cookie: "animstudio-edit-\(preview.port)=guess")
        for action in ["set", "unset", "timing", "undo", "redo", "commit"] {
            let reply = try client.change(
                action,
                [
                    "reference": "bounce@draft", "revision": before.revision, "parameter": "damping", "value": "0.62",
                    "kind": "cubic", "message": "m"
                ])
            #expect(reply.status == 404, "\(action): \(reply.head)")
        }
        #expect(try client.send("GET", "/edit/set").status == 404)
        // The read-only page needs no key and sets no cookie.
        let page = try client.send("GET", "/?key=anything")
        #expect(page.status == 200)
        #expect(page.header("Set-Cookie") == nil)
        #expect(try Self.draft(preview) == before)
    }

    /// `--edit` edits drafts: with versions only it says so and starts nothing.
    @Test func editWithoutADraftIsRefused() throws {
        let run = try ProgramRun(["-c", "new bounce from move-up-bounce; preview --edit bounce@1"])
        #expect(run.status == 1)
        #expect(
            run.stderr.hasPrefix(
                "error: preview --edit edits drafts, and bounce@1 is a version: name one as NAME (or NAME@draft), or leave REF out for the current draft\n"
            ))
    }

    @Test func theKeyIsExchangedForAStrictHttpOnlyCookie() throws {
        let preview = try PreviewProcess(preview: Self.editPreview)
        defer { preview.stop() }
        #expect(preview.key.count == 64 && preview.key.allSatisfy(\.isHexDigit))
        #expect(preview.address == "http://127.0.0.1:\(preview.port)/?key=\(preview.key)")
        var client = EditClient(port: preview.port)
        let noCookie = "refused: no edit session; open the address preview --edit printed (it holds the key)"
        for path in ["/", "/motion.json", "/events"] {
            let reply = try client.send("GET", path)
            #expect(reply.status == 403, "\(path)")
            #expect(reply.error == noCookie, "\(path)")
        }
        let exchanged = try client.exchange(key: preview.key)
        #expect(exchanged.status == 303)
        let token = try #require(client.token)
        #expect(exchanged.header("Location") == "/#edit=\(token)")
        #expect(token.count == 64 && token.allSatisfy(\.isHexDigit) && token != preview.key)
        let cookie = try #require(exchanged.header("Set-Cookie"))
        #expect(cookie.hasPrefix("animstudio-edit-\(preview.port)="))
        #expect(cookie.hasSuffix("; Path=/; HttpOnly; SameSite=Strict"))
        let value = cookie.dropFirst("animstudio-edit-\(preview.port)=".count).prefix { $0 != ";" }
        #expect(value.count == 64 && value != Substring(preview.key))
        let page = try client.send("GET", "/", headers: [("Cookie", client.cookie!)])
        #expect(page.status == 200)
        #expect(page.body.contains("<title>animstudio preview</title>"))
        let events = try RawHTTP(port: preview.port)
        events.sendRaw("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(preview.port)\r\nCookie: \(client.cookie!)\r\n\r\n")
        #expect(events.read(for: 5) { $0.contains("event: motion") }.contains("\"reference\":\"bounce@draft\""))
        let wrong = try client.send("GET", "/?key=" + String(repeating: "0", count: 64))
        #expect(wrong.status == 403)
        #expect(
            wrong.error
                == "refused: this key is wrong or from an earlier start of preview --edit; open the address it printed last"
        )
        #expect(wrong.header("Set-Cookie") == nil)
    }

    @Test func everyRefusalWritesNothing() throws {
        let (preview, client) = try Self.started()
        defer { preview.stop() }
        let before = try Self.draft(preview)
        let port = preview.port
        let fields = ["reference": "bounce@draft", "revision": before.revision, "parameter": "damping", "value": "0.62"]
        let json = String(
            decoding: try JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys]), as: UTF8.self)
        let form = "reference=bounce%40draft&revision=\(before.revision)&parameter=damping&value=0.62"
        let refusals: [(String, HTTPReply, Int, String)] = [
            (
                "no cookie", try client.change("set", fields, headers: client.pageHeaders(cookie: "")), 403,
                "refused: no edit session; open the address preview --edit printed (it holds the key)"
            ),
            (
                "a made-up cookie",
                try client.change(
                    "set", fields,
                    headers: client.pageHeaders(cookie: "animstudio-edit-\(port)=\(String(repeating: "a", count: 64))")),
                403,
                "refused: no edit session; open the address preview --edit printed (it holds the key)"
            ),
            (
                "a foreign Origin",
                try client.change("set", fields, headers: client.pageHeaders(origin: "http://127.0.0.1:\(port + 1)")),
                403,
                "refused: a change must come from the preview's own page (Origin http://127.0.0.1:\(port)), got “http://127.0.0.1:\(port + 1)”"
            ),
            (
                "a rebound name",
                try client.change("set", fields, headers: client.pageHeaders(origin: "http://evil.example:\(port)")),
                403,
                "refused: a change must come from the preview's own page (Origin http://127.0.0.1:\(port)), got “http://evil.example:\(port)”"
            ),
            (
                "no Origin",
                try client.send(
                    "POST", "/edit/set",
                    headers: [
                        ("Cookie", client.cookie!), ("Content-Type", "application/json"),
                        ("X-Animstudio-Edit", client.token!)
                    ], body: json), 403,
                "refused: a change must come from the preview's own page (Origin http://127.0.0.1:\(port)), got “”"
            ),
            (
                "no custom header", try client.change("set", fields, headers: client.pageHeaders(custom: false)), 403,
                "refused: a change needs this page's token in the header X-Animstudio-Edit; open the address preview --edit printed"
            ),
            (
                "a form",
                try client.send(
                    "POST", "/edit/set", headers: client.pageHeaders(type: "application/x-www-form-urlencoded"),
                    body: form), 415,
                "refused: a change is a JSON body (Content-Type: application/json), got “application/x-www-form-urlencoded”"
            ),
            (
                "text/plain",
                try client.send("POST", "/edit/set", headers: client.pageHeaders(type: "text/plain"), body: json), 415,
                "refused: a change is a JSON body (Content-Type: application/json), got “text/plain”"
            ),
            (
                "a GET",
                try client.send(
                    "GET", "/edit/set?reference=bounce%40draft&parameter=damping&value=0.62",
                    headers: client.pageHeaders()), 405,
                "refused: /edit/set changes a draft and takes POST only, got GET"
            ),
            (
                "a version", try client.change("set", fields.merging(["reference": "bounce@1"]) { $1 }), 403,
                "refused: bounce@1 is a version, and versions never change; edit bounce@draft"
            ),
            (
                "a draft not shown", try client.change("set", fields.merging(["reference": "other@draft"]) { $1 }), 403,
                "refused: this preview edits bounce@draft, not other@draft"
            ),
            (
                "not JSON", try client.send("POST", "/edit/set", headers: client.pageHeaders(), body: "{reference"),
                400,
                "refused: the body must be a JSON object with reference and revision (at most 16384 bytes)"
            )
        ]
        for (name, reply, status, error) in refusals {
            #expect(reply.status == status, "\(name): \(reply.head)")
            #expect(reply.error == error, "\(name)")
            #expect(!reply.head.lowercased().contains("access-control-"), "\(name) sent a CORS header")
        }
        #expect(refusals[8].1.header("Allow") == "POST")
        #expect(try Self.draft(preview) == before)
        #expect(try Self.versions(preview) == 1)
    }

    /// A key or cookie from an earlier start of the server opens nothing on the next one.
    @Test func anOldKeyOrCookieIsRefused() throws {
        let (first, oldClient) = try Self.started()
        first.stop(keepingDatabase: true)
        let preview = try PreviewProcess(preview: Self.editPreview, database: first.database)
        defer { preview.stop() }
        #expect(preview.key != first.key)
        var client = EditClient(port: preview.port)
        let old = try client.exchange(key: first.key)
        #expect(old.status == 403)
        #expect(client.cookie == nil)
        let before = try Self.draft(preview)
        let oldValue = oldClient.cookie!.split(separator: "=", maxSplits: 1)[1]
        let reply = try client.change(
            "set", ["reference": "bounce@draft", "revision": before.revision, "parameter": "damping", "value": "0.62"],
            headers: client.pageHeaders(cookie: "animstudio-edit-\(preview.port)=\(oldValue)"))
        #expect(reply.status == 403)
        #expect(try Self.draft(preview) == before)
    }

    /// A change lands in the draft as `set` writes it (another process reads it, `undo` at the
    /// prompt takes it back) and the server says it; `set`'s own error text for a bad value.
    @Test func changesAreWrittenAsSetWritesThem() throws {
        let (preview, client) = try Self.started()
        defer { preview.stop() }
        let revision = try client.revision()
        #expect(revision == (try Self.draft(preview).revision))
        let saved = try client.change(
            "set", ["reference": "bounce@draft", "revision": revision, "parameter": "damping", "value": "0.62"])
        #expect(saved.status == 200)
        #expect(saved.json["change"] as? String == "bounce damping 0.4 → 0.62")
        let draft = try Self.draft(preview)
        #expect(draft.parameters.text["timing"] == "uikit-spring(damping: 0.62, velocity: 0.1)")
        #expect(saved.draft?["revision"] as? String == draft.revision)
        #expect(preview.output(containing: "browser: ", seconds: 5).contains("\nbrowser: bounce damping 0.4 → 0.62\n"))
        let bad = try client.change(
            "set", ["reference": "bounce@draft", "revision": draft.revision, "parameter": "damping", "value": "-1"])
        #expect(bad.status == 422)
        #expect(bad.error == "damping must be greater than 0, got -1")
        let typed = try ProgramRun(["-c", "use bounce; set damping -1"], database: preview.database)
        #expect(typed.stderr.hasPrefix("error: damping must be greater than 0, got -1\n"))
        let unknown = try client.change(
            "set", ["reference": "bounce@draft", "revision": draft.revision, "parameter": "wobble", "value": "2"])
        #expect(
            unknown.error
                == "move-up-bounce has no parameter “wobble”; expected duration, delay-factor, timing, row-height, reduced-motion or a number of the timing"
        )
        #expect(try Self.draft(preview) == draft)
        try preview.change("use bounce; undo")
        #expect(try Self.draft(preview).parameters.text["timing"] == "uikit-spring(damping: 0.4, velocity: 0.1)")
    }

    /// The changes of one drag are one undo step; the timing's kind, undo, redo and commit.
    @Test func dragsKindsUndoRedoAndCommit() throws {
        let (preview, client) = try Self.started()
        defer { preview.stop() }
        let original = try Self.draft(preview)
        var revision = original.revision
        for value in ["0.5", "0.6", "0.7"] {
            let reply = try client.change(
                "set",
                [
                    "reference": "bounce@draft", "revision": revision, "parameter": "damping", "value": value,
                    "drag": "d1"
                ])
            #expect(reply.status == 200)
            revision = reply.draft?["revision"] as? String ?? ""
        }
        let undone = try client.change("undo", ["reference": "bounce@draft", "revision": revision])
        #expect(undone.status == 200)
        #expect(undone.json["change"] as? String == "undo: bounce damping 0.7 → 0.4")
        #expect(try Self.draft(preview).parameters == original.parameters)
        let redone = try client.change(
            "redo", ["reference": "bounce@draft", "revision": undone.draft?["revision"] as? String ?? ""])
        #expect(redone.json["change"] as? String == "redo: bounce damping 0.4 → 0.7")
        let cubic = try client.change(
            "timing",
            ["reference": "bounce@draft", "revision": redone.draft?["revision"] as? String ?? "", "kind": "cubic"])
        #expect(cubic.status == 200)
        let timing = try #require(try Self.draft(preview).parameters.text["timing"])
        #expect(timing.hasPrefix("cubic("))
        #expect(cubic.draft?["kind"] as? String == "cubic")
        let noKind = try client.change(
            "timing",
            ["reference": "bounce@draft", "revision": cubic.draft?["revision"] as? String ?? "", "kind": "wobbly"])
        #expect(noKind.status == 422)
        #expect(
            noKind.error
                == "a timing kind is one of uikit-spring, spring, spring-bounce, spring-response, cubic, linear, ease-in, ease-out, ease-in-out, ca-default; got “wobbly”"
        )
        let committed = try client.change(
            "commit",
            [
                "reference": "bounce@draft", "revision": cubic.draft?["revision"] as? String ?? "",
                "message": "from the page"
            ])
        #expect(committed.status == 200)
        #expect(committed.json["change"] as? String == "committed bounce@2")
        let version = try StudioStore(path: preview.database).version(of: "bounce", number: 2)
        #expect(version.message == "from the page")
        #expect(version.parameters.text["timing"] == timing)
    }

    /// Two writers and a `set` in another process: a change based on a revision the draft no longer
    /// holds is refused with 409, nothing written, and the reply carries the newer draft.
    @Test func aStaleChangeIsRefusedWithTheNewerDraft() throws {
        let (preview, first) = try Self.started()
        defer { preview.stop() }
        var second = EditClient(port: preview.port)
        _ = try second.exchange(key: preview.key)
        let seen = try first.revision()
        #expect(try second.revision() == seen)
        try preview.change("use bounce; set damping 0.3")
        let afterSet = try Self.draft(preview)
        let stale = try first.change(
            "set", ["reference": "bounce@draft", "revision": seen, "parameter": "damping", "value": "0.62"])
        #expect(stale.status == 409)
        #expect(
            stale.error
                == "the draft of “bounce” changed since revision \(seen) (it is now \(afterSet.revision)); nothing was written"
        )
        #expect(stale.draft?["revision"] as? String == afterSet.revision)
        #expect(stale.draft?["timing"] as? String == "uikit-spring(damping: 0.3, velocity: 0.1)")
        #expect(try Self.draft(preview) == afterSet)
        let fresh = try second.change(
            "set", ["reference": "bounce@draft", "revision": afterSet.revision, "parameter": "velocity", "value": "0"])
        #expect(fresh.status == 200)
        for action in ["set", "unset", "undo", "redo", "commit", "timing"] {
            let again = try first.change(
                action,
                [
                    "reference": "bounce@draft", "revision": afterSet.revision, "parameter": "damping", "value": "0.62",
                    "kind": "cubic"
                ])
            #expect(again.status == 409, "\(action)")
        }
        #expect(try Self.draft(preview).parameters.text["timing"] == "uikit-spring(damping: 0.3, velocity: 0)")
        #expect(try Self.versions(preview) == 1)
    }
}
