import AnimationCore
import Foundation
import Simulation
import StudioPreview
import StudioStore
import StudioTestSupport
import Testing

/// The page in a real headless Chromium, served by a running preview.
@Suite(.serialized) struct PreviewBrowserTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let offline = ["--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"]

    /// One probed cell: its computed transform as (a, b, c, d, e, f), its opacity and name.
    struct Cell {
        let matrix: [Double]
        let opacity: Double
        let name: String
    }

    /// Loads the page paused at `t` seconds and reads what `#probe` recorded, per version.
    static func probe(_ server: PreviewServer, at t: Double, extra: [String] = offline) throws -> (
        dom: String, versions: [(String, [Cell])]
    ) {
        let (dom, versions) = try probedVersions(server, at: t, extra: extra)
        return (
            dom,
            try versions.map { version in
                let cells = try #require(version["cells"] as? [[String: String]])
                return (
                    version["label"] as? String ?? "",
                    try cells.map { cell in
                        Cell(
                            matrix: try matrix(try #require(cell["transform"])),
                            opacity: Double(cell["opacity"] ?? "") ?? .nan,
                            name: cell["name"] ?? "")
                    }
                )
            }
        )
    }

    /// Loads the page paused at `t` seconds and returns the DOM and the versions `#probe` recorded.
    static func probedVersions(
        _ server: PreviewServer, at t: Double, extra: [String] = offline
    ) throws -> (dom: String, versions: [[String: Any]]) {
        let url = try #require(server.url).absoluteString + "?t=\(t)"
        // Under a full parallel test run, Chromium's virtual time can run out before the page has its
        // motion (two runs in a few hundred); a longer budget is tried before calling it a failure.
        var dom = ""
        var probe: Range<String.Index>?
        for budget in [3000, 8000, 20000] where probe == nil {
            dom = try HeadlessChromium.dumpDOM(
                url: url, virtualTimeBudgetMilliseconds: budget, timeoutSeconds: 60, extraArguments: extra)
            if let start = dom.range(of: "data-ready=\"yes\">"),
                let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
            {
                probe = start.upperBound..<end.lowerBound
            }
        }
        guard let probe else { throw RawHTTPFailure(description: "the page wrote no probe:\n\(dom.suffix(2000))") }
        let text = String(dom[probe])
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        return (dom, try #require(json["versions"] as? [[String: Any]]))
    }

    /// Runs `commands` in another studio process on the fixture's database and waits for the page
    /// to draw revision 2 (up to 10 s, only so a page that never hears of it fails instead of hanging;
    /// how soon it comes is measured by the benchmark "preview: set in another process → page redrawn").
    static func redraw(_ browser: BrowserSession, afterRunning commands: String, on fixture: PreviewFixture) throws {
        let process = Process()
        process.executableURL = PreviewServerTests.binary
        process.arguments = ["--db", fixture.path, "-c", commands]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        _ = try #require(browser.wait(for: "animstudio-preview revision 2 drawn", seconds: 10))
    }

    /// `none` or `matrix(a, b, c, d, e, f)` as six numbers.
    static func matrix(_ text: String) throws -> [Double] {
        if text == "none" { return [1, 0, 0, 1, 0, 0] }
        let inner = try #require(text.hasPrefix("matrix(") ? text.dropFirst(7).dropLast() : nil)
        return inner.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) ?? .nan }
    }

    /// The studio's own animation for a stored version.
    static func animation(_ fixture: PreviewFixture, _ preset: String, version: Int?) throws -> TemplateAnimation {
        let stored =
            try version.map { try fixture.store.version(of: preset, number: $0).parameters }
            ?? fixture.store.draft(of: preset).parameters
        return stored.animation
    }

    /// How far the cell's corners are from where the studio puts them, in points.
    static func cornerError(
        _ m: [Double], translation: (Double, Double), degrees: Double, width: Double, height: Double
    ) -> Double {
        let angle = degrees * .pi / 180
        var worst = 0.0
        for (x, y) in [
            (-width / 2, -height / 2), (width / 2, -height / 2), (-width / 2, height / 2), (width / 2, height / 2)
        ] {
            let page = (m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5])
            let studio = (
                cos(angle) * x - sin(angle) * y + translation.0, sin(angle) * x + cos(angle) * y + translation.1
            )
            worst = max(
                worst,
                ((page.0 - studio.0) * (page.0 - studio.0) + (page.1 - studio.1) * (page.1 - studio.1)).squareRoot())
        }
        return worst
    }

    /// Compares every probed cell of `label` with the studio at `t`.
    static func check(_ cells: [Cell], _ animation: TemplateAnimation, at t: Double, label: String) throws {
        let motion = try TableEntranceMotion(
            animation: animation, labels: (0..<20).map { (name: "Member \($0)", detail: "Title \($0)") },
            tableWidth: 390, tableHeight: 844)
        #expect(cells.count == motion.events.count, "\(label)")
        let columns = animation.columns
        for (cell, event) in zip(cells, motion.events) {
            let values = PreviewFixture.studioValues(animation, start: event.start, at: t)
            let value = { (name: String, fallback: Double) in
                columns.firstIndex(of: name).map { values[$0] } ?? fallback
            }
            let error = cornerError(
                cell.matrix, translation: (value("translation.x", 0), value("translation.y", 0)),
                degrees: value("rotation", 0),
                width: 390, height: motion.rowHeight)
            #expect(error <= 0.5, "\(label) row \(event.row) at \(t): \(error) pt")
            #expect(abs(cell.opacity - value("opacity", 1)) <= 0.005, "\(label) row \(event.row) at \(t)")
            #expect(cell.name == "Member \(event.item)")
        }
    }

    @Test(arguments: [0.0, 0.07, 0.23, 0.41, 0.66, 1.2, 2.5])
    func pausedCellsMatchTheStudio(t: Double) throws {
        let fixture = try PreviewFixture()
        defer { fixture.remove() }
        try fixture.serving(try fixture.source(["bounce@1", "bounce@draft", "tipper", "fader"])) { server in
            let probed = try Self.probe(server, at: t)
            #expect(probed.versions.map(\.0) == ["bounce@1", "bounce@draft", "tipper@1", "fader@1"])
            try Self.check(
                probed.versions[0].1, try Self.animation(fixture, "bounce", version: 1), at: t, label: "bounce@1")
            try Self.check(
                probed.versions[1].1, try Self.animation(fixture, "bounce", version: nil), at: t, label: "bounce@draft")
            try Self.check(
                probed.versions[2].1, try Self.animation(fixture, "tipper", version: 1), at: t, label: "tipper@1")
            try Self.check(
                probed.versions[3].1, try Self.animation(fixture, "fader", version: 1), at: t, label: "fader@1")
        }
    }

    @Test func datasetTextIsNeverMarkup() throws {
        let hostile = [
            "<img src=x onerror=alert(1)>", "<img src=x onerror=\"document.body.dataset.pwned=1\">", "A & B </pre>"
        ]
        let fixture = try PreviewFixture(memberNames: hostile + (3..<20).map { "Member \($0)" })
        defer { fixture.remove() }
        try fixture.serving(try fixture.source(["fader"])) { server in
            let probed = try Self.probe(server, at: 2)
            #expect(Array(probed.versions[0].1.prefix(3).map(\.name)) == hostile)
            #expect(!probed.dom.contains("<img"))
            #expect(!probed.dom.contains("data-pwned"))
            #expect(probed.dom.contains("<div class=\"name\">&lt;img src=x onerror=alert(1)&gt;</div>"))
        }
    }

    /// The page needs nothing but its server: every other name fails to resolve.
    @Test func loadsWithTheNetworkCutOff() throws {
        let fixture = try PreviewFixture()
        defer { fixture.remove() }
        try fixture.serving(try fixture.source(["bounce@1"])) { server in
            let probed = try Self.probe(server, at: 0.5, extra: Self.offline)
            #expect(probed.versions.count == 1)
            #expect(probed.versions[0].1.count == 20)
            #expect(probed.dom.contains("<td>settle time (s)</td>"))
        }
    }

    /// Saves docs/preview.png: two versions side by side, paused mid-entrance.
    @Test func screenshot() throws {
        let fixture = try PreviewFixture(memberNames: [
            "Ada Lovelace", "Grace Hopper", "Alan Turing", "Katherine Johnson", "Edsger Dijkstra", "Barbara Liskov",
            "Donald Knuth", "Margaret Hamilton", "Dennis Ritchie", "Frances Allen", "Ken Thompson", "Radia Perlman",
            "John McCarthy", "Hedy Lamarr", "Tim Berners-Lee", "Annie Easley", "Niklaus Wirth", "Shafi Goldwasser",
            "Leslie Lamport", "Lynn Conway"
        ])
        defer { fixture.remove() }
        try fixture.serving(try fixture.source(["bounce@1", "bounce@draft"])) { server in
            let path = Self.repository.appendingPathComponent("docs/preview.png").path
            try HeadlessChromium.screenshot(
                url: try #require(server.url).absoluteString + "?t=0.42", to: path, width: 1280, height: 1100,
                timeoutSeconds: 60)
            let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
            #expect(size > 20_000)
        }
    }
}

/// The page following the database live, in a running browser.
@Suite(.serialized) struct PreviewLiveTests {
    /// A `set` made by another animstudio process is drawn by the page.
    @Test func setInAnotherProcessReachesThePage() throws {
        let fixture = try PreviewFixture()
        defer { fixture.remove() }
        let server = PreviewServer(source: try fixture.source(["bounce@draft"]))
        let url = try server.start().absoluteString
        defer { server.stop() }
        let browser = try BrowserSession(url: url + "?log", extraArguments: PreviewBrowserTests.offline)
        defer { browser.close() }
        _ = try #require(browser.wait(for: "animstudio-preview first-frame", seconds: 30))
        _ = try #require(browser.wait(for: "animstudio-preview revision 1 drawn", seconds: 5))
        // Let the event stream open before changing the database.
        usleep(300_000)

        try PreviewBrowserTests.redraw(browser, afterRunning: "use bounce; set damping 0.3", on: fixture)
    }

    /// `preview bounce` typed in the program follows the preset: a `commit` made by another process moves
    /// the page to the new version (here bounce@3), as a `set` does.
    @Test func aPreviewOfANameFollowsACommitInAnotherProcess() throws {
        let fixture = try PreviewFixture()
        defer { fixture.remove() }
        let program = Process()
        program.executableURL = PreviewServerTests.binary
        program.arguments = ["--db", fixture.path, "-c", "preview bounce on team"]
        let out = Pipe()
        program.standardOutput = out
        program.standardError = FileHandle.nullDevice
        try program.run()
        defer {
            program.terminate()
            program.waitUntilExit()
        }
        var text = ""
        let deadline = Date().addingTimeInterval(30)
        while !text.contains("\n"), Date() < deadline {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        let first = text.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasPrefix("preview of bounce@2 at http://127.0.0.1:"))
        let url = String(first.split(separator: " ").last ?? "")
        let browser = try BrowserSession(url: url + "?log", extraArguments: PreviewBrowserTests.offline)
        defer { browser.close() }
        _ = try #require(browser.wait(for: "animstudio-preview revision 1 drawn", seconds: 30))
        usleep(300_000)
        // The draft (damping 0.7) differs from bounce@2: committing it changes what `bounce` names.
        try PreviewBrowserTests.redraw(browser, afterRunning: "use bounce; commit", on: fixture)
    }
}
