// swift-format-ignore-file: NeverForceUnwrap

// A static fixture template (move-up-bounce) that cannot throw; a typo should stop the suite at once.
import AnimationCore
import Foundation
import StudioExchange
import StudioTestSupport
import Testing

@testable import StudioLibrary

/// The canonical file: exact bytes, reading back, refusing what is not a preset, and the schema.
@Suite struct LibraryDocumentTests {
    static let bounce = TemplateCatalog.template(named: "move-up-bounce")!

    static func shared(_ template: Template = bounce, name: String = "bounce", message: String? = "less wobble")
        -> SharedPreset
    {
        SharedPreset(
            id: "0123456789abcdef0123456789abcdef",
            content: PresetContent(name: name, template: template, parameters: template.defaults),
            version: 3, message: message, author: "Ana", time: "2026-11-22T10:15:30.123Z")
    }

    @Test func theFileIsCanonicalDTCGWithTheExactPresetUnderExtensions() {
        #expect(
            LibraryDocument.text(of: Self.shared()) == """
                {
                  "$description": "animstudio preset “bounce” (move-up-bounce), shared version 3",
                  "$extensions": {
                    "dev.animstudio.preset": {
                      "author": "Ana",
                      "format": 1,
                      "id": "0123456789abcdef0123456789abcdef",
                      "message": "less wobble",
                      "name": "bounce",
                      "parameters": {
                        "delay-factor": 0.05,
                        "duration": 1,
                        "row-height": 44,
                        "timing": "uikit-spring(damping: 0.4, velocity: 0.1)"
                      },
                      "template": "move-up-bounce",
                      "time": "2026-11-22T10:15:30.123Z",
                      "version": 3
                    }
                  },
                  "duration": {
                    "$type": "duration",
                    "$value": {
                      "unit": "ms",
                      "value": 1000
                    }
                  },
                  "row-delay": {
                    "$type": "duration",
                    "$value": {
                      "unit": "ms",
                      "value": 50
                    }
                  }
                }

                """)
    }

    @Test func aBezierTimingAddsCubicBezierAndTransitionTokens() throws {
        let text = LibraryDocument.text(
            of: Self.shared(TemplateCatalog.template(named: "fade")!, name: "fade", message: nil))
        let root = try JSONReader.parse(Array(text.utf8))
        guard case .object(let members) = root else {
            Issue.record("not an object")
            return
        }
        #expect(
            members["easing"]
                == .object(["$type": .string("cubicBezier"), "$value": .array([0.42, 0, 0.58, 1].map(JSONValue.number))]
                ))
        #expect(
            members["transition"]
                == .object([
                    "$type": .string("transition"),
                    "$value": .object([
                        "duration": .string("{duration}"), "timingFunction": .string("{easing}"),
                        "delay": .object(["value": .number(0), "unit": .string("ms")])
                    ])
                ]))
        #expect(text.contains("\"message\": null"))
    }

    @Test func everyTemplateReadsBackExactlyAndMatchesTheSchema() throws {
        let schemaPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/reference/library-file.schema.json").path
        let schema = try JSONReader.parse(Array(try #require(FileManager.default.contents(atPath: schemaPath))))
        for template in TemplateCatalog.all {
            let preset = Self.shared(template, name: "p \(template.name)")
            let text = LibraryDocument.text(of: preset)
            #expect(try LibraryDocument.read(Array(text.utf8)) == preset)
            #expect(LibraryDocument.text(of: try LibraryDocument.read(Array(text.utf8))) == text)
            #expect(
                SchemaValidator.validate(try JSONReader.parse(Array(text.utf8)), against: schema) == [],
                "\(template.name)")
        }
    }

    @Test func readingRefusesWithOneLineNamingTheField() {
        let valid = LibraryDocument.text(of: Self.shared())
        let cases: [(String, String)] = [
            ("{", "expected a key in quotes: the file ends too early (truncated?)"),
            ("[]", "the file must hold a JSON object"),
            ("{}", "“$extensions.dev.animstudio.preset” is missing: the file holds no animstudio preset"),
            (
                valid.replacingOccurrences(of: "\"format\": 1", with: "\"format\": 2"),
                "“$extensions.dev.animstudio.preset.format” is 2; this animstudio reads format 1"
            ),
            (
                valid.replacingOccurrences(of: "0123456789abcdef0123456789abcdef", with: "../x"),
                "“$extensions.dev.animstudio.preset.id” must be 1 to 64 lowercase hexadecimal digits, got “../x”"
            ),
            (
                valid.replacingOccurrences(of: "\"duration\": 1,", with: "\"duration\": -1,"),
                "“$extensions.dev.animstudio.preset.parameters”: duration must be greater than 0 and at most 3600, got -1"
            ),
            (
                valid.replacingOccurrences(of: "\"version\": 3", with: "\"version\": 0"),
                "“$extensions.dev.animstudio.preset.version” must be 1 or more, got 0"
            ),
            (
                valid.replacingOccurrences(of: "2026-11-22T10:15:30.123Z", with: "yesterday"),
                "“$extensions.dev.animstudio.preset.time” must be a UTC time like 2026-11-22T10:15:30.123Z, got “yesterday”"
            )
        ]
        for (text, message) in cases {
            #expect(throws: LibraryError(message)) { try LibraryDocument.read(Array(text.utf8)) }
        }
    }

    @Test func fileNamesAreOnePlainFileForAnyName() {
        #expect(LibraryFileName.path(for: "bounce") == "presets/bounce.json")
        #expect(LibraryFileName.path(for: "my card") == "presets/my%20card.json")
        #expect(LibraryFileName.path(for: "../etc/passwd") == "presets/%2E.%2Fetc%2Fpasswd.json")
        #expect(LibraryFileName.path(for: "carte-é") == "presets/carte-%C3%A9.json")
    }
}
