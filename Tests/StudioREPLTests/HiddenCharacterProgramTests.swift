import Foundation
import StudioTestSupport
import TerminalText
import Testing

/// One policy for control, bidirectional and invisible characters, through the real binary: a
/// dataset's text shows the same escapes in `rows` and in `play` frames, and names that would hide
/// a character are refused.
@Suite struct HiddenCharacterProgramTests {
    func file(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("animstudio-hidden-\(UUID()).csv").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// A frame's empty line: 36 spaces.
    static let blank = String(repeating: " ", count: 36)

    @Test func theArabicLetterMarkIsEscapedInRowsAndInPlayFrames() throws {
        let csv = try file("name,title\nAli\u{61C},Designer\nEve\u{1B}[31m,red\nBo\u{200B}b,Engineer\n")
        let run = try ProgramRun([
            "-c",
            "import members \(csv) --as tricky; rows tricky; new cards from fade; play cards on tricky --at 0.6 --width 36 --height 7 --table-height 150"
        ])
        #expect(run.status == 0 && run.stderr == "")
        #expect(!run.stdout.unicodeScalars.contains { ["\u{61C}", "\u{1B}", "\u{200B}"].contains($0) })
        #expect(
            run.stdout == #"""
                imported 3 members into dataset “tricky”
                #  name         title     location  about  image  web  facebook  twitter
                1  Ali\u{61C}   Designer  —         —      —      —    —         —
                2  Eve\e[31m    red       —         —      —      —    —         —
                3  Bo\u{200B}b  Engineer  —         —      —      —    —         —
                cards@1  fade
                  duration      0.5 s
                  delay-factor  0.05 s
                  timing        ease-in-out
                  reduced-motion
                                cross-fade(duration: 0.2, timing: ease-in-out) (template default)
                cards@1 on tricky · t = 0.600s of 0.600s · offset 0.0 pt
                \#(Self.blank)
                ▕ Ali\u{61C} · Designer            ▏
                \#(Self.blank)
                ▕ Eve\e[31m · red                  ▏
                \#(Self.blank)
                ▕ Bo\u{200B}b · Engineer           ▏
                \#(Self.blank)

                """#)
    }

    @Test func namesHoldingInvisibleCharactersAreRefusedWithOneLine() throws {
        let studio = try TemporaryStudio("hidden")
        let database = studio.database
        let rules =
            "use 1-64 characters without tabs, line breaks, leading or trailing spaces, control or invisible characters or “@”"
        let cases: [(String, String)] = [
            (
                "bounce\u{200B}",
                #"error: preset name “bounce\u{200B}” contains the invisible character U+200B ZERO WIDTH SPACE, so it could look like another name; "#
            ),
            (
                "bou\u{2060}nce",
                #"error: preset name “bou\u{2060}nce” contains the invisible character U+2060 WORD JOINER, so it could look like another name; "#
            ),
            (
                "\u{FE0F}bounce",
                #"error: preset name “\u{FE0F}bounce” contains the invisible character U+FE0F VARIATION SELECTOR-16, so it could look like another name; "#
            ),
            (
                "bounce\u{61C}",
                #"error: preset name “bounce\u{61C}” contains the bidirectional control U+061C ARABIC LETTER MARK, which reorders the text around it; "#
            )
        ]
        for (name, message) in cases {
            let run = try ProgramRun(["-c", "new \"\(name)\" from fade"], database: database)
            #expect(run.status == 1)
            #expect(run.stdout == "")
            // Refused where it is typed, with the caret under the name as the terminal shows it.
            let shown = "\"" + TerminalText.sanitized(name) + "\""
            #expect(
                run.stderr == message + rules + "\n  new \(shown) from fade\n      "
                    + String(repeating: "^", count: shown.count) + "\n")
        }
        // Nothing was made; a name with the joiner an emoji sequence needs is fine.
        let after = try ProgramRun(["-c", "presets; new \"👩\u{200D}💻\" from fade; presets"], database: database)
        #expect(after.stdout.hasPrefix("no presets"))
        #expect(after.stdout.contains("👩\u{200D}💻@1  fade\n"))
    }
}
