import TerminalText
import Testing

/// Prose wider than the terminal breaks between words, never mid-word, and only on a terminal.
@Suite struct TextFitTests {
    static let note =
        "note: At 0.3 s the cell's state is collapsed but the card is expanded on screen: each toggle added a completion"

    @Test func proseBreaksBetweenWordsUnderItsOwnIndent() {
        #expect(
            TextFit.wrapped(Self.note, width: 40) == """
                note: At 0.3 s the cell's state is
                  collapsed but the card is expanded on
                  screen: each toggle added a completion
                """)
        #expect(
            TextFit.wrapped("  " + Self.note, width: 60) == """
                  note: At 0.3 s the cell's state is collapsed but the card
                    is expanded on screen: each toggle added a completion
                """)
    }

    @Test func shortLinesPlotsAndScriptsStayWhole() {
        let text = "short line\n" + Self.note
        #expect(TextFit.wrapped(text, width: nil) == text)  // no terminal: whole lines for scripts
        #expect(TextFit.wrapped(text, width: 200) == text)
        let plot = "\u{1B}[34m" + String(repeating: "⣀", count: 90) + "\u{1B}[0m  y"
        #expect(TextFit.wrapped(plot, width: 80) == plot)  // drawn to fit already, colour codes inflate it
        let word = String(repeating: "x", count: 50)
        #expect(TextFit.wrapped("a " + word, width: 30) == "a\n  " + word)  // a word longer than the room stays whole
    }
}

/// Fitting measures terminal columns, never cuts a cluster, and always says where it cut.
@Suite struct TextFitColumnTests {
    @Test func paddingAndCuttingCountColumns() {
        #expect(TextFit.padded("弹簧", to: 6) == "弹簧  ")
        #expect(TextFit.rightAligned("王", to: 4) == "  王")
        #expect(TextFit.cut("王小明的弹簧", to: 7) == "王小明…")
        #expect(TextFit.cut("王小明的弹簧", to: 8) == "王小明…")  // 王小明的 would leave no room for …
        #expect(TextFit.cut("Cafe\u{301} noir", to: 5) == "Cafe\u{301}…")
        #expect(TextFit.cut("👩\u{200D}💻 dev", to: 4) == "…")  // never half a cluster
        #expect(TextFit.cut("short", to: 5) == "short")
        #expect(TextFit.line("弹簧 bounce from the 王小明 team", width: 20) == "弹簧 bounce from…")
    }

    @Test func hangingTextWrapsUnderItsFirstColumn() {
        let lead = "  --policy P   "
        #expect(
            TextFit.hanging(
                lead, "how often a row animates: always, once-per-row, once-per-item, first-screen", width: 50)
                    == """
                      --policy P   how often a row animates: always,
                                   once-per-row, once-per-item,
                                   first-screen
                    """)
        #expect(TextFit.hanging(lead, "short", width: 50) == lead + "short")
        #expect(
            TextFit.hanging(lead, "弹簧 弹簧 弹簧 弹簧 弹簧 弹簧 弹簧 弹簧 弹簧", width: 40) == lead + "弹簧 弹簧 弹簧 弹簧 弹簧\n"
                + String(repeating: " ", count: 15) + "弹簧 弹簧 弹簧 弹簧")
    }

    @Test func tablesNarrowTheirTextColumnsUntilTheyFit() {
        let rows = [["preset", "template", "latest"], ["弹簧", "move-up-bounce", "@1"], ["王小明的动画预设很长很长", "fade", "@12"]]
        let fitted = TextFit.columns(rows, width: 30, fixed: [2])
        #expect(fitted == [["preset", "template", "latest"], ["弹簧", "move-up-bounce", "@1"], ["王小…", "fade", "@12"]])
        // Too many columns for 6 each: down to one character and "…".
        let wide = [Array(repeating: "column", count: 8)]
        let narrow = TextFit.columns(wide, width: 40, fixed: [])
        #expect(narrow == [["co…", "co…", "co…", "co…", "co…", "co…", "col…", "col…"]])
        #expect(narrow[0].map(TerminalText.width).reduce(0, +) + 2 * 7 <= 40)
    }
}
