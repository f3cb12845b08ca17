import CLibEdit
import Foundation
import StudioTestSupport
import TerminalText
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The line editor and the rest of the studio agree on widths: libedit measures what is typed with
/// the C library's `wcwidth`, everything else with ``ScalarWidth``.
@Suite(.serialized) struct LineEditorWidthTests {
    /// Code points glibc 2.36 draws two columns wide where Unicode 15.0's EastAsianWidth.txt says
    /// narrow (circled numbers on black squares, Yijing hexagram symbols).
    static let knownDifferences = Set<UInt32>(0x3248...0x324F).union(0x4DC0...0x4DFF)

    #if canImport(Glibc)
        @Test func everyCodePointAssignedInUnicode15HasTheWidthLibeditMeasures() throws {
            let locale = try #require(newlocale(LC_CTYPE_MASK, "C.UTF-8", nil))
            let previous = uselocale(locale)
            defer {
                uselocale(previous)
                freelocale(locale)
            }
            var compared = 0
            var differences: [UInt32] = []
            for value in UInt32(0)...0x10FFFF {
                guard let scalar = Unicode.Scalar(value), let age = scalar.properties.age,
                    age.major < 15 || age.major == 15 && age.minor == 0
                else { continue }
                let measured = Int(animstudio_display_width(wchar_t(bitPattern: value)))
                guard measured >= 0 else { continue }  // not printable for the C library: controls, or too new for it
                compared += 1
                if measured != ScalarWidth.columns(scalar) { differences.append(value) }
            }
            #expect(compared > 280_000)  // every assigned character the C library knows, private use included
            #expect(Set(differences).subtracting(Self.knownDifferences) == [])
        }
    #endif

    /// The real studio in a pseudo-terminal: the prompt and the typed line, in several scripts and
    /// with marks, joiners and emoji, leave the cursor where ``TerminalText`` says they end.
    @Test func theCursorEndsWhereTheStudioMeasuresTheLine() throws {
        let folder = try WideTextTerminalTests().folder()
        let terminal = try WideTextTerminalTests().start(folder)
        #expect(terminal.waitFor("Tab completes; quit leaves\n> "))
        terminal.type("new 弹簧 from fade\r")
        #expect(terminal.waitFor("弹簧@1> "))
        for line in ["王小明 Привет", "Cafe\u{301} Zoë", "🎉 ok", "가나다"] {
            terminal.pause()
            terminal.type(line)
            let screen = WideTextTerminalTests().screen(terminal)
            #expect(screen.lines == ["弹簧@1> " + line])
            #expect(screen.column == TerminalText.width("弹簧@1> " + line))
            terminal.type("\u{15}")  // Ctrl-U clears the line
        }
        terminal.type("quit\r")
        #expect(terminal.waitForExit() == 0)
    }
}
