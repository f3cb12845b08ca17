import AnimationCore
import StudioExchange
import Testing

/// JSON output never carries a control, C1 or bidirectional character raw, and reads back exactly.
@Suite struct JSONEscapingTests {
    static let hostile =
        "a\u{1B}[2J\u{7}\u{9B}31m\u{85}\u{202E}txt\u{2066}\u{2069}\u{200E}\u{200F}\u{61C}\u{2028}\u{2029}é名"

    @Test func hostileScalarsAreEscaped() {
        #expect(
            JSONValue.string(Self.hostile).compact
                == #""a\u001b[2J\u0007\u009b31m\u0085\u202etxt\u2066\u2069\u200e\u200f\u061c\u2028\u2029é名""#)
    }

    @Test func everyScalarOfTheRangesIsEscapedAndReadsBackExactly() throws {
        var scalars = Array(0x00...0x1F) + Array(0x7F...0x9F) + [0x061C, 0x200E, 0x200F, 0x2028, 0x2029]
        scalars += Array(0x202A...0x202E) + Array(0x2066...0x2069)
        for value in scalars {
            let text = "x" + String(Unicode.Scalar(value)!) + "y"
            let json = JSONValue.object(["name": .string(text)]).pretty
            #expect(
                json.unicodeScalars.allSatisfy {
                    $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) && !$0.properties.isBidiControl || $0 == "\n"
                },
                "U+\(String(value, radix: 16))")
            #expect(try JSONReader.parse(Array(json.utf8)) == .object(["name": .string(text)]))
        }
    }

    @Test func presetExportEscapesNamesAndMessages() throws {
        let template = TemplateCatalog.template(named: "fade")!
        let file = PresetFile(
            name: "p", template: "fade",
            versions: [
                .init(
                    number: 1, time: "2026-11-22T10:00:00.000Z", message: "go \u{202E}kcab\u{9B}",
                    parameters: try .defaults(of: template))
            ],
            tags: [:])
        #expect(file.text.contains(#""message": "go \u202ekcab\u009b","#))
        #expect(try PresetFile(bytes: Array(file.text.utf8)).versions[0].message == "go \u{202E}kcab\u{9B}")
    }
}
