import AnimationCore
import Foundation
import Simulation
import StudioPreview
import StudioStore
import StudioTestSupport
import Testing

/// The preview's reduced-motion switch, its playback at 30 and 60 Hz, and the `--edit` control
/// that authors the variant, in a real headless Chromium against the real binary; what the page
/// writes is read back from the store by this process.
@Suite(.serialized) struct PreviewReducedMotionBrowserTests {
    /// Loads `url` (paused with `?t=`) and returns what `#probe` recorded.
    static func probe(_ browser: DevToolsBrowser, _ url: String) throws -> [String: Any] {
        try browser.open(url)
        #expect(
            try browser.wait(
                until: "document.getElementById('probe') && document.getElementById('probe').dataset.ready === 'yes'",
                seconds: 20))
        return try #require(
            try browser.evaluate("JSON.parse(document.getElementById('probe').textContent)") as? [String: Any])
    }

    /// Each phone's label and its cells' (transform, opacity).
    static func phones(_ probe: [String: Any]) -> [(label: String, cells: [[String]])] {
        (probe["versions"] as? [[String: Any]] ?? []).map { version in
            (
                version["label"] as? String ?? "",
                (version["cells"] as? [[String: String]] ?? []).map { [$0["transform"] ?? "", $0["opacity"] ?? ""] }
            )
        }
    }

    /// The studio's own opacity of every cell of a table entrance at `t`.
    static func opacities(_ animation: TemplateAnimation, rows: Int, at t: Double) throws -> [Double] {
        let motion = try TableEntranceMotion(
            animation: animation, labels: (0..<rows).map { (name: "\($0)", detail: "") }, tableWidth: 390,
            tableHeight: 844)
        let column = try #require(animation.columns.firstIndex(of: "opacity"))
        return motion.events.map { PreviewFixture.studioValues(animation, start: $0.start, at: t)[column] }
    }

    @Test func theSwitchPlaysEachVariantBesideItsVersion() throws {
        let preview = try PreviewProcess(setUp: "new fader from fade", preview: "preview fader")
        defer { preview.stop() }
        let browser = try DevToolsBrowser()
        defer { browser.close() }
        let store = try StudioStore(path: preview.database)
        let parameters = try store.resolve(PresetReference("fader")).parameters
        let rows = try store.rowLabels(dataset: try #require(try store.datasets().first).name).count
        let reduced = try parameters.reducedMotionAnimation()
        #expect(reduced.curve.duration == 0.2)

        let plain = Self.phones(try Self.probe(browser, preview.address + "?t=0.1"))
        #expect(plain.map(\.label) == ["fader@1"])
        let both = Self.phones(try Self.probe(browser, preview.address + "?t=0.1&reduced"))
        #expect(both.map(\.label) == ["fader@1", "fader@1 · reduce motion"])
        #expect(both[0].cells == plain[0].cells)
        // The variant's cells fade as the studio's reduced-motion animation says (0.2 s ease-in-out).
        let expected = try Self.opacities(reduced, rows: rows, at: 0.1)
        let drawn = both[1].cells.map { Double($0[1]) ?? .nan }
        #expect(drawn.count == rows && rows > 0)
        for (page, studio) in zip(drawn, expected) { #expect(abs(page - studio) <= 0.005, "\(drawn) \(expected)") }
        #expect(both[1].cells != both[0].cells)
        #expect(
            try browser.evaluate("document.querySelector('.phone.reduced .timing').textContent") as? String
                == "fade · cross-fade(duration: 0.2, timing: ease-in-out) (template default)")

        // Live: the switch adds the variant's phone and takes it away, the clock going on.
        try browser.open(preview.address)
        #expect(try browser.wait(until: "document.querySelectorAll('.phone').length === 1", seconds: 20))
        _ = try browser.evaluate("document.getElementById('reduced').click()")
        #expect(
            try browser.wait(
                until:
                    "document.querySelectorAll('.phone').length === 2 && document.querySelectorAll('.phone')[1].dataset.version === 'fader@1 · reduce motion'",
                seconds: 5))
        #expect(try browser.evaluate("document.querySelectorAll('#chart .series.reduced').length") as? Int == 1)
        _ = try browser.evaluate("document.getElementById('reduced').click()")
        #expect(try browser.wait(until: "document.querySelectorAll('.phone').length === 1", seconds: 5))
    }

    @Test func framesAreHeldAt30And60Hz() throws {
        let preview = try PreviewProcess(preview: "preview bounce")
        defer { preview.stop() }
        let browser = try DevToolsBrowser()
        defer { browser.close() }
        func cells(_ query: String) throws -> (shown: Double, cells: [[String]]) {
            let probe = try Self.probe(browser, preview.address + "?" + query)
            return (probe["shown"] as? Double ?? .nan, Self.phones(probe)[0].cells)
        }
        let frame12 = try cells("t=0.4")
        // At 30 Hz, 0.41 s and 0.43 s are inside frame 12 (0.4 to 0.4333 s): the picture of 0.4 s.
        for query in ["t=0.41&fps=30", "t=0.43&fps=30", "t=0.41&fps=60"] {
            let held = try cells(query)
            #expect(held.shown == 0.4, "\(query)")
            #expect(held.cells == frame12.cells, "\(query)")
        }
        // The screen's own rate draws 0.41 s itself, and 30 Hz moves on at frame 13's boundary.
        #expect(try cells("t=0.41").cells != frame12.cells)
        let frame13 = try cells("t=0.434&fps=30")
        #expect(abs(frame13.shown - 13.0 / 30) < 1e-12)
        #expect(frame13.cells != frame12.cells)
        #expect(frame13.cells == (try cells("t=\(13.0 / 30)").cells))

        // Playing at 30 Hz: every drawn frame is a 30 Hz vsync's, and the cells move only when it changes.
        try browser.open(preview.address + "?fps=30")
        #expect(try browser.wait(until: "typeof state !== 'undefined' && state.doc && state.playing", seconds: 20))
        #expect(
            try browser.evaluate("document.getElementById('rate-shown').textContent") as? String == "30 Hz, frames held"
        )
        let trace = try #require(
            try browser.evaluate(
                """
                new Promise((done) => { const seen = []; const cell = () => getComputedStyle(document.querySelectorAll('.cell')[1]).transform;
                  const step = () => { seen.push([state.clock, state.shown, cell()]);
                    if (seen.length < 40) requestAnimationFrame(step); else done(seen); };
                  requestAnimationFrame(step); })
                """) as? [[Any]])
        var changes = 0
        for (index, sample) in trace.enumerated() {
            let clock = sample[0] as? Double ?? .nan
            let shown = sample[1] as? Double ?? .nan
            #expect(abs(shown * 30 - (shown * 30).rounded()) < 1e-6, "\(shown) is no 30 Hz frame")
            #expect(clock >= shown - 1e-9 && clock - shown < 1.0 / 30 + 1e-9, "\(clock) shows \(shown)")
            if index > 0, sample[2] as? String != trace[index - 1][2] as? String {
                changes += 1
                #expect(shown != trace[index - 1][1] as? Double, "the cell moved inside a frame")
            }
        }
        #expect(changes > 0)
        // The screen's own rate is measured and shown.
        _ = try browser.evaluate(
            "(() => { const r = document.getElementById('rate'); r.value = 'screen'; r.dispatchEvent(new Event('change')); })()"
        )
        _ = try browser.evaluate("document.getElementById('replay').click()")
        #expect(
            try browser.wait(
                until: "/^screen [0-9]+ Hz$/.test(document.getElementById('rate-shown').textContent)", seconds: 5))
    }

    /// Sets the variant row's kind and fields as a person would, then presses Set (or not, for instant).
    static func author(
        _ browser: DevToolsBrowser, kind: String, duration: String = "", timing: String = "", preset: String = "",
        press: Bool = true
    ) throws {
        // One change at a time: the last one's answer first.
        #expect(try browser.wait(until: "!editorOf('bounce@draft').inflight", seconds: 5))
        _ = try browser.evaluate(
            """
            (() => { const p = document.querySelector('.editor');
              const k = p.querySelector('.variant-kind'); k.focus(); k.value = \(DevToolsBrowser.literal(kind));
              k.dispatchEvent(new Event('change'));
              p.querySelector('.variant-duration').value = \(DevToolsBrowser.literal(duration));
              p.querySelector('.variant-timing').value = \(DevToolsBrowser.literal(timing));
              p.querySelector('.variant-preset').value = \(DevToolsBrowser.literal(preset));
              if (\(press)) p.querySelector('.variant-apply').click(); })()
            """)
    }

    @Test func theEditControlWritesTheVariantThroughTheEditingLayer() throws {
        let preview = try PreviewProcess(
            setUp: "new bounce from move-up-bounce; new calm from fade", preview: "preview --edit bounce@draft")
        defer { preview.stop() }
        let browser = try DevToolsBrowser()
        defer { browser.close() }
        try browser.open(preview.address)
        #expect(try browser.wait(until: "document.querySelector('.editor .variant-kind')", seconds: 20))
        #expect(
            try browser.evaluate("document.querySelector('.editor .variant-kind').value") as? String == "cross-fade")
        #expect(
            try browser.evaluate("document.querySelector('.editor .variant-text').textContent") as? String
                == "cross-fade(duration: 0.2, timing: ease-in-out) (template default)")
        func variant() throws -> ReducedMotionVariant? {
            try PreviewEditBrowserTests.draft(preview).parameters.values.reducedMotion
        }
        func waitFor(_ wanted: ReducedMotionVariant) throws -> ReducedMotionVariant? {
            let deadline = Date().addingTimeInterval(10)
            while try variant() != wanted, Date() < deadline { usleep(50_000) }
            return try variant()
        }
        try Self.author(browser, kind: "cross-fade", duration: "0.15", timing: "ease-out")
        #expect(
            try waitFor(.crossFade(duration: 0.15, timing: .named(.easeOut)))
                == .crossFade(duration: 0.15, timing: .named(.easeOut)))
        #expect(
            try browser.wait(
                until:
                    "document.querySelector('.editor .variant-text').textContent === 'cross-fade(duration: 0.15, timing: ease-out)'",
                seconds: 5))
        #expect(
            preview.output(containing: "browser: bounce reduced-motion", seconds: 5).contains(
                "browser: bounce reduced-motion cross-fade(duration: 0.2, timing: ease-in-out) (template default) → cross-fade(duration: 0.15, timing: ease-out)"
            ))
        // Choosing instant writes it at once; a bouncing timing is refused with the prompt's error.
        try Self.author(browser, kind: "instant", press: false)
        #expect(try waitFor(.instant) == .instant)
        try Self.author(browser, kind: "retimed", timing: "uikit-spring(damping: 0.5, velocity: 0)")
        #expect(
            try browser.wait(
                until: "document.querySelector('.editor .variant-error').textContent.includes('bounces')", seconds: 5))
        #expect(
            try browser.evaluate("document.querySelector('.editor .variant-error').textContent") as? String
                == "reduced-motion timing uikit-spring(damping: 0.5, velocity: 0) bounces (progress reaches 1.1630); use a timing that stays between 0 and 1, such as ease-in-out or uikit-spring(damping: 1, velocity: 0)"
        )
        #expect(try variant() == .instant)
        try Self.author(browser, kind: "preset", preset: "calm")
        #expect(try waitFor(.preset(name: "calm")) == .preset(name: "calm"))
        // One undo step each, at the prompt too; and the page follows a variant set there.
        try preview.change("use bounce; undo")
        #expect(try variant() == .instant)
        try preview.change("use bounce; set reduced-motion retimed(timing: linear)")
        #expect(
            try browser.wait(
                until:
                    "document.querySelector('.editor .variant-kind').value === 'retimed' && document.querySelector('.editor .variant-timing').value === 'linear'",
                seconds: 5))
    }

    /// A tab that has not heard of the terminal's change writes the variant based on the draft it
    /// loaded: 409, nothing written, and it shows the newer draft's variant.
    @Test func aStaleTabsVariantIsRefused() throws {
        let preview = try PreviewProcess(preview: "preview --edit bounce@draft")
        defer { preview.stop() }
        let browser = try DevToolsBrowser()
        defer { browser.close() }
        let loaded = try PreviewEditBrowserTests.draft(preview).revision
        try browser.open(preview.address, holding: "*/events*")
        #expect(try browser.wait(until: "document.querySelector('.editor .variant-kind')", seconds: 20))
        try preview.change("use bounce; set reduced-motion instant")
        let terminal = try PreviewEditBrowserTests.draft(preview)
        try Self.author(browser, kind: "cross-fade", duration: "0.3", timing: "linear")
        #expect(
            try browser.wait(
                until: "document.querySelector('.editor .notice').textContent.startsWith('not saved')", seconds: 5))
        #expect(
            try browser.evaluate("document.querySelector('.editor .notice').textContent") as? String
                == PreviewEditBrowserTests.staleNotice(loaded: loaded, now: terminal.revision))
        #expect(try PreviewEditBrowserTests.draft(preview) == terminal)
        #expect(
            try browser.wait(
                until: "document.querySelector('.editor .variant-text').textContent === 'instant'", seconds: 5))
    }

    /// `preview --edit` with the switch on at a laptop's 1280×800: the draft and its variant side
    /// by side at a legible size on the first screen with the controls (the variant's row among
    /// them); the version and its variant, which do not fit beside them at that size, wrap below.
    @Test func theVariantAndItsControlFitTheFirstScreenAt1280x800() throws {
        let preview = try PreviewProcess(
            setUp: "new bounce from move-up-bounce", preview: "preview --edit bounce bounce@1")
        defer { preview.stop() }
        let browser = try DevToolsBrowser()
        defer { browser.close() }
        try browser.open("about:blank")
        try browser.setWindow(width: 1280, height: 800)
        // The key's address keeps only ?t and ?log; the tab, holding the edit session now, opens the switch's.
        _ = try browser.call("Page.navigate", ["url": preview.address])
        #expect(try browser.wait(until: "document.querySelector('.editor .variant-row')", seconds: 20))
        let page = "http://127.0.0.1:\(preview.port)/?reduced&t=0.3"
        _ = try browser.call("Page.navigate", ["url": page])
        #expect(
            try browser.wait(
                until:
                    "document.querySelector('.editor .variant-row') && document.querySelectorAll('.bezel').length === 4",
                seconds: 20))
        Thread.sleep(forTimeInterval: 0.3)
        let geometry = try #require(
            try browser.evaluate(
                """
                (() => {
                  const box = (e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
                  const inside = (e) => { const [l, t, r, b] = box(e); return l >= 0 && t >= 0 && r <= innerWidth && b <= innerHeight; };
                  return { scrollY, bezels: [...document.querySelectorAll('.bezel')].map(box),
                    labels: [...document.querySelectorAll('.phone h2')].map((h) => h.textContent),
                    variantInside: [...document.querySelectorAll('.editor .variant-row select, .editor .variant-row input:not([hidden]), .editor .variant-row button')].every(inside),
                    slidersInside: [...document.querySelectorAll('.editor .slider')].every(inside),
                    bezelsInside: [...document.querySelectorAll('.bezel')].slice(0, 2).every(inside) };
                })()
                """) as? [String: Any])
        #expect(geometry["scrollY"] as? Double == 0)
        #expect(
            geometry["labels"] as? [String] == [
                "bounce@draft", "bounce@draft · reduce motion", "bounce@1", "bounce@1 · reduce motion"
            ])
        #expect(geometry["variantInside"] as? Bool == true)
        #expect(geometry["slidersInside"] as? Bool == true)
        #expect(geometry["bezelsInside"] as? Bool == true)
        let bezels = try #require(geometry["bezels"] as? [[Double]])
        #expect(bezels.allSatisfy { $0[3] - $0[1] >= 250 }, "\(bezels)")
        // Legible (a 390-pt row at least 273 px wide, in a 6-px bezel); the second pair on a line of its own.
        #expect(bezels.allSatisfy { $0[2] - $0[0] >= 390 * 0.7 + 12 - 0.01 }, "\(bezels)")
        #expect(
            bezels[0][3] == bezels[1][3] && bezels[2][3] == bezels[3][3] && bezels[2][1] > bezels[1][3], "\(bezels)")
        let shot = try browser.call("Page.captureScreenshot", ["format": "png"])
        let png = try #require(Data(base64Encoded: shot["data"] as? String ?? ""))
        try png.write(
            to: FileManager.default.temporaryDirectory.appendingPathComponent("preview-reduced-motion-1280x800.png"))
    }
}

/// The document's `reducedMotion` for the card and bars scenes: what their variants hold still.
@Suite struct PreviewReducedMotionDocumentTests {
    @Test func theScenesVariantsHoldTheMovingPropertiesStill() throws {
        let fixture = try PreviewFixture()
        defer { fixture.remove() }
        let city = try fixture.store.draft(of: "city").parameters
        _ = try fixture.store.updateDraft(
            of: "city", parameters: try city.setting(reducedMotion: .instant), at: PreviewFixture.time)
        let document = try fixture.sceneSource([PresetReference("city@draft"), PresetReference("bars@1")])
            .document(revision: 1)
        #expect(document.reducedMotion.map(\.label) == ["city@draft · reduce motion", "bars@1 · reduce motion"])
        #expect(
            document.reducedMotion.map(\.variant) == [
                "instant", "cross-fade(duration: 0.2, timing: ease-in-out) (template default)"
            ])
        #expect(document.reducedMotion.map(\.timing) == ["instant", "ease-in-out"])
        // The instant card is full screen from the tap on (the full motion is still on its way).
        let card = try #require(document.reducedMotion[0].elements.last?.keyframes)
        let fullCard = try #require(document.versions[0].elements.last?.keyframes)
        #expect(card.value(of: "frame.height", at: 0.05) == 844)
        #expect((fullCard.value(of: "frame.height", at: 0.05) ?? 844) < 844)
        // The bars' tool bar is in place at once and fades in: ease-in-out is 0.5 half way.
        let toolBar = try #require(document.reducedMotion[1].elements.first { $0.kind == "tool-bar" }?.keyframes)
        #expect(toolBar.value(of: "frame.y", at: 0.1) == 763)
        #expect(abs((toolBar.value(of: "opacity", at: 0.1) ?? .nan) - 0.5) <= 0.005)
        #expect(document.versions[1].elements.first { $0.kind == "tool-bar" }?.keyframes.values["opacity"] == nil)
    }

    @Test func aVariantThatCannotPlayIsSaidNotDrawn() throws {
        let fixture = try PreviewFixture()
        defer { fixture.remove() }
        let bars = try fixture.store.draft(of: "bars").parameters
        _ = try fixture.store.updateDraft(
            of: "bars", parameters: try bars.setting(reducedMotion: .preset(name: "gone")), at: PreviewFixture.time)
        let document = try fixture.sceneSource([PresetReference("bars@draft")]).document(revision: 1)
        #expect(document.versions[0].elements.isEmpty == false)
        #expect(document.reducedMotion[0].elements.isEmpty)
        #expect(
            document.reducedMotion[0].variant
                == "preset(name: gone): cannot be shown: no toolbar-swap preset named “gone”")
    }
}

/// A variant's text from the database reaches the page as text, never as markup.
@Suite(.serialized) struct PreviewReducedMotionHostileTextTests {
    @Test func aHostilePresetNameInAVariantShowsAsText() throws {
        let fixture = try PreviewFixture()
        defer { fixture.remove() }
        let hostile = "<img src=x onerror=\"document.title='owned'\">"
        let fader = try fixture.store.draft(of: "fader").parameters
        _ = try fixture.store.updateDraft(
            of: "fader", parameters: try fader.setting(reducedMotion: .preset(name: hostile)), at: PreviewFixture.time)
        let source = try fixture.source([PresetReference("fader@draft")])
        try fixture.serving(source) { server in
            let browser = try DevToolsBrowser()
            defer { browser.close() }
            try browser.open(try #require(server.url).absoluteString + "?reduced&t=0.1")
            #expect(
                try browser.wait(
                    until:
                        "document.getElementById('probe') && document.getElementById('probe').dataset.ready === 'yes'",
                    seconds: 20))
            #expect(try browser.evaluate("document.querySelectorAll('img').length") as? Int == 0)
            #expect(try browser.evaluate("document.title") as? String == "animstudio preview")
            #expect(
                try browser.evaluate("document.querySelector('.phone.reduced .variant-problem').textContent")
                    as? String
                    == "preset(name: \(hostile)): cannot be shown: no table entrance preset named “\(hostile)”")
        }
    }
}
