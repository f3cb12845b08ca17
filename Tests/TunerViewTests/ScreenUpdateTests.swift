import TerminalPlot
import Testing
import TunerView

@Suite struct ScreenUpdateTests {
    func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func theFirstFrameIsWholeAndSynchronized() {
        var grid = ScreenGrid(width: 4, height: 2)
        grid.write("ab", 0, 0)
        grid.write("c", 1, 1, .selected)
        #expect(
            text(ScreenUpdate.bytes(from: nil, to: grid, colored: false))
                == "\u{1B}[?2026h\u{1B}[0m\u{1B}[H\u{1B}[2J\u{1B}[1;1Hab  \u{1B}[2;1H \u{1B}[0;1;7mc\u{1B}[0m  \u{1B}[?25l\u{1B}[?2026l"
        )
    }

    @Test func onlyWhatChangedIsRewritten() {
        var old = ScreenGrid(width: 14, height: 3)
        old.write("damping 0.4", 0, 1)
        var new = old
        new.write("damping 0.41", 0, 1)
        #expect(
            text(ScreenUpdate.bytes(from: old, to: new, colored: false))
                == "\u{1B}[?2026h\u{1B}[2;12H\u{1B}[0m1\u{1B}[?25l\u{1B}[?2026l")
        #expect(ScreenUpdate.bytes(from: new, to: new, colored: false).isEmpty)
    }

    @Test func colourIsWrittenOnlyWhenAllowed() {
        var old = ScreenGrid(width: 3, height: 1)
        var new = old
        new.write("x", 0, 0, ScreenStyle(color: .cyan))
        #expect(text(ScreenUpdate.bytes(from: old, to: new, colored: true)).contains("\u{1B}[0;36mx"))
        #expect(!text(ScreenUpdate.bytes(from: old, to: new, colored: false)).contains("36"))
        old = new
    }

    @Test func controlCharactersNeverReachTheTerminal() {
        var grid = ScreenGrid(width: 8, height: 1)
        grid.write("a\u{1B}[2Jb", 0, 0)
        // Shown as TerminalText shows it everywhere else: the escape, not the byte.
        #expect(grid.line(0) == "a\\e[2Jb ")
        #expect(text(ScreenUpdate.bytes(from: nil, to: grid, colored: false)).contains("a\\e[2Jb"))
    }
}
