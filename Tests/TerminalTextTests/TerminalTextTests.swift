import Testing

@testable import TerminalText

/// The one policy for drawing text from data: widths per grapheme cluster, and every control,
/// bidirectional and invisible character shown by its escape.
@Suite struct TerminalTextTests {
    @Test func clustersTakeTheColumnsOfTheirScalars() {
        #expect(TerminalText.width("bounce") == 6)
        #expect(TerminalText.width("弹簧") == 4)
        #expect(TerminalText.width("王小明") == 6)
        #expect(TerminalText.width("Привет") == 6)
        #expect(TerminalText.width("Café") == 4)
        #expect(TerminalText.width("Cafe\u{301}") == 4)  // e and a combining accent: one column
        #expect(TerminalText.width("🎉 party") == 8)
        #expect(TerminalText.width("👍🏽") == 4)  // a skin tone is drawn after the hand, as libedit and wcwidth count
        #expect(TerminalText.width("👩\u{200D}💻") == 4)  // the joiner takes nothing
        #expect(TerminalText.width("🇫🇷") == 2)  // a flag: two regional indicators, one column each
        #expect(TerminalText.width("") == 0)
    }

    @Test func glyphsAreWholeClusters() {
        #expect(
            TerminalText.glyphs("e\u{301}弹👩\u{200D}💻") == [
                Glyph("e\u{301}", width: 1), Glyph("弹", width: 2), Glyph("👩\u{200D}💻", width: 4)
            ])
        #expect(TerminalText.glyphs("\u{1B}[2J") == ["\\", "e", "[", "2", "J"].map { Glyph($0, width: 1) })
    }

    @Test func controlsBidiAndInvisibleCharactersAreShownByTheirEscapes() {
        let cases: [(String, String)] = [
            ("a\u{1B}[31mred", "a\\e[31mred"), ("tab\there", "tab\\there"), ("two\nlines", "two\\nlines"),
            ("cr\r", "cr\\r"), ("del\u{7F}", "del\\u{7F}"), ("c1\u{85}", "c1\\u{85}"), ("ls\u{2028}", "ls\\u{2028}"),
            ("\u{61C}مرحبا", "\\u{61C}مرحبا"), ("evil\u{202E}txt", "evil\\u{202E}txt"),
            ("\u{2066}x\u{2069}", "\\u{2066}x\\u{2069}"),
            ("a\u{200B}b", "a\\u{200B}b"), ("\u{FEFF}bom", "\\u{FEFF}bom"), ("a\u{2060}b", "a\\u{2060}b"),
            ("so\u{AD}ft", "so\\u{AD}ft"), ("\u{3164}", "\\u{3164}"), ("a\u{2800}", "a\\u{2800}"),
            ("x\u{FE0F}", "x\\u{FE0F}"),  // a variation selector after a letter with no variant
            ("\u{FE0F}", "\\u{FE0F}"),  // and alone
            ("\u{301}a", "\\u{301}a"),  // a mark with nothing to draw on
            ("👩\u{200D}", "👩\\u{200D}"),  // a joiner joining nothing
            ("a\u{E0041}", "a\\u{E0041}")  // a tag outside a flag
        ]
        for (text, shown) in cases {
            #expect(TerminalText.sanitized(text) == shown)
            #expect(TerminalText.width(text) == TerminalText.width(shown))
            #expect(TerminalText.sanitized(shown) == shown)  // sanitizing twice changes nothing more
        }
    }

    @Test func sequencesKeepTheJoinersAndSelectorsTheyNeed() {
        let kept = [
            "👩\u{200D}💻", "❤\u{FE0F}", "1\u{FE0F}\u{20E3}",
            "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
            "क्\u{200D}ष", "क्\u{200C}ष", "می\u{200C}خواهم", "葛\u{E0100}", "弹簧", "王小明", "Привет", "Zoë", "e\u{301}"
        ]
        for text in kept {
            #expect(TerminalText.sanitized(text) == text)
            #expect(TerminalText.hiddenCharacters(in: text) == [])
        }
        // A non-joiner between Latin letters does nothing.
        #expect(TerminalText.sanitized("a\u{200C}b") == "a\\u{200C}b")
    }

    @Test func hiddenCharactersSayWhatTheyAre() {
        #expect(
            TerminalText.hiddenCharacters(in: "\u{1B}\u{2028}\u{61C}\u{200B}\u{301}")
                == [
                    HiddenCharacter(scalar: "\u{1B}", kind: .control),
                    HiddenCharacter(scalar: "\u{2028}", kind: .lineSeparator),
                    HiddenCharacter(scalar: "\u{61C}", kind: .bidiControl),
                    HiddenCharacter(scalar: "\u{200B}", kind: .invisible),
                    HiddenCharacter(scalar: "\u{301}", kind: .unattachedMark)
                ])
        #expect(HiddenCharacter(scalar: "\u{200B}", kind: .invisible).codePointAndName == "U+200B ZERO WIDTH SPACE")
        #expect(HiddenCharacter(scalar: "\u{61C}", kind: .bidiControl).codePointAndName == "U+061C ARABIC LETTER MARK")
    }
}
