import Foundation
import StudioStore
import StudioTestSupport
import Testing

/// `preview --edit` in headless Chromium at 1280×800, a laptop's window: the phones playing the
/// motion and the sliders that change it are on the first screen together (no scrolling between
/// a drag and what it does), read from the page's geometry, from what is on top at each point,
/// and from a screenshot of exactly that window.
@Suite(.serialized) struct PreviewEditLayoutTests {
    @Test func theMotionAndTheControlsShareTheFirstScreenAt1280x800() throws {
        let preview = try PreviewProcess(
            setUp: "new bounce from move-up-bounce", preview: "preview --edit bounce bounce@1")
        defer { preview.stop() }
        let browser = try DevToolsBrowser()
        defer { browser.close() }
        try browser.open("about:blank")
        try browser.setWindow(width: 1280, height: 800)
        _ = try browser.call("Page.navigate", ["url": preview.address])
        #expect(
            try browser.wait(
                until: "document.querySelector('.editor .slider') && document.querySelectorAll('.bezel').length === 2",
                seconds: 20))
        Thread.sleep(forTimeInterval: 0.3)  // a frame for the layout of the built panels
        let geometry = try #require(
            try browser.evaluate(
                """
                (() => {
                  const box = (e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
                  const onTop = (e) => { const [l, t, r, b] = box(e); const hit = document.elementFromPoint((l + r) / 2, (t + b) / 2);
                    return hit === e || e.contains(hit); };
                  return {
                    viewport: [innerWidth, innerHeight], scrollY,
                    bezels: [...document.querySelectorAll('.bezel')].map(box),
                    bezelsOnTop: [...document.querySelectorAll('.bezel')].every(onTop),
                    sliders: [...document.querySelectorAll('.editor .slider')].map(box),
                    slidersOnTop: [...document.querySelectorAll('.editor .slider')].every(onTop),
                    fields: [...document.querySelectorAll('.editor .field')].map(box),
                    chart: box(document.getElementById('chart')),
                    buttons: ['.undo', '.redo', '.commit'].map((s) => box(document.querySelector('.editor ' + s))),
                  };
                })()
                """) as? [String: Any])
        #expect(geometry["viewport"] as? [Double] == [1280, 800])
        #expect(geometry["scrollY"] as? Double == 0)
        let bezels = try #require(geometry["bezels"] as? [[Double]])
        let sliders = try #require(geometry["sliders"] as? [[Double]])
        let fields = try #require(geometry["fields"] as? [[Double]])
        let buttons = try #require(geometry["buttons"] as? [[Double]])
        let chart = try #require(geometry["chart"] as? [Double])
        #expect(bezels.count == 2 && sliders.count >= 4)
        func inside(_ box: [Double]) -> Bool { box[0] >= 0 && box[1] >= 0 && box[2] <= 1280 && box[3] <= 800 }
        for (name, boxes) in [
            ("phone", bezels), ("slider", sliders), ("field", fields), ("button", buttons), ("chart", [chart])
        ] {
            for box in boxes { #expect(inside(box), "a \(name) at \(box) is outside the first screen") }
        }
        // Nothing covers them, and the phones are large enough to watch (at least 300 pt tall).
        #expect(geometry["bezelsOnTop"] as? Bool == true)
        #expect(geometry["slidersOnTop"] as? Bool == true)
        #expect(bezels.allSatisfy { $0[3] - $0[1] >= 300 })
        // Side by side: the phones left of every control.
        let phonesRight = bezels.map { $0[2] }.max() ?? 0
        #expect(sliders.allSatisfy { $0[0] > phonesRight })
        let shot = try browser.call("Page.captureScreenshot", ["format": "png"])
        let png = try #require(Data(base64Encoded: shot["data"] as? String ?? ""))
        // The PNG's header (IHDR): exactly the 1280×800 window.
        let size = png.subdata(in: 16..<24).map { Int($0) }
        #expect((size[0] << 24 | size[1] << 16 | size[2] << 8 | size[3]) == 1280)
        #expect((size[4] << 24 | size[5] << 16 | size[6] << 8 | size[7]) == 800)
        try png.write(to: FileManager.default.temporaryDirectory.appendingPathComponent("preview-edit-1280x800.png"))
    }
}
