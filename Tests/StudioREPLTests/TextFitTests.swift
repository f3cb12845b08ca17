import Testing
@testable import StudioREPL

/// Prose wider than the terminal breaks between words, never mid-word, and only on a terminal.
@Suite struct TextFitTests {
    static let note = "note: At 0.3 s the cell's state is collapsed but the card is expanded on screen: each toggle added a completion"

    @Test func proseBreaksBetweenWordsUnderItsOwnIndent() {
        #expect(TextFit.wrapped(Self.note, width: 40) == """
            note: At 0.3 s the cell's state is
              collapsed but the card is expanded on
              screen: each toggle added a completion
            """)
        #expect(TextFit.wrapped("  " + Self.note, width: 60) == """
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
