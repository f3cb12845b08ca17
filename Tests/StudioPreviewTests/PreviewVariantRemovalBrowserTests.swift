import AnimationCore
import Foundation
import StudioStore
import StudioTestSupport
import Testing

/// The reduced-motion row's Remove in a real headless Chromium against the real binary, driven by
/// the keyboard alone: it writes `unset reduced-motion` (read back from the store by this process),
/// another open tab and the terminal follow, a stale tab is refused, and a variant's text from the
/// database stays text.
@Suite(.serialized) struct PreviewVariantRemovalBrowserTests {
    static let templateDefault = "cross-fade(duration: 0.2, timing: ease-in-out) (template default)"
    static let remove = "document.querySelector('.editor .variant-remove')"
    /// The variant's text (undefined until the panel is built).
    static let text = "(document.querySelector('.editor .variant-text') || {}).textContent"
    static let notice = "document.querySelector('.editor .notice').textContent"

    /// Runs `body` with `preview --edit bounce@draft` serving a draft whose variant is `instant`,
    /// and a browser.
    static func withAuthoredVariant(_ body: (PreviewProcess, DevToolsBrowser) throws -> Void) throws {
        let preview = try PreviewProcess(
            setUp: "new bounce from move-up-bounce; set reduced-motion instant", preview: "preview --edit bounce@draft")
        defer { preview.stop() }
        let browser = try DevToolsBrowser()
        defer { browser.close() }
        try body(preview, browser)
    }

    static func variant(_ preview: PreviewProcess) throws -> ReducedMotionVariant? {
        try PreviewEditBrowserTests.draft(preview).parameters.values.reducedMotion
    }

    /// Tabs until the focus is on the row's Remove, then presses Enter.
    static func removeWithTheKeyboard(_ browser: DevToolsBrowser) throws {
        var tabs = 0
        while try browser.evaluate("document.activeElement.classList.contains('variant-remove')") as? Bool != true,
            tabs < 80
        {
            try browser.press("Tab")
            tabs += 1
        }
        #expect(tabs < 80, "Tab never reached Remove")
        try browser.press("Enter", text: "\r")
    }

    @Test func removeWritesUnsetAndTheOtherTabAndTheTerminalFollow() throws {
        try Self.withAuthoredVariant { preview, browser in
            let other = try browser.open(preview.address)
            #expect(try browser.wait(until: "\(Self.text) === 'instant'", seconds: 20))
            let page = try browser.open(preview.address)
            #expect(try browser.wait(until: "\(Self.text) === 'instant'", seconds: 20))
            #expect(try browser.evaluate("\(Self.remove).textContent") as? String == "Remove")
            #expect(
                try browser.evaluate("\(Self.remove).getAttribute('aria-label')") as? String
                    == "remove the reduced-motion variant of bounce@draft (its template's default plays)")
            #expect(try browser.evaluate("\(Self.remove).disabled") as? Bool == false)

            try Self.removeWithTheKeyboard(browser)
            let deadline = Date().addingTimeInterval(10)
            while try Self.variant(preview) != nil, Date() < deadline { usleep(50_000) }
            #expect(try Self.variant(preview) == nil)
            // The page shows the template's default, Remove is disabled and the focus is on the kind.
            #expect(
                try browser.wait(
                    until:
                        "\(Self.text) === '\(Self.templateDefault)' && \(Self.remove).disabled && document.activeElement.classList.contains('variant-kind')",
                    seconds: 5))
            #expect(
                try browser.evaluate("document.querySelector('.editor .variant-kind').value") as? String == "cross-fade"
            )
            #expect(
                try browser.evaluate(Self.notice) as? String
                    == "bounce reduced-motion instant → \(Self.templateDefault)")
            #expect(
                preview.output(containing: "browser: bounce reduced-motion", seconds: 5).contains(
                    "\nbrowser: bounce reduced-motion instant → \(Self.templateDefault)\n"))
            // The other tab was sent the draft as it is now.
            browser.session = other
            #expect(
                try browser.wait(
                    until: "\(Self.text) === '\(Self.templateDefault)' && \(Self.remove).disabled", seconds: 5)
            )
            #expect(
                try browser.evaluate(Self.notice) as? String
                    == "the draft changed elsewhere (the terminal or another page): showing it now")
            // One undo step: undone at the prompt, the variant is back and can be removed again.
            try preview.change("use bounce; undo")
            #expect(try Self.variant(preview) == .instant)
            browser.session = page
            #expect(try browser.wait(until: "\(Self.text) === 'instant' && !\(Self.remove).disabled", seconds: 5))
        }
    }

    /// A tab that has not heard of the terminal's change removes the variant it loaded: 409,
    /// nothing written, and it shows the newer draft's variant.
    @Test func aStaleTabsRemovalIsRefused() throws {
        try Self.withAuthoredVariant { preview, browser in
            let loaded = try PreviewEditBrowserTests.draft(preview).revision
            try browser.open(preview.address, holding: "*/events*")
            #expect(try browser.wait(until: "\(Self.text) === 'instant'", seconds: 20))
            try preview.change("use bounce; set reduced-motion retimed(timing: linear)")
            let terminal = try PreviewEditBrowserTests.draft(preview)
            _ = try browser.evaluate("\(Self.remove).click()")
            #expect(try browser.wait(until: "\(Self.notice).startsWith('not saved')", seconds: 5))
            #expect(
                try browser.evaluate(Self.notice) as? String
                    == PreviewEditBrowserTests.staleNotice(loaded: loaded, now: terminal.revision))
            #expect(try PreviewEditBrowserTests.draft(preview) == terminal)
            #expect(try browser.wait(until: "\(Self.text) === 'retimed(timing: linear)'", seconds: 5))
        }
    }

    /// A variant naming a preset with markup in its name (written straight to the database): the
    /// row and the notice after Remove show it as text, and no element is made of it.
    @Test func aHostileVariantIsRemovedAndShownAsText() throws {
        let preview = try PreviewProcess(
            setUp: "new bounce from move-up-bounce", preview: "preview --edit bounce@draft")
        defer { preview.stop() }
        let hostile = "<img src=x onerror=\"document.title='owned'\">"
        let store = try StudioStore(path: preview.database)
        let parameters = try store.draft(of: "bounce").parameters
        _ = try store.updateDraft(
            of: "bounce", parameters: try parameters.setting(reducedMotion: .preset(name: hostile)),
            at: "2026-11-29T10:00:00.000Z")
        let browser = try DevToolsBrowser()
        defer { browser.close() }
        try browser.open(preview.address)
        #expect(
            try browser.wait(
                until: "\(Self.text) === \(DevToolsBrowser.literal("preset(name: \(hostile))"))", seconds: 20))
        #expect(
            try browser.evaluate("document.querySelector('.editor .variant-preset').value") as? String == hostile)
        try Self.removeWithTheKeyboard(browser)
        #expect(try browser.wait(until: "\(Self.text) === '\(Self.templateDefault)'", seconds: 10))
        #expect(
            try browser.evaluate(Self.notice) as? String
                == "bounce reduced-motion preset(name: \(hostile)) → \(Self.templateDefault)")
        #expect(try browser.evaluate("document.querySelectorAll('img').length") as? Int == 0)
        #expect(try browser.evaluate("document.title") as? String == "animstudio preview")
        #expect(try Self.variant(preview) == nil)
    }
}
