import Testing
import TunerView

@Suite struct KeyDecoderTests {
    func decode(_ text: String) -> [TunerInput] {
        var decoder = KeyDecoder()
        return decoder.feed(Array(text.utf8))
    }

    @Test func arrowsWithAndWithoutModifiers() {
        #expect(decode("\u{1B}[A\u{1B}[B\u{1B}OC\u{1B}[D") == [.up, .down, .right(scale: 1), .left(scale: 1)])
        #expect(
            decode("\u{1B}[1;2C\u{1B}[1;3D\u{1B}[1;5C") == [.right(scale: 10), .left(scale: 0.1), .right(scale: 0.1)])
        #expect(decode("\u{1B}[H\u{1B}[F\u{1B}[5~\u{1B}[3~") == [.home, .end, .pageUp, .delete])
    }

    @Test func textAndControlKeys() {
        #expect(
            decode("qé\r\u{03}\u{7F}\t") == [.character("q"), .character("é"), .enter, .control("c"), .backspace, .tab])
    }

    @Test func sequencesSplitAcrossReadsWait() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B, 0x5B]) == [])
        #expect(decoder.isWaiting)
        #expect(decoder.feed([0x31, 0x3B, 0x32]) == [])
        #expect(decoder.feed([0x43, 0x71]) == [.right(scale: 10), .character("q")])
        #expect(decoder.feed([0xC3]) == [])
        #expect(decoder.feed([0xA9]) == [.character("é")])
    }

    @Test func aLoneEscapeIsTheEscapeKeyOnceNothingFollows() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.isWaiting)
    }

    @Test func sgrMouseReports() {
        #expect(decode("\u{1B}[<0;10;5M") == [.mouse(MouseEvent(.press, column: 9, row: 4))])
        #expect(decode("\u{1B}[<32;11;5M") == [.mouse(MouseEvent(.drag, column: 10, row: 4))])
        #expect(decode("\u{1B}[<0;11;5m") == [.mouse(MouseEvent(.release, column: 10, row: 4))])
        #expect(
            decode("\u{1B}[<64;3;7M\u{1B}[<65;3;7M") == [
                .mouse(MouseEvent(.wheelUp, column: 2, row: 6)), .mouse(MouseEvent(.wheelDown, column: 2, row: 6))
            ])
        #expect(decode("\u{1B}[<0;0;5M") == [.unknown])
    }
}
