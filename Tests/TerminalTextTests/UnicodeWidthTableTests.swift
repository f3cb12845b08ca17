import Foundation
import Testing

@testable import TerminalText

/// The width of every code point, checked against Unicode's own data files (Debian's
/// `unicode-data` package, which `make setup` installs).
@Suite struct UnicodeWidthTableTests {
    static let installed = FileManager.default.fileExists(atPath: UnicodeDataFiles.folder + "/EastAsianWidth.txt")

    @Test(.enabled(if: installed, "needs Unicode's data files in /usr/share/unicode (apt-get install unicode-data)"))
    func everyCodePointHasTheWidthTheDataFilesGive() throws {
        let files = try #require(try UnicodeDataFiles())
        if ProcessInfo.processInfo.environment["TERMINAL_TEXT_RECORD"] != nil {
            let table = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../../Sources/TerminalText/UnicodeWidthTable.swift").standardized
            try files.tableSource().write(to: table, atomically: true, encoding: .utf8)
        }
        #expect(ScalarWidth.unicodeVersion == files.version, "regenerate the table: TERMINAL_TEXT_RECORD=1")
        var wrong: [String] = []
        var counts = [0, 0, 0]
        for code in 0..<UnicodeDataFiles.codePoints {
            guard let scalar = Unicode.Scalar(UInt32(code)) else { continue }  // surrogates
            let expected = files.width(code)
            counts[expected] += 1
            if ScalarWidth.columns(scalar) != expected {
                wrong.append(
                    "U+\(String(code, radix: 16, uppercase: true)): \(ScalarWidth.columns(scalar)), expected \(expected)"
                )
            }
        }
        #expect(wrong.prefix(20) == [], "\(wrong.count) code points disagree")
        // Every scalar was checked (1,114,112 code points less 2,048 surrogates): in Unicode 15.0,
        // 6,220 take no column (marks, format characters, controls, ignorables) and 182,509 two
        // (mostly the CJK planes, assigned or not).
        #expect(counts == [6_220, 923_335, 182_509])
    }

    @Test(.enabled(if: installed, "needs Unicode's data files in /usr/share/unicode (apt-get install unicode-data)"))
    func theRulesReadTheFilesAsDocumented() throws {
        let files = try #require(try UnicodeDataFiles())
        #expect(files.eastAsianWidth[0x5F39] == "W" && files.width(0x5F39) == 2)  // 弹
        #expect(files.eastAsianWidth[0xFF21] == "F" && files.width(0xFF21) == 2)  // Ａ
        #expect(files.eastAsianWidth[0xFF71] == "H" && files.width(0xFF71) == 1)  // ｱ
        #expect(files.eastAsianWidth[0x00E9] == "A" && files.width(0x00E9) == 1)  // é: ambiguous is narrow
        #expect(files.emojiPresentation[0x1F44D] && files.width(0x1F44D) == 2)  // 👍
        #expect(files.generalCategory[0x0301] == "Mn" && files.width(0x0301) == 0)
        #expect(files.generalCategory[0x200D] == "Cf" && files.width(0x200D) == 0)  // ZERO WIDTH JOINER
        #expect(files.defaultIgnorable[0xFE0F] && files.width(0xFE0F) == 0)  // VARIATION SELECTOR-16
        #expect(files.hangulJoining[0x1161] && files.width(0x1161) == 0)  // a Hangul vowel jamo
        #expect(files.regionalIndicator[0x1F1EB] && files.emojiPresentation[0x1F1EB] && files.width(0x1F1EB) == 1)
        #expect(files.prependedMark[0x0600] && files.width(0x0600) == 1)
        #expect(files.width(0x00AD) == 1)  // SOFT HYPHEN shows as a hyphen where it is drawn at all
        #expect(files.width(0x3164) == 2)  // HANGUL FILLER: a blank as wide as a syllable
        #expect(files.eastAsianWidth[0x3400] == "W" && files.eastAsianWidth[0x2FFFD] == "W")  // the file's defaults
    }

    @Test func widthsOfCharactersEveryoneUses() {
        let cases: [(Unicode.Scalar, Int)] = [
            ("a", 1), ("é", 1), ("Ж", 1), ("ß", 1), ("弹", 2), ("簧", 2), ("王", 2), ("가", 2), ("あ", 2), ("Ａ", 2),
            ("ｱ", 1), ("😀", 2), ("🎉", 2), ("❤", 1), ("\u{301}", 0), ("\u{200B}", 0), ("\u{200D}", 0),
            ("\u{FE0F}", 0), ("\u{1F3FD}", 2), ("\u{1B}", 0), ("\u{7F}", 0), ("\u{85}", 0), ("\u{61C}", 0),
            ("\u{E000}", 1), ("\u{10FFFF}", 1)
        ]
        for (scalar, width) in cases {
            #expect(ScalarWidth.columns(scalar) == width, "U+\(String(scalar.value, radix: 16))")
        }
    }
}
