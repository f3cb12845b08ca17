import Foundation
import StudioREPL
import StudioStore
import StudioTestSupport
import Testing

/// Any line of input gives a result or one clear error, and the loop goes on: never a crash.
@Suite struct FuzzTests {
    static let fragments: [String] =
        CommandRegistry.all.map(\.spec.name) + [
            "linear", "ease-in-out", "spring(", "spring(mass: 1, stiffness: 100, damping: 10)",
            "uikit-spring(damping: ",
            "cubic(0.1, 2, 0.3", ")", "((", "\"", "'", "\\", ";", "#", "@", "bounce@", "fade", "tip-in", "--duration",
            "--samples", "--format", "json", "csv", "--width", "--height", "--canvas", "ascii", "-o", "-m", "from",
            "0", "-1", "1.5", "nan", "inf", "1e400", "7", "\u{1B}[31m", "\u{1B}]0;title\u{07}", "\u{00}", "\u{7F}",
            "\t",
            "é", "🎞️", "\u{202E}", "b", "damping", "row-height", "timing", "members", "preset", "/nonexistent",
            "on", "team", "--scroll", "\"to 3 over 1, refresh\"", "\"by -50 over 0.2, reverse, insert 2 at 0\"",
            "\"to 99\"",
            "--policy", "once-per-item", "always", "--stagger", "visible", "--session", "s", "--at", "0,0.1",
            "--glyphs",
            "--table-height", "--row-height", "--limit"
        ]

    @Test func oneHundredThousandGeneratedLines() throws {
        let session = Session(store: try StudioStore.inMemory(), clock: { "2026-11-22T10:00:00.000Z" })
        // A dataset, so the table commands run as well as fail.
        let members = (0..<8).map { #"{"name": "M\#($0)"}"# }.joined(separator: ",")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("animstudio-fuzz-\(UUID()).json").path
        try "[\(members)]".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(Transcript().run("import members \(path) --as team", session: session) == 0)
        var rng = SplitMix64(seed: 2026)
        var successes = 0
        var failures = 0
        for _ in 0..<100_000 {
            var line = ""
            for _ in 0..<Int.random(in: 0...7, using: &rng) {
                if Int.random(in: 0..<5, using: &rng) == 0 {
                    // Raw bytes, including invalid UTF-8, decoded the way the line reader decodes them.
                    let bytes = (0..<Int.random(in: 1...6, using: &rng)).map { _ in
                        UInt8.random(in: 0...255, using: &rng)
                    }
                    line += String(decoding: bytes, as: UTF8.self)
                } else {
                    line += FuzzTests.fragments[Int.random(in: 0..<FuzzTests.fragments.count, using: &rng)]
                }
                line += Bool.random(using: &rng) ? " " : ""
            }
            for item in CommandLexer.commands(in: line) {
                switch item.flatMap({ session.execute($0) }) {
                case .success: successes += 1
                case .failure(let error):
                    failures += 1
                    let text = ErrorRenderer.render(error)
                    #expect(text.hasPrefix("error: "))
                    #expect(
                        !text.contains("\u{1B}") && !text.contains("\u{07}"),
                        "raw control characters in \(text.debugDescription)")
                }
            }
        }
        #expect(successes > 100 && failures > 10_000)
    }

    @Test func aOneMegabyteLine() {
        let session = Session()
        let line =
            "sample " + String(repeating: "spring(mass: 1, ", count: 60_000) + String(repeating: "x", count: 50_000)
        #expect(line.utf8.count > 1_000_000)
        for item in CommandLexer.commands(in: line) {
            if case .success = item.flatMap({ session.execute($0) }) {
                Issue.record("a garbage megabyte should not succeed")
            }
        }
        let long = String(repeating: "a", count: 1_100_000)
        for item in CommandLexer.commands(in: long) {
            if case .failure(let error) = item.flatMap({ session.execute($0) }) {
                // One short error, not the megabyte echoed back.
                let text = ErrorRenderer.render(error)
                #expect(text.count < 700)
                // Refused by its length before it is lexed (the 64 KiB line limit).
                #expect(text == "error: line 1 is 1100000 bytes long; the limit is 65536 bytes (64 KiB)")
            }
        }
    }
}
