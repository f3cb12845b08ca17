import Foundation
import StudioTestSupport
import Testing

/// Preset names written to close a comment, a string or an element stay text in every export,
/// checked where the text would come alive: the CSS and the JSON pasted into a page in a real
/// headless Chromium, from the real binary's `export`.
@Suite struct HostileNameBrowserTests {
    static let closesTheComment = "x*/ body{display:none} /*"
    static let closesTheElement = "</style><script>window.injected=1</script>"

    /// `export NAME --as TARGET` on the binary.
    static func export(_ name: String, _ target: String, database: String) throws -> String {
        let run = try ProgramRun([], stdin: "export \"\(name)\" --as \(target)\n", database: database)
        #expect(run.status == 0, "\(run.stderr)")
        return run.stdout
    }

    @Test func hostileNamesStayTextInCSSAndJSONInChromium() throws {
        let database = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID()).sqlite").path
        let made = try ProgramRun(
            [],
            stdin: "new \"\(Self.closesTheComment)\" from move-up-fade\nnew \"\(Self.closesTheElement)\" from fade\n",
            database: database)
        #expect(made.status == 0, "\(made.stderr)")
        let css = try [Self.closesTheComment, Self.closesTheElement].map {
            try Self.export($0, "css", database: database)
        }
        #expect(css[0].hasPrefix("/* x*\\/ body{display:none} /*@1 (template move-up-fade"))
        #expect(css[1].hasPrefix("/* <\\/style><script>window.injected=1<\\/script>@1 (template fade"))
        let json = try [Self.closesTheComment, Self.closesTheElement].map {
            try Self.export($0, "json", database: database)
        }
        let tokens = try Self.export(Self.closesTheElement, "tokens", database: database)
        #expect(json[1].contains(#""name": "\u003c/style>\u003cscript>window.injected=1\u003c/script>""#))
        let page = """
            <!doctype html><html><head><style>\(css.joined(separator: "\n"))</style>
            <script type="application/json" id="json0">\(json[0])</script>
            <script type="application/json" id="json1">\(json[1])</script>
            <script type="application/json" id="tokens">\(tokens)</script>
            </head><body><pre id="out"></pre>
            <script>
            const name = (id) => JSON.parse(document.getElementById(id).textContent).name;
            const description = Object.values(JSON.parse(document.getElementById('tokens').textContent))[0].$description;
            document.getElementById('out').textContent = [
              'result', getComputedStyle(document.body).display, window.injected === undefined ? 'no-script' : 'INJECTED',
              document.querySelectorAll('script').length, JSON.stringify([name('json0'), name('json1'), description.slice(0, 42)])
            ].join(' ');
            </script></body></html>
            """
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID()).html")
        try page.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let dom = try HeadlessChromium.dumpDOM(
            url: file.absoluteString, virtualTimeBudgetMilliseconds: nil, timeoutSeconds: 60)
        let line = try #require(dom.split(separator: "\n").first { $0.contains("result ") })
        let result = line[line.range(of: "result ")!.lowerBound...].prefix { $0 != "<" }
        let names =
            #"["x*/ body{display:none} /*","</style><script>window.injected=1</script>","</style><script>window.injected=1</script>"]"#
        #expect(
            String(result) == "result block no-script 4 "
                + names.replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;"))
    }
}
