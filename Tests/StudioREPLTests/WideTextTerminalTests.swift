import Foundation
import StudioTestSupport
import Testing

/// Text in any script at the real studio in a pseudo-terminal: typed, edited by whole characters,
/// completed, searched, kept in the history across restarts, and drawn with the right column widths.
@Suite(.serialized) struct WideTextTerminalTests {
    static let left = "\u{1B}[D"
    static let up = "\u{1B}OA"

    func folder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animstudio-wide-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    func start(_ folder: String) throws -> PseudoTerminal {
        try TerminalSessionTests().start(folder)
    }

    /// What the screen shows now: its last rows and the cursor's column.
    func screen(_ terminal: PseudoTerminal, rows: Int = 1) -> (lines: [String], column: Int) {
        terminal.pause(0.4)
        let screen = TerminalScreen(terminal.transcript, columns: 100)
        return (screen.lastLines(rows), screen.column)
    }

    @Test func aChineseNameIsCreatedCompletedAndShownInThePrompt() throws {
        let terminal = try start(try folder())
        #expect(terminal.waitFor("Tab completes; quit leaves\n> "))
        terminal.type("new \"名前\" from fade\r")
        #expect(terminal.waitFor("名前@1> "))
        #expect(screen(terminal).lines == ["名前@1>"])
        #expect(screen(terminal).column == 8)  // 名 and 前 take two columns each
        terminal.type("use 名\t")  // the only preset: completed with a space after it
        #expect(screen(terminal) == (["名前@1> use 名前"], 17))
        terminal.type("\r")
        #expect(terminal.waitFor("名前@1  fade\n"))  // use shows the preset
        terminal.type("new \"名字\" from fade\r")
        #expect(terminal.waitFor("名字@1> "))
        terminal.pause()
        terminal.type("use 名\t")  // two candidates share only 名: nothing to add
        #expect(screen(terminal) == (["名字@1> use 名"], 14))
        terminal.type("\t")  // a second Tab lists them, in columns as wide as the widest plus two
        #expect(screen(terminal, rows: 3) == (["名字@1> use 名", "名前  名字", "名字@1> use 名"], 14))
        terminal.type("前")
        #expect(screen(terminal) == (["名字@1> use 名前"], 16))
        terminal.type("\r")
        #expect(terminal.waitFor("名前@1> "))
        terminal.type("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func leftAndBackspaceMoveAndDeleteWholeCharactersOfAnyWidth() throws {
        let terminal = try start(try folder())
        #expect(terminal.waitFor("Tab completes; quit leaves\n> "))
        terminal.pause()
        terminal.type("new 名前😀x from fade")
        #expect(screen(terminal) == (["> new 名前😀x from fade"], 23))
        terminal.type(String(repeating: Self.left, count: 11))  // back over " from fade" and "x"
        #expect(screen(terminal) == (["> new 名前😀x from fade"], 12))
        terminal.type("\u{7F}")  // Backspace removes the emoji, both of its columns
        #expect(screen(terminal) == (["> new 名前x from fade"], 10))
        terminal.type(Self.left + "\u{7F}好")  // over 前, delete 名, type 好 in its place
        #expect(screen(terminal) == (["> new 好前x from fade"], 8))
        terminal.type("\r")
        #expect(terminal.waitFor("好前x@1> "))
        terminal.type("new Привет-dunia-é from fade\r")  // Russian, Indonesian, accented Latin
        #expect(terminal.waitFor("Привет-dunia-é@1> "))
        terminal.type("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func ctrlRFindsNonASCIILinesAndTheHistorySurvivesARestart() throws {
        let folder = try folder()
        let terminal = try start(folder)
        #expect(terminal.waitFor("Tab completes; quit leaves\n> "))
        terminal.type("new \"名前\" from fade\r")
        #expect(terminal.waitFor("名前@1> "))
        terminal.type("sample 前😀 --samples 2\r")
        #expect(terminal.waitFor("error: no timing, template or preset named “前😀”"))
        terminal.type("metrics linear\r")
        #expect(terminal.waitFor("jump 120 Hz  0.8 % of the progress between 0.0000 and 0.0083 s\n名前@1> "))
        terminal.pause()
        terminal.type("\u{12}前😀")  // Ctrl-R, then a CJK character and an emoji
        #expect(screen(terminal) == (["(reverse-i-search)`前😀': sample 前😀 --samples 2"], 33))
        terminal.type("\r")  // Enter runs the line found
        #expect(
            terminal.waitFor(
                "名前@1> sample 前😀 --samples 2\nerror: no timing, template or preset named “前😀”; see templates, presets, or help for the timings\n  sample 前😀 --samples 2\n         ^^^^\n名前@1> "
            ))
        terminal.type("quit\r")
        #expect(terminal.waitForExit() == 0)
        let history = try String(contentsOfFile: folder + "/state/animstudio/history", encoding: .utf8)
        #expect(
            history
                == "_HiStOrY_V2_\nnew\\040\"名前\"\\040from\\040fade\nsample\\040前😀\\040--samples\\0402\nmetrics\\040linear\nsample\\040前😀\\040--samples\\0402\nquit\n"
        )

        // Start again: Up recalls the lines, non-ASCII intact; Ctrl-R searches them.
        let again = try start(folder)
        #expect(again.waitFor("名前@1> "))
        again.pause()
        again.type(Self.up + Self.up)
        #expect(screen(again) == (["名前@1> sample 前😀 --samples 2"], 31))
        again.type("\u{15}\u{12}名前")  // clear the line; search back for 名前 (its 名 is U+540D: 0x0D is Enter)
        #expect(screen(again) == (["(reverse-i-search)`名前': new \"名前\" from fade"], 31))
        again.type("\u{07}\u{15}\u{04}")  // leave the search, clear, Ctrl-D on the empty line
        #expect(again.waitForExit() == 0)
    }
}
