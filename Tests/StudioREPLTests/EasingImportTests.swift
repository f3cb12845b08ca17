import Foundation
import StudioREPL
import StudioTestSupport
import Testing

/// `import lottie|figma` (issue 32) on real Lottie files from airbnb/lottie-web's test animations
/// (`test/animations/{ripple,lights,starfish}.json` at bede03d, MIT licence, copied into
/// Fixtures/lottie) and a Figma file in the REST API's shape (Fixtures/figma).
@Suite struct EasingImportTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    func fixture(_ name: String) -> String { Self.fixtures.appendingPathComponent(name).path }

    func file(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("animstudio-\(UUID()).json").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func lottieEasingsBecomePresetsWithTheirDurations() throws {
        let studio = try PresetCommandTests.Studio()
        let ripple = fixture("lottie/ripple.json")
        // Four eased segments (a slider effect and a trim end), one easing over 60 frames at 60 fps.
        #expect(
            studio.run("import lottie \(ripple)").1 == """
                imported 1 preset from 4 easings in “\(ripple)”
                  traceNull Progress value  cubic(0.4, 0, 0.6, 1) over 1 s

                """)
        let lights = fixture("lottie/lights.json")
        #expect(
            studio.run("import lottie \(lights)").1 == """
                imported 3 presets from 3 easings in “\(lights)”
                  Shape Layer 1: Path 1 [1.1.1] position  cubic(0.92, 0, 0.833, 0.833) over 1 s
                  Shape Layer 1: Path 1 [1.1.1] position 2  cubic(0.167, 0.167, 0.833, 0.833) over 2 s
                  Shape Layer 1: Path 1 [1.1.1] position 3  cubic(0.53, 0, 0.833, 0.833) over 0.166666666667 s

                """)
        #expect(
            studio.run("show \"traceNull Progress value\"").1.contains("timing        cubic(0.4, 0, 0.6, 1)"))
        // All or nothing: the same file again names presets that exist, and adds none.
        #expect(
            studio.run("import lottie \(lights)").2
                == "error: preset “Shape Layer 1: Path 1 [1.1.1] position” already exists\n")
        #expect(studio.run("presets").1.split(separator: "\n").count == 5)
    }

    @Test func holdKeyframesAreReportedNotInvented() throws {
        let studio = try PresetCommandTests.Studio()
        let starfish = fixture("lottie/starfish.json")
        let out = studio.run("import lottie \(starfish)").1
        #expect(out.hasPrefix("imported 31 presets from 32 easings in “\(starfish)”\n"))
        #expect(out.contains("\n  eye time-remap  cubic(0.167, 0.167, 0.833, 0.833) over 2.33333333333 s\n"))
        #expect(
            out.hasSuffix(
                "\n1 hold keyframe not imported (a hold jumps, it has no easing): Shape Layer 1: Path 1 [1.9] position at frame 77\n"
            ))
    }

    @Test func perDimensionTangentsThatDifferGiveOnePresetEach() throws {
        let studio = try PresetCommandTests.Studio()
        let path = try file(
            #"{"fr": 30, "layers": [{"nm": "card", "ks": {"s": {"a": 1, "k": [{"t": 0, "s": [0, 0], "o": {"x": [0.3, 0.1], "y": [0, 0]}, "i": {"x": [0.7], "y": [1, 1.2]}}, {"t": 15, "s": [100, 100]}]}}}]}"#
        )
        #expect(
            studio.run("import lottie \(path)").1 == """
                imported 2 presets from 2 easings in “\(path)”
                  card scale x  cubic(0.3, 0, 0.7, 1) over 0.5 s
                  card scale y  cubic(0.1, 0, 0.7, 1.2) over 0.5 s

                """)
    }

    @Test func malformedLottieFilesAreRefusedInOneLineAndAddNothing() throws {
        let studio = try PresetCommandTests.Studio()
        let cases: [(String, String)] = [
            (#"{"layers": []}"#, "“fr” (the frame rate) must be a number between 0 and 1000, per second"),
            (#"{"fr": 60}"#, "“layers” must be an array of layers"),
            (#"[1]"#, "a Lottie file is a JSON object with “fr” and “layers”"),
            (
                #"{"fr": 60, "layers": [{"nm": "a", "ks": {"o": {"k": [{"t": 0, "i": {"x": 1, "y": 1}}, {"t": 10}]}}}]}"#,
                "layers[0].ks.o.k[0]: an eased keyframe needs its “o” tangent (an object with x and y)"
            ),
            (
                #"{"fr": 60, "layers": [{"nm": "a", "ks": {"o": {"k": [{"t": 0, "o": {"x": 1.5, "y": 0}, "i": {"x": 1, "y": 1}}, {"t": 10}]}}}]}"#,
                "layers[0].ks.o.k[0].o.x must be between 0 and 1 (a time), got 1.5"
            ),
            (
                #"{"fr": 60, "layers": [{"nm": "a", "ks": {"o": {"k": [{"t": 10, "o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}}, {"t": 5}]}}}]}"#,
                "layers[0].ks.o.k[1]: keyframe times must not go back, got frame 5 after 10"
            )
        ]
        for (text, message) in cases {
            let path = try file(text)
            let (status, out, err) = studio.run("import lottie \(path)")
            #expect(status == 1 && out == "")
            #expect(err == "error: “\(path)”: \(message)\n")
        }
        #expect(
            studio.run("import lottie \(fixture("lottie/ripple.json")) --as mine").2.hasPrefix(
                "error: --as names a dataset or a preset; lottie presets are named after their layers\n"))
        #expect(studio.run("presets").1.hasPrefix("no presets"))
    }

    @Test func formatIsJSONForLottieFigmaAndPresetFiles() throws {
        let studio = try PresetCommandTests.Studio()
        let ripple = fixture("lottie/ripple.json")
        let refused = studio.run("import lottie \(ripple) --format csv")
        #expect(refused.0 == 1 && refused.1 == "")
        #expect(
            refused.2.hasPrefix("error: --format csv does not apply to lottie: a Lottie file is JSON\n"))
        #expect(
            studio.run("import figma examples/figma-prototype.json --format csv").2.hasPrefix(
                "error: --format csv does not apply to figma: a Figma file is JSON\n"))
        #expect(
            studio.run("import preset x.json --format csv").2.hasPrefix(
                "error: --format csv does not apply to preset: a preset file is JSON\n"))
        #expect(studio.run("presets").1.hasPrefix("no presets"))
        // --format json is what these files are: the import runs.
        #expect(studio.run("import lottie \(ripple) --format json").0 == 0)
        #expect(!studio.run("presets").1.hasPrefix("no presets"))
    }

    @Test func figmaTransitionsMapExactly() throws {
        let studio = try PresetCommandTests.Studio()
        let path = fixture("figma/prototype.json")
        #expect(
            studio.run("import figma \(path)").1 == """
                imported 5 presets from 7 easings in “\(path)”
                  Pay button  spring(mass: 1, stiffness: 250, damping: 18, velocity: 0) (runs until it settles; the file says 0.45 s)
                  Sheet  cubic(0.2, 0, 0, 1) over 0.3 s
                  Sheet 2  spring(mass: 1, stiffness: 100, damping: 15, velocity: 0) (runs until it settles; the file says 0.6 s)
                  Close  linear over 0.2 s
                  Badge  spring(mass: 1, stiffness: 80, damping: 20, velocity: 0) (runs until it settles; the file says 0.35 s)
                1 transition not imported (Figma publishes no control points for its named Bézier easings and the file carries none): Close EASE_OUT

                """)
        #expect(studio.run("show Sheet").1.contains("timing        cubic(0.2, 0, 0, 1)"))
    }

    @Test func malformedFigmaFilesAreRefusedInOneLine() throws {
        let studio = try PresetCommandTests.Studio()
        let node = { (transition: String) in
            #"{"document": {"id": "0:0", "children": [{"id": "1:2", "name": "Card", "interactions": [{"trigger": null, "actions": [{"type": "NODE", "transition": "#
                + transition + "}]}]}]}}"
        }
        let cases: [(String, String)] = [
            (#"{"name": "x"}"#, "a Figma file is a JSON object with a “document” (GET /v1/files/:key) or “nodes”"),
            (
                node(#"{"type": "DISSOLVE", "easing": {"type": "LINEAR"}}"#),
                "node “Card” (document.children[0].interactions[0].actions[0].transition): “duration” must be milliseconds above 0 and at most 3600000"
            ),
            (
                node(#"{"type": "DISSOLVE", "duration": 300, "easing": {"type": "WOBBLY"}}"#),
                "node “Card” (document.children[0].interactions[0].actions[0].transition): unknown easing type “WOBBLY”; expected EASE_IN, EASE_OUT, EASE_IN_AND_OUT, LINEAR, EASE_IN_BACK, EASE_OUT_BACK, EASE_IN_AND_OUT_BACK, CUSTOM_CUBIC_BEZIER, GENTLE, QUICK, BOUNCY, SLOW, CUSTOM_SPRING"
            ),
            (
                node(#"{"type": "DISSOLVE", "duration": 300, "easing": {"type": "CUSTOM_SPRING"}}"#),
                "node “Card” (document.children[0].interactions[0].actions[0].transition): a CUSTOM_SPRING easing needs its “easingFunctionSpring”"
            ),
            (
                node(
                    #"{"type": "DISSOLVE", "duration": 300, "easing": {"type": "CUSTOM_SPRING", "easingFunctionSpring": {"mass": 0, "stiffness": 100, "damping": 10}}}"#
                ),
                "node “Card” (document.children[0].interactions[0].actions[0].transition): mass must be greater than 0, got 0"
            )
        ]
        for (text, message) in cases {
            let path = try file(text)
            let (status, out, err) = studio.run("import figma \(path)")
            #expect(status == 1 && out == "")
            #expect(err == "error: “\(path)”: \(message)\n")
        }
        #expect(studio.run("presets").1.hasPrefix("no presets"))
    }

    /// A node named with 10,000 characters (and a Lottie layer as long) is imported under a 64-character
    /// name, and its version's message quotes the name cut at 64 characters: the message was the whole
    /// name, over the 1,000 a message may hold, and the import was refused as "version message is
    /// 10027 characters long". The real binary, on a database file.
    @Test func aLongNodeOrLayerNameIsImportedWithItsNameCut() throws {
        let studio = try TemporaryStudio("long-easing-name")
        let long = String(repeating: "n", count: 10_000)
        let figma = try file(
            #"{"document": {"id": "0:0", "children": [{"id": "1:2", "name": ""#
                + long
                + #"", "interactions": [{"trigger": null, "actions": [{"type": "NODE", "transition": {"type": "DISSOLVE", "duration": 300, "easing": {"type": "LINEAR"}}}]}]}]}}"#
        )
        let cut = String(repeating: "n", count: 64)
        let imported = try studio.run("import figma \(figma)")
        #expect(imported.stderr == "")
        #expect(imported.stdout == "imported 1 preset from 1 easing in “\(figma)”\n  \(cut)  linear over 0.3 s\n")
        let history = try studio.run("history \(cut) --format json")
        #expect(history.stdout.contains("\"message\": \"imported from figma \(cut)… LINEAR\""), "\(history.stdout)")
        let lottie = try file(
            #"{"v": "5.7.0", "fr": 60, "ip": 0, "op": 60, "w": 10, "h": 10, "layers": [{"ty": 3, "nm": ""#
                + String(repeating: "l", count: 10_000)
                + #"", "ks": {"o": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0.3], "y": [0]}, "i": {"x": [0.7], "y": [1]}}, {"t": 30, "s": [100]}]}}}]}"#
        )
        let layer = try studio.run("import lottie \(lottie)")
        #expect(layer.stderr == "")
        #expect(
            layer.stdout
                == "imported 1 preset from 1 easing in “\(lottie)”\n  \(String(repeating: "l", count: 64))  cubic(0.3, 0, 0.7, 1) over 0.5 s\n"
        )
    }
}
