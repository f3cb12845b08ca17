import TerminalText
import Testing

@testable import TunerView

/// The tuner's grid lays text out by TerminalText, the studio's one policy for widths and hidden
/// characters, as tables, plots and playback do: the same columns, the same escapes, accents and
/// emoji modifiers kept with their letter.
@Suite struct ScreenGridTextTests {
    static let samples = [
        "bounce", "弹簧", "王小明 damping", "e\u{301}lan", "👍🏽 ok", "Привет", "a\u{200B}b", "bell\u{7}",
        "\u{61C}left", "👩‍💻 dev", "ｆｕｌｌ", "x\u{FE0F}"
    ]

    @Test(arguments: samples) func widthAndTextAgreeWithTerminalText(_ text: String) {
        var grid = ScreenGrid(width: 40, height: 1)
        let used = grid.write(text, 0, 0)
        #expect(used == TerminalText.width(text))
        #expect(grid.text == TerminalText.sanitized(text))
    }

    @Test func exactCells() {
        var grid = ScreenGrid(width: 12, height: 1)
        grid.write("弹e\u{301}a\u{200B}", 0, 0)
        #expect(grid.cluster(0, 0) == [0x5F39])
        #expect(grid.scalar(1, 0) == 0)
        #expect(grid.cluster(2, 0) == [0x65, 0x301])
        #expect(grid.line(0) == "弹e\u{301}a\\u{200B}")
    }

    @Test func aCutEndsInAnEllipsisAndNeverSplitsAWideGlyph() {
        var grid = ScreenGrid(width: 6, height: 1)
        #expect(grid.write("ab弹簧cd", 0, 0) == 5)
        #expect(grid.line(0) == "ab弹… ")
    }

    @Test func theTerminalIsSentTheWholeCluster() {
        var grid = ScreenGrid(width: 4, height: 1)
        grid.write("e\u{301}", 0, 0)
        let sent = String(decoding: ScreenUpdate.bytes(from: nil, to: grid, colored: false), as: UTF8.self)
        #expect(sent.contains("e\u{301}"))
        var plain = ScreenGrid(width: 4, height: 1)
        plain.write("e", 0, 0)
        // Only the accent differs: the update still rewrites that cell.
        #expect(!ScreenUpdate.bytes(from: plain, to: grid, colored: false).isEmpty)
    }
}
