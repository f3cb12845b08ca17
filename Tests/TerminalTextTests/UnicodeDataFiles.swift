import Foundation

/// Unicode's own data files as Debian's `unicode-data` package installs them, read into the
/// properties the terminal width rules use, and those rules applied to every code point.
///
/// The checked-in table (`UnicodeWidthTable.swift`) is written from here
/// (`TERMINAL_TEXT_RECORD=1 swift test --filter UnicodeWidthTableTests`) and compared with it.
struct UnicodeDataFiles {
    static let folder = "/usr/share/unicode"

    /// The version in the header of EastAsianWidth.txt, e.g. "15.0.0".
    let version: String
    /// East_Asian_Width per code point ("W", "F", "N", …).
    private(set) var eastAsianWidth: [String]
    /// General_Category per code point ("Mn", "Cf", "Cn" when unassigned, …).
    private(set) var generalCategory: [String]
    private(set) var defaultIgnorable: [Bool]
    private(set) var emojiPresentation: [Bool]
    /// Prepended_Concatenation_Mark: format characters drawn with a visible sign (U+0600 ARABIC NUMBER SIGN).
    private(set) var prependedMark: [Bool]
    /// Regional_Indicator: the letters two of which make a flag.
    private(set) var regionalIndicator: [Bool]
    /// Hangul_Syllable_Type V and T: vowels and final consonants that join the syllable before them.
    private(set) var hangulJoining: [Bool]

    static let codePoints = 0x110000

    /// Nil when the package is not installed.
    init?() throws {
        let path = { (name: String) in Self.folder + "/" + name }
        guard FileManager.default.fileExists(atPath: path("EastAsianWidth.txt")) else { return nil }
        let widthText = try String(contentsOfFile: path("EastAsianWidth.txt"), encoding: .utf8)
        let header = widthText.prefix { $0 != "\n" }  // "# EastAsianWidth-15.0.0.txt"
        version = String(header.dropFirst("# EastAsianWidth-".count).dropLast(".txt".count))

        eastAsianWidth = Array(repeating: "N", count: Self.codePoints)
        // The file's own defaults for code points it does not list.
        for range in [0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD] {
            for code in range { eastAsianWidth[code] = "W" }
        }
        for (range, value) in Self.entries(widthText) { for code in range { eastAsianWidth[code] = value } }

        generalCategory = Array(repeating: "Cn", count: Self.codePoints)
        var rangeStart: Int?
        for line in try String(contentsOfFile: path("UnicodeData.txt"), encoding: .utf8).split(separator: "\n") {
            let fields = line.split(separator: ";", omittingEmptySubsequences: false)
            guard fields.count > 2, let code = Int(fields[0], radix: 16) else { continue }
            if fields[1].hasSuffix(", First>") {
                rangeStart = code
            } else if fields[1].hasSuffix(", Last>"), let start = rangeStart {
                for inside in start...code { generalCategory[inside] = String(fields[2]) }
                rangeStart = nil
            } else {
                generalCategory[code] = String(fields[2])
            }
        }

        defaultIgnorable = Array(repeating: false, count: Self.codePoints)
        for (range, value) in Self.entries(
            try String(contentsOfFile: path("DerivedCoreProperties.txt"), encoding: .utf8))
        where value == "Default_Ignorable_Code_Point" {
            for code in range { defaultIgnorable[code] = true }
        }
        emojiPresentation = Array(repeating: false, count: Self.codePoints)
        for (range, value) in Self.entries(try String(contentsOfFile: path("emoji/emoji-data.txt"), encoding: .utf8))
        where value == "Emoji_Presentation" {
            for code in range { emojiPresentation[code] = true }
        }
        prependedMark = Array(repeating: false, count: Self.codePoints)
        regionalIndicator = Array(repeating: false, count: Self.codePoints)
        for (range, value) in Self.entries(try String(contentsOfFile: path("PropList.txt"), encoding: .utf8)) {
            if value == "Prepended_Concatenation_Mark" { for code in range { prependedMark[code] = true } }
            if value == "Regional_Indicator" { for code in range { regionalIndicator[code] = true } }
        }
        hangulJoining = Array(repeating: false, count: Self.codePoints)
        for (range, value) in Self.entries(try String(contentsOfFile: path("HangulSyllableType.txt"), encoding: .utf8))
        where value == "V" || value == "T" {
            for code in range { hangulJoining[code] = true }
        }
    }

    /// The columns a terminal gives `code` by the studio's rules (docs/explanation/terminal-text.md):
    /// - 0 for controls (Cc), marks (Mn, Me), format characters (Cf) and other default-ignorable code
    ///   points, and the Hangul vowels and final consonants that join the syllable before them; but the
    ///   soft hyphen and the prepended concatenation marks show a sign, and the Hangul fillers (letters)
    ///   a blank, so they keep their width, as the C library's `wcwidth` and terminals give it;
    /// - 2 for East Asian Wide or Fullwidth and for emoji presentation, except regional indicators:
    ///   a flag is two of them, drawn in two columns together;
    /// - 1 for everything else (East Asian Ambiguous included, as outside East Asian locales).
    func width(_ code: Int) -> Int {
        let category = generalCategory[code]
        let shown = code == 0xAD || prependedMark[code] || category == "Lo"
        if ["Cc", "Mn", "Me"].contains(category) || hangulJoining[code]
            || (category == "Cf" || defaultIgnorable[code]) && !shown
        {
            return 0
        }
        if ["W", "F"].contains(eastAsianWidth[code]) || emojiPresentation[code] && !regionalIndicator[code] { return 2 }
        return 1
    }

    /// The `range ; value` lines of a Unicode property file ("0300..036F ; Mn # …" or "3400..4DBF;W # …").
    private static func entries(_ text: String) -> [(ClosedRange<Int>, String)] {
        var entries: [(ClosedRange<Int>, String)] = []
        for line in text.split(separator: "\n") {
            let data = line.prefix { $0 != "#" }
            let fields = data.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count >= 2 else { continue }
            let bounds = fields[0].components(separatedBy: "..").compactMap { Int($0, radix: 16) }
            guard let low = bounds.first, let high = bounds.last else { continue }
            entries.append((low...high, fields[1]))
        }
        return entries
    }

    /// The ranges of code points (surrogates excluded) of each width other than 1, merged.
    func ranges(ofWidth wanted: Int) -> [ClosedRange<Int>] {
        var ranges: [ClosedRange<Int>] = []
        for code in 0..<Self.codePoints where !(0xD800...0xDFFF).contains(code) && width(code) == wanted {
            if let last = ranges.last, last.upperBound + 1 == code || (last.upperBound == 0xD7FF && code == 0xE000) {
                ranges[ranges.count - 1] = last.lowerBound...code
            } else {
                ranges.append(code...code)
            }
        }
        return ranges
    }

    /// The Swift source of `UnicodeWidthTable`.
    func tableSource() -> String {
        func list(_ ranges: [ClosedRange<Int>]) -> String {
            let pairs = ranges.map {
                "0x\(String($0.lowerBound, radix: 16, uppercase: true)), 0x\(String($0.upperBound, radix: 16, uppercase: true))"
            }
            var lines: [String] = []
            var line = "       "
            for pair in pairs {
                if line.count + pair.count + 2 > 112 {
                    lines.append(line)
                    line = "       "
                }
                line += " " + pair + ","
            }
            lines.append(line)
            return lines.joined(separator: "\n")
        }
        return """
            // Generated from Unicode \(version)'s data files (EastAsianWidth.txt, UnicodeData.txt,
            // DerivedCoreProperties.txt, PropList.txt, HangulSyllableType.txt, emoji/emoji-data.txt) by
            // Tests/TerminalTextTests/UnicodeDataFiles.swift; do not edit. To regenerate:
            // TERMINAL_TEXT_RECORD=1 swift test --skip-build --filter UnicodeWidthTableTests

            /// The code points a terminal draws in no column or in two, as sorted, merged, inclusive
            /// ranges (low, high, low, high, …); every other code point takes one column.
            enum UnicodeWidthTable {
                /// The Unicode version the ranges were generated from.
                static let version = "\(version)"

                /// Controls, marks (Mn, Me), format characters (Cf), default-ignorable code points and the
                /// Hangul vowels and final consonants that join the syllable before them (but not the soft
                /// hyphen, the prepended concatenation marks or the Hangul fillers).
                static let zero: [UInt32] = [
            \(list(ranges(ofWidth: 0)))
                ]

                /// East Asian Wide and Fullwidth, and emoji presentation (but not regional indicators).
                static let double: [UInt32] = [
            \(list(ranges(ofWidth: 2)))
                ]
            }

            """
    }
}
