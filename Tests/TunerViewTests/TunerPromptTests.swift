import Testing

@testable import TunerView

/// The tuner's typed lines edited by grapheme cluster: marks, joiners, modifiers and flags that
/// fuse with the character before them never leave the cursor past the end (it used to trap).
struct TunerPromptTests {
    private func typed(_ scalars: [Unicode.Scalar], into prompt: inout TunerPrompt) {
        for scalar in scalars { _ = prompt.edit(.character(Character(scalar))) }
    }

    @Test func aCombiningMarkJoinsTheLetterAndTypingGoesOn() {
        var prompt = TunerPrompt(.value("damping"), prefix: "set damping ", text: "")
        typed(["e", "\u{301}", "x"], into: &prompt)
        #expect(prompt.text == "e\u{301}x")
        #expect(prompt.text.count == 2 && prompt.cursor == 2)
        _ = prompt.edit(.backspace)
        _ = prompt.edit(.backspace)
        #expect(prompt.text == "" && prompt.cursor == 0)
    }

    @Test func aMarkTypedAtTheStartOfAFullLineStaysInside() {
        // Enter on `damping` starts the line with "0.4": a mark after it joins the 4.
        var prompt = TunerPrompt(.value("damping"), prefix: "set damping ", text: "0.4")
        typed(["\u{301}"], into: &prompt)
        #expect(prompt.text == "0.4\u{301}" && prompt.cursor == 3)
        _ = prompt.edit(.home)
        typed(["\u{308}"], into: &prompt)  // a mark with nothing before it is a cluster of its own
        #expect(prompt.text == "\u{308}0.4\u{301}" && prompt.cursor == 1)
        _ = prompt.edit(.end)
        #expect(prompt.cursor == 4)
    }

    @Test func aFlagIsOneCharacterAndOneBackspace() {
        var prompt = TunerPrompt(.commitMessage, prefix: "commit -m ")
        typed(["\u{1F1EB}", "\u{1F1F7}", "\u{1F1E9}", "\u{1F1EA}"], into: &prompt)
        #expect(prompt.text == "🇫🇷🇩🇪" && prompt.cursor == 2)
        _ = prompt.edit(.left(scale: 1))
        _ = prompt.edit(.backspace)
        #expect(prompt.text == "🇩🇪" && prompt.cursor == 0)
        // Deleting the letter between two halves of a flag fuses them: the cursor follows the flag.
        var split = TunerPrompt(.commitMessage, prefix: "commit -m ", text: "\u{1F1EB}x\u{1F1F7}")
        _ = split.edit(.left(scale: 1))
        _ = split.edit(.backspace)
        #expect(split.text == "🇫🇷" && split.cursor == 1)
    }

    @Test func theIssuesSequenceOkHeartXTypesAsSeen() {
        var prompt = TunerPrompt(.commitMessage, prefix: "commit -m ")
        typed(Array("ok ❤️ x".unicodeScalars), into: &prompt)
        #expect(prompt.text == "ok ❤️ x" && prompt.cursor == 6)
        typed(["\u{200D}", "\u{1F525}"], into: &prompt)  // x + ZWJ + fire: still x, then a joined cluster
        #expect(prompt.cursor == prompt.text.count)
    }

    /// Random keys over random Unicode: the cursor never leaves the text, a key inserts exactly its
    /// scalars at the cursor, Backspace and Delete remove exactly one whole cluster, and every
    /// fourth state is drawn with the terminal's cursor on the line.
    @Test(arguments: 0..<16) func randomUnicodeNeverLeavesTheText(seed: Int) {
        var random = SplitMix(seed: UInt64(seed))
        var prompt = TunerPrompt(.value("damping"), prefix: "set damping ", text: "0.4")
        var state = TunerFixtures.state(columns: 60 + seed % 60)
        for step in 0..<200 {
            let before = prompt
            let scalars = Array(before.text.unicodeScalars)
            let cursorScalar = before.text.prefix(before.cursor).unicodeScalars.count
            switch random.next() % 10 {
            case 0...5:
                let scalar = Self.pool[Int(random.next() % UInt64(Self.pool.count))]
                let edited = prompt.edit(.character(Character(scalar)))
                #expect(edited)
                let expected: [Unicode.Scalar] =
                    Array(scalars[..<cursorScalar]) + [scalar] + Array(scalars[cursorScalar...])
                #expect(Array(prompt.text.unicodeScalars) == expected)
                #expect(prompt.text.prefix(prompt.cursor).unicodeScalars.count >= cursorScalar + 1)
            case 6:
                _ = prompt.edit(.backspace)
                if before.cursor > 0 {
                    let removed = Array(before.text)[before.cursor - 1].unicodeScalars.count
                    let expected: [Unicode.Scalar] =
                        Array(scalars[..<(cursorScalar - removed)]) + Array(scalars[cursorScalar...])
                    #expect(Array(prompt.text.unicodeScalars) == expected)
                } else {
                    #expect(prompt == before)
                }
            case 7:
                _ = prompt.edit(.delete)
                if before.cursor < before.text.count {
                    let removed = Array(before.text)[before.cursor].unicodeScalars.count
                    let expected: [Unicode.Scalar] =
                        Array(scalars[..<cursorScalar]) + Array(scalars[(cursorScalar + removed)...])
                    #expect(Array(prompt.text.unicodeScalars) == expected)
                } else {
                    #expect(prompt == before)
                }
            case 8: _ = prompt.edit(random.next() % 2 == 0 ? .left(scale: 1) : .right(scale: 1))
            default: _ = prompt.edit([TunerInput.home, .end, .control("u"), .control("a")][Int(random.next() % 4)])
            }
            #expect((0...prompt.text.count).contains(prompt.cursor))
            guard step % 4 == 3 else { continue }  // drawing is the slow part: every fourth state
            state.mode = .prompt(prompt)
            let screen = TunerView.render(state)
            let cursor = screen.cursor
            #expect(cursor.map { (0..<state.columns).contains($0.column) && $0.row == state.rows - 3 } == true)
        }
    }

    /// Letters, digits and the scalars that join or reorder: combining marks, variation selectors,
    /// skin-tone modifiers, the zero-width joiner, regional indicators, emoji, Hangul jamo that
    /// compose, bidi controls, and a tag character.
    static let pool: [Unicode.Scalar] = [
        "a", "x", "0", "4", ".", " ", "é", "\u{301}", "\u{308}", "\u{20DD}", "\u{FE0F}", "\u{FE0E}", "\u{1F3FD}",
        "\u{200D}", "\u{1F1EB}", "\u{1F1F7}", "\u{1F1E9}", "❤", "\u{1F469}", "\u{1F466}", "\u{1F525}", "\u{1100}",
        "\u{1161}", "\u{11A8}", "\u{202E}", "\u{2066}", "\u{2069}", "\u{200F}", "\u{E0067}", "\u{0915}", "\u{094D}",
        "\u{0937}", "\r", "\u{A}"
    ]
}

/// A small seeded generator (SplitMix64), so a failing seed replays.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
