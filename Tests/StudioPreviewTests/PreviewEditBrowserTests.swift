import AnimationCore
import Foundation
import StudioStore
import StudioTestSupport
import Testing

/// `preview --edit` in a real headless Chromium, driven with real pointer and key events: a slider
/// and a Bézier handle dragged change the draft (read by this process, not the server) and the
/// motion the page plays; a handle moved with the keyboard alone; a stale tab gets the 409 and the
/// newer draft; and a page served from another local port can write nothing.
@Suite(.serialized) struct PreviewEditBrowserTests {
    static let setUp = "new bounce from move-up-bounce; set timing cubic(0.17, 0.67, 0.76, 1)"

    static func draft(_ preview: PreviewProcess) throws -> Draft {
        try StudioStore(path: preview.database).draft(of: "bounce")
    }

    /// Waits up to `seconds` for the draft, as another process reads it, to satisfy `done`.
    static func waitForDraft(_ preview: PreviewProcess, seconds: Double = 10, _ done: (Draft) -> Bool) throws -> Draft {
        let deadline = Date().addingTimeInterval(seconds)
        var draft = try Self.draft(preview)
        while !done(draft), Date() < deadline {
            usleep(50_000)
            draft = try Self.draft(preview)
        }
        return draft
    }

    /// What a tab's notice says when its change, based on revision `loaded`, was refused as stale.
    static func staleNotice(loaded: String, now: String) -> String {
        "not saved: the draft of “bounce” changed since revision \(loaded) (it is now \(now)); nothing was written; showing the newer draft"
    }

    /// The cubic's four numbers in a timing text.
    static func cubic(_ timing: String?) -> [Double] {
        guard let timing, timing.hasPrefix("cubic(") else { return [] }
        return timing.dropFirst(6).dropLast().split(separator: ",").compactMap {
            Double($0.trimmingCharacters(in: .whitespaces))
        }
    }

    /// True once the page has nothing on its way and shows the draft it last saved.
    static let settled = """
        (() => { const e = editorOf('bounce@draft'); return !e.inflight && !e.pending && !e.timer && !e.run
          && state.doc.versions[0].draft.revision === e.base; })()
        """

    static func openEditor(_ browser: DevToolsBrowser, _ preview: PreviewProcess, holding: String? = nil) throws {
        try browser.open(preview.address, holding: holding)
        #expect(try browser.wait(until: "document.querySelector('#handles .handle[data-point=\"1\"]')", seconds: 20))
    }

    @Test func draggingASliderAndAHandleChangesTheDraftAndTheMotion() throws {
        let preview = try PreviewProcess(setUp: Self.setUp, preview: "preview --edit bounce@draft")
        defer { preview.stop() }
        let browser = try DevToolsBrowser()
        defer { browser.close() }
        try Self.openEditor(browser, preview)
        let before = try browser.evaluate("state.doc.duration") as? Double
        let slider = ".editor .row[data-name=\"duration\"] .slider"
        let start = try browser.centre(of: slider)
        try browser.drag(from: start, to: (start.x + 40, start.y))
        #expect(try browser.wait(until: Self.settled, seconds: 10))
        let dragged = try Self.draft(preview)
        let duration = try #require(Double(dragged.parameters.text["duration"] ?? ""))
        #expect(duration > 1)
        // The motion follows: the page plays the new document, whose table runs longer.
        #expect(try browser.wait(until: "state.doc.versions[0].draft.revision === '\(dragged.revision)'", seconds: 5))
        #expect(try browser.evaluate("state.doc.duration") as? Double ?? 0 > before ?? 0)
        #expect(
            try browser.evaluate(
                "document.querySelector('\(slider.replacingOccurrences(of: "\"", with: "\\\""))').nextElementSibling.value"
            ) as? String
                == dragged.parameters.text["duration"])
        #expect(
            preview.output(containing: "browser: bounce duration 1 → ", seconds: 5).contains(
                "browser: bounce duration 1 → "))
        // The drag is one undo step at the prompt.
        try preview.change("use bounce; undo")
        #expect(try Self.draft(preview).parameters.text["duration"] == "1")
        #expect(
            try browser.wait(
                until: "document.querySelector('.editor .row[data-name=\"duration\"] .field').value === '1'", seconds: 5
            ))

        let handle = try browser.centre(of: "#handles .handle[data-point=\"1\"]")
        try browser.drag(from: handle, to: (handle.x + 40, handle.y - 30))
        #expect(try browser.wait(until: Self.settled, seconds: 10))
        let moved = try Self.draft(preview)
        let points = Self.cubic(moved.parameters.text["timing"])
        #expect(points.count == 4)
        #expect(points[0] > 0.17 && points[1] > 0.67)
        #expect(points[2] == 0.76 && points[3] == 1)
        #expect(
            try browser.wait(
                until: "state.doc.versions[0].timing === '\(moved.parameters.text["timing"]!)'", seconds: 5))
        #expect(
            try browser.evaluate("document.querySelector('.phone .timing').textContent") as? String
                == "move-up-bounce · \(moved.parameters.text["timing"]!)")
        try preview.change("use bounce; undo")
        #expect(try Self.draft(preview).parameters.text["timing"] == "cubic(0.17, 0.67, 0.76, 1)")
    }

    @Test func aHandleMovesWithTheKeyboardAlone() throws {
        let preview = try PreviewProcess(setUp: Self.setUp, preview: "preview --edit bounce@draft")
        defer { preview.stop() }
        let browser = try DevToolsBrowser()
        defer { browser.close() }
        try Self.openEditor(browser, preview)
        var tabs = 0
        while try browser.evaluate("document.activeElement && document.activeElement.dataset.point") as? String != "1",
            tabs < 80
        {
            try browser.press("Tab")
            tabs += 1
        }
        #expect(tabs < 80, "Tab never reached the first control point")
        #expect(try browser.evaluate("document.activeElement.getAttribute('role')") as? String == "slider")
        #expect(
            try browser.evaluate("document.activeElement.getAttribute('aria-label')") as? String
                == "control point 1 of bounce@draft (arrow keys move it; Shift: coarse, Alt: fine)")
        for _ in 0..<3 { try browser.press("ArrowRight") }
        try browser.press("ArrowUp", modifiers: DevToolsBrowser.shift)
        try browser.press("ArrowDown", modifiers: DevToolsBrowser.alt)
        let moved = try Self.waitForDraft(preview) { $0.parameters.text["timing"] == "cubic(0.2, 0.769, 0.76, 1)" }
        #expect(moved.parameters.text["timing"] == "cubic(0.2, 0.769, 0.76, 1)")
        #expect(
            try browser.wait(
                until:
                    "document.activeElement.dataset.point === '1' && document.activeElement.getAttribute('aria-valuetext') === 'x1 0.2, y1 0.769'",
                seconds: 5))
        // Every control is labelled for assistive technology.
        #expect(
            try browser.evaluate(
                "[...document.querySelectorAll('.editor input, .editor select, .editor button')].filter(e => !e.getAttribute('aria-label')).length"
            ) as? Int == 0)
    }

    /// A tab that has not heard of a change (its event stream held) saves based on the draft it
    /// loaded: refused with 409, nothing written, and it shows the newer draft; the live tab follows.
    @Test func aStaleTabGetsTheNewerDraft() throws {
        let preview = try PreviewProcess(setUp: Self.setUp, preview: "preview --edit bounce@draft")
        defer { preview.stop() }
        let browser = try DevToolsBrowser()
        defer { browser.close() }
        let live = try browser.open(preview.address)
        #expect(try browser.wait(until: "document.querySelector('.editor')", seconds: 20))
        let stale = try browser.open(preview.address, holding: "*/events*")
        #expect(try browser.wait(until: "document.querySelector('.editor')", seconds: 20))
        let loaded = try Self.draft(preview).revision
        try preview.change("use bounce; set duration 0.8")
        let terminal = try Self.draft(preview)
        browser.session = live
        #expect(
            try browser.wait(
                until: "document.querySelector('.editor').dataset.revision === '\(terminal.revision)'", seconds: 5))
        browser.session = stale
        let field = ".editor .row[data-name=\"duration\"] .field"
        _ = try browser.evaluate(
            "(() => { const f = document.querySelector('\(field.replacingOccurrences(of: "\"", with: "\\\""))'); f.focus(); f.value = '0.9'; })()"
        )
        try browser.press("Enter")
        #expect(
            try browser.wait(
                until: "document.querySelector('.editor .notice').textContent.startsWith('not saved')", seconds: 5))
        #expect(
            try browser.evaluate("document.querySelector('.editor .notice').textContent") as? String
                == Self.staleNotice(loaded: loaded, now: terminal.revision))
        #expect(
            try browser.evaluate("document.querySelector('.editor').dataset.revision") as? String == terminal.revision)
        #expect(try Self.draft(preview) == terminal)
        // The live tab's change goes through.
        browser.session = live
        _ = try browser.evaluate(
            "(() => { const f = document.querySelector('\(field.replacingOccurrences(of: "\"", with: "\\\""))'); f.focus(); f.value = '0.9'; })()"
        )
        try browser.press("Enter")
        #expect(
            try Self.waitForDraft(preview) { $0.parameters.text["duration"] == "0.9" }.parameters.text["duration"]
                == "0.9")
    }

    /// The page's own change undone and then redone in the terminal: the redo lands on a revision
    /// the page itself saved earlier, and the page shows it (it once took it for an echo of its own).
    @Test func aRedoElsewhereBackToARevisionThePageSavedIsShown() throws {
        let preview = try PreviewProcess(setUp: Self.setUp, preview: "preview --edit bounce@draft")
        defer { preview.stop() }
        let browser = try DevToolsBrowser()
        defer { browser.close() }
        try Self.openEditor(browser, preview)
        let field = ".editor .row[data-name=\"duration\"] .field"
        _ = try browser.evaluate(
            "(() => { const f = document.querySelector('\(field.replacingOccurrences(of: "\"", with: "\\\""))'); f.focus(); f.value = '0.9'; })()"
        )
        try browser.press("Enter")
        let saved = try Self.waitForDraft(preview) { $0.parameters.text["duration"] == "0.9" }
        #expect(saved.parameters.text["duration"] == "0.9")
        #expect(try browser.wait(until: Self.settled, seconds: 10))
        let shown = "document.querySelector('.editor').dataset.revision"
        try preview.change("use bounce; undo")
        let undone = try Self.draft(preview)
        #expect(try browser.wait(until: "\(shown) === '\(undone.revision)'", seconds: 5))
        try preview.change("use bounce; redo")
        #expect(try Self.draft(preview).revision == saved.revision)
        #expect(try browser.wait(until: "\(shown) === '\(saved.revision)'", seconds: 5))
        #expect(
            try browser.evaluate("document.querySelector('.editor .row[data-name=\"duration\"] .field').value")
                as? String == "0.9")
    }

    /// A page from another local port, in the same browser (which holds the edit cookie: cookies
    /// are per host, not per port), tries a JSON fetch, a no-cors text/plain fetch and a form post.
    @Test func aPageOnAnotherPortWritesNothing() throws {
        let preview = try PreviewProcess(setUp: Self.setUp, preview: "preview --edit bounce@draft")
        defer { preview.stop() }
        let browser = try DevToolsBrowser()
        defer { browser.close() }
        try Self.openEditor(browser, preview)
        let before = try Self.draft(preview)
        let victim = "http://127.0.0.1:\(preview.port)"
        let page = """
            <!doctype html><html><body><pre id="out"></pre>
            <iframe name="sink"></iframe>
            <form id="f" method="POST" action="\(victim)/edit/set" target="sink">
            <input name="reference" value="bounce@draft"><input name="revision" value="\(before.revision)">
            <input name="parameter" value="duration"><input name="value" value="3"></form>
            <script>
            const body = JSON.stringify({reference: 'bounce@draft', revision: '\(before.revision)', parameter: 'duration', value: '2'});
            Promise.all([
              fetch('\(victim)/edit/set', {method: 'POST', credentials: 'include',
                headers: {'Content-Type': 'application/json', 'X-Animstudio-Edit': '1'}, body}).then(r => 'json ' + r.status, () => 'json blocked'),
              fetch('\(victim)/edit/set', {method: 'POST', mode: 'no-cors', credentials: 'include',
                headers: {'Content-Type': 'text/plain'}, body}).then(r => 'text ' + r.type, () => 'text blocked'),
            ]).then((results) => {
              document.getElementById('out').textContent = results.join('; ');
              document.getElementById('f').submit();
              setTimeout(() => { document.title = 'done'; }, 1500);
            });
            </script></body></html>
            """
        let foreign = try ForeignPageServer(page: page)
        defer { foreign.stop() }
        #expect(foreign.port != preview.port)
        try browser.open("http://127.0.0.1:\(foreign.port)/")
        #expect(try browser.wait(until: "document.title === 'done'", seconds: 20))
        // The JSON fetch needs a preflight the server never allows; the no-cors one is sent blind.
        #expect(
            try browser.evaluate("document.getElementById('out').textContent") as? String == "json blocked; text opaque"
        )
        Thread.sleep(forTimeInterval: 0.5)
        #expect(try Self.draft(preview) == before)
        #expect(!preview.output(containing: "browser:", seconds: 0.1).contains("browser:"))
    }
}
