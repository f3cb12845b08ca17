import StudioTestSupport
import Testing

@testable import StudioREPL

/// Typed bytes to scalars: valid UTF-8 of every length, and each kind of malformed input.
@Suite struct UTF8InputDecoderTests {
    func decode(_ bytes: [UInt8]) -> [Unicode.Scalar] {
        var decoder = UTF8InputDecoder()
        return bytes.flatMap { decoder.feed($0) } + decoder.finish()
    }

    @Test func decodesOneToFourByteCharacters() {
        #expect(decode(Array("aé名😀".utf8)) == ["a", "é", "名", "😀"])
    }

    @Test func malformedInputBecomesOneReplacementEachAndLosesNothingAfter() {
        #expect(decode([0xD0, 0x20]) == ["\u{FFFD}", " "])  // cut short by a space
        #expect(decode([0x80, 0x41]) == ["\u{FFFD}", "A"])  // a stray continuation byte
        #expect(decode([0xC0, 0xAF]) == ["\u{FFFD}", "\u{FFFD}"])  // an invalid lead byte, then a stray one
        #expect(decode([0xE0, 0x80, 0x80]) == ["\u{FFFD}"])  // overlong
        #expect(decode([0xED, 0xA0, 0x80]) == ["\u{FFFD}"])  // a surrogate
        #expect(decode([0xE5, 0x90]) == ["\u{FFFD}"])  // the input ends inside 名
    }
}

/// What Tab does, in scalars: a CJK word replaced whole, a shared prefix, a list on the second Tab.
@Suite struct CompletionEditTests {
    let typed = Array("use 名".unicodeScalars)

    @Test func aSingleCandidateReplacesTheWordAndAddsASpace() {
        let edit = CompletionEdit.decide(
            typed: typed, completion: Completion(wordStart: 4, candidates: ["名前"]), listing: false)
        #expect(edit == .replace(count: 1, with: "名前 "))
        let open = Completion(wordStart: 4, candidates: ["名前@"], appendsSpace: false)
        #expect(
            CompletionEdit.decide(typed: typed, completion: open, listing: false) == .replace(count: 1, with: "名前@"))
    }

    @Test func severalCandidatesAddTheirSharedStartThenListOnTheSecondTab() {
        let emoji = Completion(wordStart: 4, candidates: ["名😀a", "名😀b"])
        #expect(
            CompletionEdit.decide(typed: typed, completion: emoji, listing: false) == .replace(count: 1, with: "名😀"))
        let both = Completion(wordStart: 4, candidates: ["名前", "名字"])
        #expect(CompletionEdit.decide(typed: typed, completion: both, listing: false) == .nothing)
        #expect(CompletionEdit.decide(typed: typed, completion: both, listing: true) == .list(["名前", "名字"]))
        // The shared start stops before a different accent on the same letter: never half a character.
        let accents = Completion(wordStart: 4, candidates: ["e\u{301}x", "e\u{300}y"])
        #expect(
            CompletionEdit.decide(typed: Array("use ".unicodeScalars), completion: accents, listing: false) == .nothing)
    }

    @Test func aWordStartOutsideTheLineIsClamped() {
        let edit = CompletionEdit.decide(
            typed: typed, completion: Completion(wordStart: 99, candidates: ["x"]), listing: false)
        #expect(edit == .replace(count: 0, with: "x "))
        #expect(
            CompletionEdit.decide(typed: typed, completion: Completion(wordStart: 4, candidates: []), listing: true)
                == .nothing)
    }
}

/// Listing columns measured in screen columns (two per CJK character or emoji).
@Suite struct CompletionListingTests {
    @Test func columnsAreTheWidestCandidatePlusTwoFilledDownThenAcross() {
        let names = ["名前", "名前@", "ab", "😀x", "c"]
        #expect(CompletionListing.rows(names, width: 21) == ["名前   ab     c", "名前@  😀x"])
        #expect(CompletionListing.rows(names, width: 6) == ["名前", "名前@", "ab", "😀x", "c"])
        #expect(CompletionListing.rows([], width: 80) == [])
    }
}

/// Ctrl-R over whole scalars, newest first, the rightmost match in a line.
@Suite struct HistorySearchTests {
    @Test func narrowsGoesOlderAndFails() {
        var search = HistorySearch(entries: ["sample 前😀", "new 名前 from fade", "show 前"], original: "x")
        #expect(search.prompt == "(reverse-i-search)`': " && search.line == "x")
        search.append("前")
        #expect(search.line == "sample 前😀" && search.match?.offset == 7)
        search.older()
        #expect(search.line == "new 名前 from fade" && search.match?.offset == 5)
        search.older()
        #expect(search.line == "show 前")
        search.older()
        #expect(search.prompt == "(failed reverse-i-search)`前': " && search.line == "show 前")
        search.removeLast()
        search.append("😀")
        #expect(search.line == "sample 前😀" && search.prompt == "(reverse-i-search)`😀': ")
        #expect(HistorySearch.offset(of: ["a"], in: Array("aba".unicodeScalars)) == 2)
    }
}
