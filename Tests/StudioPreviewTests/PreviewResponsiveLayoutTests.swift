import Foundation
import StudioTestSupport
import Testing

/// The page in headless Chromium from a narrow window (600 px, half a small laptop's screen) to a
/// wide one (1920 px), `preview` and `preview --edit`: read from the page's geometry, with a
/// screenshot of each window saved beside the test's temporary files.
@Suite(.serialized) struct PreviewResponsiveLayoutTests {
    static let widths = [600, 800, 1280, 1920]
    /// A phone's smallest scale (`legibleScale` in preview.js): a 390-pt row drawn at least 273 px wide.
    static let legibleRowWidth = 390 * 0.7

    /// What a window shows, measured in the page: the page's own width against the window's, the
    /// rows' widths, and every heading word drawn on more than one line.
    static let measure = """
        (() => {
          const broken = [];
          for (const heading of document.querySelectorAll('h1, h2, .phone .timing, #metrics th, #metrics td, #legend li')) {
            const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
            for (let text = walker.nextNode(); text; text = walker.nextNode()) {
              for (const match of text.data.matchAll(/\\S+/g)) {
                const range = document.createRange();
                range.setStart(text, match.index);
                range.setEnd(text, match.index + match[0].length);
                const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
                if (lines.size > 1) broken.push(match[0]);
              }
            }
            if (heading.scrollWidth > heading.clientWidth + 1) broken.push(`${heading.tagName}: ${heading.textContent}`);
          }
          return {
            windowWidth: innerWidth, pageWidth: document.documentElement.scrollWidth,
            viewWidth: document.documentElement.clientWidth,
            rows: [...document.querySelectorAll('.cell')].map((c) => c.getBoundingClientRect().width),
            bezels: document.querySelectorAll('.bezel').length, broken,
          };
        })()
        """

    /// Opens `address` at each width, waits for `ready`, and checks the page reads well: no wider
    /// than the room the window gives it (its width less a scroll bar's: nothing cut at an edge), every row at least the legible width, no heading
    /// broken inside a word.
    static func readsWell(_ address: String, ready: String, shots name: String) throws {
        let browser = try DevToolsBrowser()
        defer { browser.close() }
        try browser.open("about:blank")
        for width in widths {
            try browser.setWindow(width: width, height: 900)
            _ = try browser.call("Page.navigate", ["url": address])
            #expect(try browser.wait(until: ready, seconds: 20), "\(width) px")
            Thread.sleep(forTimeInterval: 0.3)  // a frame for the layout of the built phones
            let page = try #require(try browser.evaluate(measure) as? [String: Any])
            #expect(page["windowWidth"] as? Int == width)
            let view = try #require(page["viewWidth"] as? Int)
            #expect(view > width - 20, "\(width) px")
            #expect(page["pageWidth"] as? Int == view, "at \(width) px the page is wider than the window")
            let rows = try #require(page["rows"] as? [Double])
            #expect(rows.count == 8, "\(width) px")
            #expect(rows.allSatisfy { $0 >= legibleRowWidth - 0.01 }, "at \(width) px rows are \(rows)")
            #expect(page["broken"] as? [String] == [], "at \(width) px")
            let shot = try browser.call("Page.captureScreenshot", ["format": "png", "captureBeyondViewport": true])
            let png = try #require(Data(base64Encoded: shot["data"] as? String ?? ""))
            try png.write(
                to: FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(width).png"))
        }
    }

    @Test func thePreviewReadsWellFrom600To1920Pixels() throws {
        let preview = try PreviewProcess(
            setUp: "new bounce from move-up-bounce", preview: "preview bounce@1 bounce@draft")
        defer { preview.stop() }
        try Self.readsWell(
            preview.address + "?t=0.42", ready: "document.querySelectorAll('.bezel').length === 2",
            shots: "preview-width")
    }

    @Test func theEditorReadsWellFrom600To1920Pixels() throws {
        let preview = try PreviewProcess(
            setUp: "new bounce from move-up-bounce", preview: "preview --edit bounce bounce@1")
        defer { preview.stop() }
        // The key's address is good once; the tab keeps the edit session for the later loads.
        try Self.readsWell(
            preview.address,
            ready: "document.querySelector('.editor .slider') && document.querySelectorAll('.bezel').length === 2",
            shots: "preview-edit-width")
    }

    /// At 800 px every field of the editor shows its name (and its unit, where it has one) in labels
    /// tied to it, and its accessible name, computed by Chromium, says the same with the unit in words.
    @Test func everyEditorFieldHasAVisibleLabelWithItsUnitAt800Pixels() throws {
        let preview = try PreviewProcess(
            setUp: "new bounce from move-up-bounce", preview: "preview --edit bounce@draft")
        defer { preview.stop() }
        let browser = try DevToolsBrowser()
        defer { browser.close() }
        try browser.open("about:blank")
        try browser.setWindow(width: 800, height: 900)
        _ = try browser.call("Page.navigate", ["url": preview.address])
        #expect(try browser.wait(until: "document.querySelector('.editor .slider')", seconds: 20))
        let fields = try #require(
            try browser.evaluate(
                """
                [...document.querySelectorAll('.editor input:not([type=range]):not([hidden]), .editor select')].map((field) => {
                  const shown = [...field.labels].filter((l) => l.getBoundingClientRect().width > 0).map((label) => {
                    const copy = label.cloneNode(true);
                    copy.querySelectorAll('input, select').forEach((c) => c.remove());
                    return [...copy.childNodes].map((n) => n.textContent.trim()).filter(Boolean).join(' ');
                  });
                  return [shown.join(' | '), field.getAttribute('aria-label')];
                })
                """) as? [[String]])
        #expect(
            fields == [
                ["timing", "timing kind of bounce@draft"],
                ["reduce motion", "reduced-motion variant of bounce@draft"],
                ["duration s", "reduced-motion duration of bounce@draft, in seconds"],
                ["timing", "reduced-motion timing of bounce@draft"],
                ["duration | s", "duration of bounce@draft, exact, in seconds"],
                ["delay-factor | s", "delay-factor of bounce@draft, exact, in seconds"],
                ["damping", "damping of bounce@draft, exact"],
                ["velocity", "velocity of bounce@draft, exact"],
                ["row-height | pt", "row-height of bounce@draft, exact, in points"],
                ["message", "commit message for bounce@draft"]
            ])
        // The names assistive technology is given: Chromium's own accessibility tree.
        _ = try browser.call("Accessibility.enable", [:])
        let tree = try browser.call("Accessibility.getFullAXTree", [:])
        let nodes = try #require(tree["nodes"] as? [[String: Any]])
        func value(_ node: [String: Any], _ key: String) -> String {
            (node[key] as? [String: Any])?["value"] as? String ?? ""
        }
        let named = nodes.filter { ["textbox", "slider"].contains(value($0, "role")) }.map { value($0, "name") }
        #expect(
            named.filter { $0.hasPrefix("duration of") || $0.hasPrefix("row-height of") } == [
                "duration of bounce@draft, in seconds", "duration of bounce@draft, exact, in seconds",
                "row-height of bounce@draft, in points", "row-height of bounce@draft, exact, in points"
            ])
    }
}
