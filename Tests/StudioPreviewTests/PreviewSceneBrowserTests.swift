import AnimationCore
import Foundation
import Simulation
import StudioPreview
import StudioStore
import StudioTestSupport
import Testing

/// The card and bars scenes on the page in a real headless Chromium, paused at chosen times.
@Suite(.serialized) struct PreviewSceneBrowserTests {
    /// One probed element: its kind, computed frame, corner radius, transform, opacities and text.
    struct Element {
        let kind: String
        let left, top, width, height, radius, opacity: Double
        let detail, close: Double?
        let matrix: [Double]
        let text: [String]
    }

    static func pixels(_ text: Any?) -> Double {
        guard let text = text as? String else { return .nan }
        return Double(text.hasSuffix("px") ? String(text.dropLast(2)) : text) ?? .nan
    }

    /// Loads the page paused at `t` and reads every element of every version from `#probe`.
    static func probe(_ server: PreviewServer, at t: Double) throws -> (
        dom: String, versions: [(label: String, elements: [Element])]
    ) {
        let (dom, versions) = try PreviewBrowserTests.probedVersions(server, at: t)
        return (
            dom,
            try versions.map { version in
                let elements = try #require(version["elements"] as? [[String: Any]])
                return (
                    version["label"] as? String ?? "",
                    try elements.map { e in
                        Element(
                            kind: e["kind"] as? String ?? "", left: pixels(e["left"]), top: pixels(e["top"]),
                            width: pixels(e["width"]),
                            height: pixels(e["height"]), radius: pixels(e["radius"]), opacity: pixels(e["opacity"]),
                            detail: (e["detail"] as? String).flatMap(Double.init),
                            close: (e["close"] as? String).flatMap(Double.init),
                            matrix: try PreviewBrowserTests.matrix(try #require(e["transform"] as? String)),
                            text: e["text"] as? [String] ?? [])
                    }
                )
            }
        )
    }

    /// The selected card (drawn last) and its right neighbour against the studio's scene at t.
    static func checkCards(_ elements: [Element], _ result: CardSceneResult, at t: Double, label: String) throws {
        let cards = elements.filter { $0.kind == "card" }
        #expect(cards.count == 2, "\(label)")
        let selected = try #require(cards.last)
        let right = try #require(cards.first)
        let frame = result.frame(at: t)
        var worst = 0.0
        for (page, studio) in [
            (selected.left, frame.cardX), (selected.top, frame.cardY), (selected.width, frame.cardWidth),
            (selected.height, frame.cardHeight), (selected.radius, frame.cornerRadius)
        ] {
            #expect(abs(page - studio) <= 0.5, "\(label) at \(t): \(page) vs \(studio)")
            worst = max(worst, abs(page - studio))
        }
        let alphaError = max(
            abs((selected.detail ?? .nan) - frame.descriptionAlpha), abs((selected.close ?? .nan) - frame.closeAlpha))
        print(
            "preview scenes: \(label) at \(t) s: card height \(selected.height) pt (scene \(frame.cardHeight)); largest frame/radius difference \(worst) pt, alpha \(alphaError)"
        )
        #expect(abs(selected.opacity - 1) <= 0.005)
        #expect(abs((selected.detail ?? .nan) - frame.descriptionAlpha) <= 0.005, "\(label) at \(t)")
        #expect(abs((selected.close ?? .nan) - frame.closeAlpha) <= 0.005, "\(label) at \(t)")
        #expect(selected.text == ["Paris", "About Paris"])
        let studioCentre = try #require(frame.rightCentreX)
        #expect(abs(right.left + right.width / 2 - studioCentre) <= 0.5, "\(label) at \(t): right neighbour")
        #expect(abs(right.matrix[0] - 0.9) <= 0.001 && abs(right.opacity - 0.3) <= 0.005)
    }

    /// Two card versions under one gesture, in lockstep, at paused times through expand and collapse.
    @Test(arguments: [0.0, 0.05, 0.12, 0.2, 0.45, 0.66, 0.75, 1.0])
    func pausedCardsMatchTheScene(t: Double) throws {
        let fixture = try PreviewFixture()
        defer { fixture.remove() }
        try fixture.serving(try fixture.sceneSource(["city@1", "city@draft"])) { server in
            let probed = try Self.probe(server, at: t)
            #expect(probed.versions.map(\.label) == ["city@1", "city@draft"])
            try Self.checkCards(probed.versions[0].elements, try fixture.cardResult(version: 1), at: t, label: "city@1")
            try Self.checkCards(
                probed.versions[1].elements, try fixture.cardResult(version: nil), at: t, label: "city@draft")
        }
    }

    /// A drag scrubs the card: the page shows the 120 Hz steps and the release's continuation.
    @Test(arguments: [0.1, 0.26, 0.4])
    func pausedPanMatchesTheScene(t: Double) throws {
        let fixture = try PreviewFixture()
        defer { fixture.remove() }
        let gesture = "pan -150 over 0.3 release -400"
        try fixture.serving(try fixture.sceneSource(["city@1"], gesture: gesture)) { server in
            let probed = try Self.probe(server, at: t)
            try Self.checkCards(
                probed.versions[0].elements, try fixture.cardResult(version: 1, gesture: gesture), at: t, label: "pan")
        }
    }

    /// The tab bar's opacity (0 while hidden) and the tool bar's top, with a home indicator.
    @Test(arguments: [0.0, 0.05, 0.15, 0.25, 0.35, 1.0])
    func pausedBarsMatchTheScene(t: Double) throws {
        let fixture = try PreviewFixture()
        defer { fixture.remove() }
        let events = "edit at 0, done at 0.1"
        try fixture.serving(try fixture.sceneSource(["bars"], events: events, homeIndicator: true)) { server in
            let probed = try Self.probe(server, at: t)
            let elements = probed.versions[0].elements
            let frame = try fixture.barsResult(events: events, homeIndicator: true).frame(at: t)
            let tabBar = try #require(elements.first { $0.kind == "tab-bar" })
            let toolBar = try #require(elements.first { $0.kind == "tool-bar" })
            #expect(
                abs(tabBar.opacity - frame.tabBarVisibility) <= 0.005,
                "at \(t): \(tabBar.opacity) vs \(frame.tabBarVisibility)")
            #expect(abs(toolBar.top - frame.toolBarY) <= 0.5, "at \(t): \(toolBar.top) vs \(frame.toolBarY)")
            #expect(toolBar.height == 83 && tabBar.top == 812 - 83)
            print(
                "preview scenes: bars at \(t) s: tab bar opacity \(tabBar.opacity) (scene \(frame.tabBarVisibility)), tool bar top \(toolBar.top) pt (scene \(frame.toolBarY))"
            )
            #expect(tabBar.text == ["Favorites", "Contacts"])
            let button = try #require(elements.first { $0.kind == "bar-button" })
            #expect(button.text == [frame.controls.buttonTitle])
            if t == 0.25 { #expect(tabBar.opacity == 0) }
        }
    }

    /// City names and descriptions with markup show as text and run nothing.
    @Test func cityTextIsNeverMarkup() throws {
        let hostile = "<img src=x onerror=\"document.body.dataset.pwned=1\"> & <b>Rome</b>"
        let fixture = try PreviewFixture(cityNames: [hostile, "Kyoto", "Lima"])
        defer { fixture.remove() }
        try fixture.serving(try fixture.sceneSource(["city@1"])) { server in
            let probed = try Self.probe(server, at: 0.4)
            let selected = try #require(probed.versions[0].elements.last)
            #expect(selected.text == [hostile, "About \(hostile)"])
            #expect(!probed.dom.contains("<img"))
            #expect(!probed.dom.contains("data-pwned"))
            #expect(probed.dom.contains("<div class=\"name\">&lt;img src=x"))
        }
    }
}

/// A card preview following the database live.
@Suite(.serialized) struct PreviewSceneLiveTests {
    /// `set duration 0.6` on the card preset in another process is drawn by the page.
    @Test func setInAnotherProcessUpdatesTheCard() throws {
        let fixture = try PreviewFixture()
        defer { fixture.remove() }
        let server = PreviewServer(source: try fixture.sceneSource(["city@draft"]))
        let url = try server.start().absoluteString
        defer { server.stop() }
        let browser = try BrowserSession(url: url + "?log", extraArguments: PreviewBrowserTests.offline)
        defer { browser.close() }
        _ = try #require(browser.wait(for: "animstudio-preview revision 1 drawn", seconds: 30))
        usleep(300_000)
        try PreviewBrowserTests.redraw(browser, afterRunning: "use city; set duration 0.6", on: fixture)
        let motion = try RawHTTP.get("/motion.json", port: try #require(server.port))
        #expect(motion.contains("\"revision\":2"))
        #expect(motion.contains("\"timing\":\"cubic(0.17, 0.67, 0.76, 1)\""))
    }
}

/// Saves docs/preview-scenes.png: two card versions and the bars, side by side, mid-expansion.
@Suite(.serialized) struct PreviewSceneScreenshotTests {
    @Test func screenshot() throws {
        let fixture = try PreviewFixture()
        defer { fixture.remove() }
        try fixture.serving(try fixture.sceneSource(["city@1", "city@draft", "bars"], events: "edit at 0, done at 0.1"))
        { server in
            let path = PreviewBrowserTests.repository.appendingPathComponent("docs/preview-scenes.png").path
            try HeadlessChromium.screenshot(
                url: try #require(server.url).absoluteString + "?t=0.12", to: path, width: 1280, height: 1100,
                timeoutSeconds: 60)
            let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
            #expect(size > 20_000)
        }
    }
}
