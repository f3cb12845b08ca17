import AnimationCore
import StudioExchange
import Testing

@Suite struct PresetFileTests {
    static func sample() throws -> PresetFile {
        let template = try #require(TemplateCatalog.template(named: "move-up-bounce"))
        var second = template.defaults
        second.values["timing"] = .timing(.uikitSpring(dampingRatio: 0.55, velocity: 0))
        return PresetFile(
            name: "bounce", template: "move-up-bounce",
            versions: [
                .init(
                    number: 1, time: "2026-11-22T10:00:00.000Z", message: "from move-up-bounce",
                    parameters: try .defaults(of: template)),
                .init(
                    number: 2, time: "2026-11-22T10:05:00.000Z", message: "less wobble",
                    parameters: try PresetParameters(template, second))
            ],
            tags: ["calm": 2])
    }

    @Test func exactBytes() throws {
        let text = try PresetFileTests.sample().text
        #expect(
            text == """
                {
                  "name": "bounce",
                  "schemaVersion": 1,
                  "tags": {
                    "calm": 2
                  },
                  "template": "move-up-bounce",
                  "versions": [
                    {
                      "message": "from move-up-bounce",
                      "number": 1,
                      "parameters": {
                        "delay-factor": 0.05,
                        "duration": 1,
                        "row-height": 44,
                        "timing": "uikit-spring(damping: 0.4, velocity: 0.1)"
                      },
                      "time": "2026-11-22T10:00:00.000Z"
                    },
                    {
                      "message": "less wobble",
                      "number": 2,
                      "parameters": {
                        "delay-factor": 0.05,
                        "duration": 1,
                        "row-height": 44,
                        "timing": "uikit-spring(damping: 0.55, velocity: 0)"
                      },
                      "time": "2026-11-22T10:05:00.000Z"
                    }
                  ]
                }

                """)
    }

    @Test func readBackGivesTheSameFileAndBytes() throws {
        let file = try PresetFileTests.sample()
        let read = try PresetFile(bytes: Array(file.text.utf8))
        #expect(read == file)
        #expect(read.text == file.text)
    }

    @Test(arguments: [
        (
            #"{"schemaVersion": 2, "name": "a", "template": "fade", "versions": []}"#,
            "schemaVersion 2 is not supported; this animstudio reads version 1"
        ),
        (
            #"{"schemaVersion": 1, "name": "a", "template": "fade", "versions": [], "extra": 1}"#,
            "unknown key “extra” in the file; expected schemaVersion, name, template, tags, versions"
        ),
        (
            #"{"schemaVersion": 1, "name": "a", "template": "wiggle", "versions": []}"#,
            "template “wiggle” is unknown; expected one of fade, move-up-bounce, move-up-fade, slide-in, tip-in, card-expand, toolbar-swap"
        ),
        (
            #"{"schemaVersion": 1, "name": "a", "template": "fade", "versions": []}"#,
            "“versions” must be a non-empty array"
        ),
        (
            #"{"schemaVersion": 1, "name": "a", "template": "fade", "versions": [{"number": 1, "time": "t", "parameters": {"duration": -1, "delay-factor": 0, "timing": "linear"}}]}"#,
            "versions[0].parameters: duration must be greater than 0 and at most 3600, got -1"
        ),
        (
            #"{"schemaVersion": 1, "name": "a", "template": "fade", "versions": [{"number": 1, "time": "t", "parameters": {"duration": 1, "delay-factor": 0, "timing": "linear", "colour": 3}}]}"#,
            "versions[0].parameters: unknown parameter “colour” for fade; expected duration, delay-factor, timing"
        ),
        (
            #"{"schemaVersion": 1, "name": "a", "template": "fade", "versions": [{"number": 1, "time": "t", "parameters": {"duration": 1, "delay-factor": 0, "timing": "sprung"}}]}"#,
            "versions[0].parameters: unknown timing “sprung”; expected one of linear, ease-in, ease-out, ease-in-out, ca-default, cubic, uikit-spring, spring, swiftui-spring, pop, origami, android, smooth, snappy, bouncy, motion-spring, reanimated-spring, flutter-spring, compose-spring, figma-spring"
        ),
        (
            #"{"schemaVersion": 1, "name": "a", "template": "fade", "versions": [{"number": 1, "time": "t", "parameters": {"duration": "1", "delay-factor": 0, "timing": "linear"}}]}"#,
            "versions[0].parameters.duration must be a number, got the string “1”"
        ),
        (
            #"{"schemaVersion": 1, "name": "a", "template": "fade", "versions": [{"number": 1.5}]}"#,
            "versions[0].number must be a whole number"
        ),
        (#"{"schemaVersion": 1, "name": "a""#, "expected “,” or “}”: the file ends too early (truncated?)"),
        ("", "the file is empty")
    ])
    func invalidFilesAreRefused(_ text: String, _ message: String) {
        #expect(throws: ExchangeError(message)) { _ = try PresetFile(bytes: Array(text.utf8)) }
    }
}
