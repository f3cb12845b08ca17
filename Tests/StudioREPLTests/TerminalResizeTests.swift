import Foundation
import StudioTestSupport
import Testing

/// Resizing the window while the interactive studio works, in a real pseudo-terminal: nothing may
/// crash (libedit once reallocated its buffers inside the SIGWINCH handler and corrupted the heap),
/// and playback redraws at the new size.
@Suite(.serialized) struct TerminalResizeTests {
    func start(_ name: String) throws -> PseudoTerminal {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animstudio-\(name)-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return try TerminalSessionTests().start(folder)
    }

    /// Sizes from one column up, many rows and few, in a fixed order so a failure repeats.
    static let sizes: [(columns: UInt16, rows: UInt16)] = [
        (1, 10), (3, 2), (10, 40), (2, 1), (7, 24), (1, 1), (5, 216), (216, 10), (4, 3), (9, 90), (1, 30), (80, 24)
    ]

    @Test func resizesBetweenAndDuringCommandsAndMidLine() throws {
        let terminal = try start("resize")
        #expect(terminal.waitFor("> "))
        for round in 0..<30 {
            terminal.type("sample ease-in-out --samples 400\r")  // a command at work while the window changes
            for step in 0..<4 {
                let size = Self.sizes[(round * 4 + step) % Self.sizes.count]
                terminal.resize(columns: size.columns, rows: size.rows)
            }
            terminal.pause(0.05)
            terminal.type("new half")  // half a line typed, then resized under it
            for step in 0..<3 {
                let size = Self.sizes[(round + step * 5) % Self.sizes.count]
                terminal.resize(columns: size.columns, rows: size.rows)
            }
            terminal.type("-typed\u{15}")  // Ctrl-U clears it
            terminal.pause(0.02)
        }
        terminal.resize(columns: 100, rows: 30)
        terminal.type("presets\r")
        #expect(terminal.waitFor("no presets yet"))
        terminal.type("quit\r")
        #expect(terminal.waitForExit(timeout: 30) == 0)  // nil: killed by a signal
    }

    @Test func aSeventyThousandCharacterLineThenAResize() throws {
        let terminal = try start("long-line")
        #expect(terminal.waitFor("> "))
        terminal.pause()
        terminal.paste(String(repeating: "a", count: 70_000))
        terminal.resize(columns: 216, rows: 10)
        terminal.pause(1)
        terminal.resize(columns: 10, rows: 216)
        terminal.pause(1)
        terminal.type("\r")
        #expect(terminal.waitFor("bytes long; the limit is 65536 bytes (64 KiB)", timeout: 30))
        terminal.type("quit\r")
        #expect(terminal.waitForExit(timeout: 30) == 0)
    }

    /// A long line pasted while the window keeps changing under it, down to one column.
    @Test func resizesWhileALongLineArrives() throws {
        let terminal = try start("paste")
        #expect(terminal.waitFor("> "))
        terminal.pause()
        terminal.paste(String(repeating: "b", count: 20_000), piece: 500) { piece in
            let size = Self.sizes[piece % Self.sizes.count]
            terminal.resize(columns: size.columns, rows: size.rows)
        }
        terminal.resize(columns: 100, rows: 30)
        terminal.pause(0.5)
        terminal.type("\u{15}quit\r")
        #expect(terminal.waitForExit(timeout: 30) == 0)
    }

    /// `play` follows the window: after a resize the screen is cleared and every frame line is as
    /// wide as the new window (line wrapping is off meanwhile, so nothing spills onto the next row).
    @Test func playRedrawsAtTheNewSize() throws {
        let terminal = try start("play-resize")
        #expect(terminal.waitFor("> "))
        terminal.type("play fade on demo-team --scroll \"wait 6\" --glyphs ascii\r")
        #expect(terminal.waitFor("Avery Quinn"))
        #expect(terminal.transcript.contains("\u{1B}[?7l"))  // no wrapping while frames play
        #expect(Self.lastFrame(terminal.transcript).dropFirst().map(Self.width).max() == 100)
        let before = terminal.transcript.utf8.count
        terminal.resize(columns: 60, rows: 20)
        terminal.pause(0.6)
        let after = String(terminal.transcript.utf8.dropFirst(before))!
        #expect(after.contains("\u{1B}[2J"))  // the old, wider frame is wiped
        let frame = Self.lastFrame(after)
        #expect(frame.count == 19)  // the header, then 18 lines: the window's 20 rows less two
        #expect(frame.dropFirst().allSatisfy { Self.width($0) == 60 })
        #expect(frame.first?.hasPrefix("fade on demo-team · t = ") == true)
        terminal.type("\u{03}")
        #expect(terminal.waitFor("stopped at "))
        #expect(
            terminal.transcript.hasSuffix("\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l")
                || terminal.transcript.contains("\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"))
        terminal.type("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    /// The lines of the last whole frame in `transcript` (from its last cursor-home to the erase
    /// after it), escapes removed.
    static func lastFrame(_ transcript: String) -> [String] {
        let frames = transcript.components(separatedBy: "\u{1B}[H").dropFirst().filter { $0.contains("\u{1B}[J") }
        guard let last = frames.last, let body = last.components(separatedBy: "\u{1B}[J").first else { return [] }
        // Each line starts with an erase-to-end (so a line as wide as the window keeps its last
        // column); the terminal turns "\n" into "\r\n" on its way out.
        return body.components(separatedBy: "\u{1B}[K").dropFirst().map {
            PseudoTerminal.plain($0).replacingOccurrences(of: "\n", with: "")
        }
    }

    static func width(_ line: String) -> Int { line.unicodeScalars.reduce(0) { $0 + TerminalScreen.width(of: $1) } }
}
