import StudioExchange
import Testing

/// The byte-level import path: what ``DatasetReader/readMemberFields(_:format:consume:)`` hands
/// over must be exactly the text the `String` path gives, and only valid UTF-8 gets through.
@Suite struct MemberFieldsTests {
    func fields(_ bytes: [UInt8], format: DatasetReader.Format = .json) throws -> [MemberEntry] {
        var entries: [MemberEntry] = []
        // Copy inside the call: the buffers are only valid during it.
        _ = try DatasetReader.readMemberFields(bytes, format: format) { entries.append($0.entry) }
        return entries
    }

    @Test func escapesUnicodeEmptyAndNullComeThroughExactly() throws {
        // Given escapes in values and a key, non-ASCII text, an empty string and a null
        let json =
            #"[{"n\u0061me": "tab\there \"q\" \u00e9\ud83c\udf9e", "title": "", "about": null, "web": "café ✓"}, {"name": "B"}]"#

        // When reading the record as bytes
        let entries = try fields(Array(json.utf8))

        // Then it is the same text, with "" kept apart from null and a missing key
        #expect(
            entries == [
                MemberEntry(name: "tab\there \"q\" é🎞", title: "", web: "café ✓"),
                MemberEntry(name: "B")
            ])
        #expect(entries[0].about == nil && entries[0].location == nil)
    }

    @Test func csvRecordsComeThroughAsBytesToo() throws {
        let entries = try fields(Array("name,about\n\"Ada, L\",\n".utf8), format: .csv)
        #expect(entries == [MemberEntry(name: "Ada, L", about: "")])
    }

    @Test func aKeyTwiceIsRefusedByName() {
        #expect(throws: ExchangeError("record 1: field “web” appears twice")) {
            try fields(Array(#"[{"web": "a", "name": "b", "web": "c"}]"#.utf8))
        }
    }

    @Test func invalidUTF8IsRefusedWhereTheStringEnds() {
        // An overlong "/" (C0 AF) inside a plain string, then inside one with an escape
        let plain: [UInt8] = Array(#"[{"name": "a"#.utf8) + [0xC0, 0xAF] + Array(#""}]"#.utf8)
        let escaped: [UInt8] = Array(#"[{"name": "\n"#.utf8) + [0xED, 0xA0, 0x80] + Array(#""}]"#.utf8)
        #expect(throws: ExchangeError("invalid UTF-8 in a string at line 1, column 14")) { try fields(plain) }
        #expect(throws: ExchangeError("invalid UTF-8 in a string at line 1, column 16")) { try fields(escaped) }
    }

    @Test func validationAgreesWithTheStandardLibrary() {
        // Every 1-3 byte sequence drawn from bytes that matter to UTF-8's edge cases, and 4-byte
        // ones after a 4-byte lead (kept few: the test runs in debug builds)
        let interesting: [UInt8] = [
            0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF,
            0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF
        ]
        var sequences: [[UInt8]] = interesting.map { [$0] }
        for length in 2...3 {
            var next: [[UInt8]] = []
            for sequence in sequences where sequence.count == length - 1 {
                for byte in interesting { next.append(sequence + [byte]) }
            }
            sequences += next
        }
        for sequence in sequences where sequence.count == 3 && sequence[0] >= 0xF0 {
            for byte: UInt8 in [0x41, 0x80, 0xBF, 0xC0] { sequences.append(sequence + [byte]) }
        }
        var mismatches: [[UInt8]] = []
        for sequence in sequences {
            let json = Array(#"[{"name": ""#.utf8) + sequence + Array(#""}]"#.utf8)
            let accepted = (try? fields(json)) != nil
            if accepted != (String(validating: sequence, as: UTF8.self) != nil) { mismatches.append(sequence) }
        }
        #expect(mismatches == [])
    }
}
