import AnimationCore
import StudioExchange
import Testing

/// The exporter's contract: errors, determinism, the `linear()` fit and the DTCG tokens' type rules.
@Suite struct CodeExportTests {
    @Test func unknownTemplateIsOneClearError() {
        var request = CodeExportFixtures.request("fade")
        request.templateName = "wobble"
        #expect(
            throws: CodeExportError(
                "unknown template “wobble”; templates: fade, move-up-bounce, move-up-fade, slide-in, tip-in, card-expand, toolbar-swap"
            )
        ) {
            try CodeExporter.export(request, as: .css)
        }
    }

    @Test(arguments: [0, -1, 0.5, Double.nan, Double.infinity]) func toleranceOutOfRange(_ tolerance: Double) {
        let request = CodeExportFixtures.request("fade", tolerance: tolerance)
        #expect(
            throws: CodeExportError(
                "tolerance must be between 0.000001 and 0.1 of the distance, got \(NumberFormat.shortest(tolerance))")
        ) {
            try CodeExporter.export(request, as: .css)
        }
    }

    @Test func samePresetSameBytes() throws {
        for target in CodeTarget.allCases {
            let request = CodeExportFixtures.request("move-up-bounce")
            #expect(try CodeExporter.export(request, as: target) == CodeExporter.export(request, as: target))
        }
    }

    @Test func fileNames() throws {
        let names = try CodeTarget.allCases.map {
            try CodeExporter.export(CodeExportFixtures.request("fade", name: "My fade 2"), as: $0).fileName
        }
        #expect(
            names == [
                "__my_020_fade_020_2.swift", "__my_020_fade_020_2.swift", "__my_020_fade_020_2.css",
                "__my_020_fade_020_2.kt", "__my_020_fade_020_2.tokens.json", "__my_020_fade_020_2.motion.js",
                "__my_020_fade_020_2.reanimated.js", "__my_020_fade_020_2.dart", "__my_020_fade_020_2.figma.json"
            ])
        let plain = try CodeTarget.allCases.map {
            try CodeExporter.export(CodeExportFixtures.request("fade", name: "my-fade-2"), as: $0).fileName
        }
        #expect(
            plain == [
                "my-fade-2.swift", "my-fade-2.swift", "my-fade-2.css", "my-fade-2.kt", "my-fade-2.tokens.json",
                "my-fade-2.motion.js", "my-fade-2.reanimated.js", "my-fade-2.dart", "my-fade-2.figma.json"
            ])
    }

    /// The `linear()` fit against an independent dense evaluation of the studio's curve, at times
    /// between the fit's own samples, for several tolerances.
    @Test(arguments: [0.01, 0.001, 0.0001]) func linearEasingWithinTolerance(_ tolerance: Double) throws {
        let curve = try AnimationCurve(.uikitSpring(dampingRatio: 0.3, velocity: 0), duration: 0.8)
        let easing = LinearEasing(
            curve: { curve.progress(at: $0 * 0.8) }, valueBeforeEnd: curve.valueBeforeEnd, tolerance: tolerance)
        #expect(easing.text.hasPrefix("linear(0, "))
        #expect(easing.largestDifference <= tolerance)
        var largest = 0.0
        for i in 0..<7919 {
            let u = (Double(i) + 0.37) / 7919
            largest = max(largest, abs(LinearEasing.evaluate(easing.stops, at: u) - curve.progress(at: u * 0.8)))
        }
        #expect(largest <= tolerance * 1.01)
        #expect(easing.stops.last == LinearEasing.Stop(value: 1, position: 1))
        #expect(easing.stops[easing.stops.count - 2].position == 1)
    }

    @Test func composeUsesFloatLiterals() throws {
        let spring = try CodeExporter.export(
            CodeExportFixtures.request("fade", timing: .android(stiffness: 1500, dampingRatio: 0.5)), as: .compose
        ).text
        #expect(spring.contains("val FadeSpec: AnimationSpec<Float> = spring(dampingRatio = 0.5f, stiffness = 1500f)"))
        #expect(spring.contains("animateFloatAsState(if (visible) 1f else 0f, FadeSpec, label = \"fade\")"))
        let tween = try CodeExporter.export(CodeExportFixtures.request("fade"), as: .compose).text
        #expect(
            tween.contains(
                "val FadeSpec: AnimationSpec<Float> = tween(durationMillis = 500, easing = CubicBezierEasing(0.42f, 0f, 0.58f, 1f))"
            ))
        #expect(tween.contains("// Exact: tween with CubicBezierEasing (Float control points, whole milliseconds)."))
    }

    /// DTCG 2025.10 type rules: durations are {value ≥ 0, unit ms|s}; cubicBezier has 4 numbers with
    /// x in [0, 1]; a transition's members are values or references; the spring is in $extensions.
    @Test(arguments: CodeExportFixtures.all.filter { $0.templateName == "move-up-bounce" || $0.templateName == "fade" })
    func tokensFollowDTCGTypes(_ request: CodeExportRequest) throws {
        let text = try CodeExporter.export(request, as: .tokens).text
        let root = try #require(Self.object(try JSONReader.parse(Array(text.utf8))))
        let group = try #require(Self.object(root[request.presetName]))
        for name in ["duration", "row-delay"] {
            let token = try #require(Self.object(group[name]))
            #expect(token["$type"] == .string("duration"))
            let value = try #require(Self.object(token["$value"]))
            #expect(Set(value.keys) == ["value", "unit"])
            #expect(value["unit"] == .string("ms"))
            guard case .number(let number) = value["value"] else {
                Issue.record("duration value is not a number")
                continue
            }
            #expect(number >= 0 && number.isFinite)
        }
        let easing = try #require(Self.object(group["easing"]))
        #expect(easing["$type"] == .string("cubicBezier"))
        guard case .array(let points) = easing["$value"] else {
            Issue.record("cubicBezier value is not an array")
            return
        }
        let numbers = points.compactMap { value -> Double? in
            if case .number(let n) = value { return n } else { return nil }
        }
        #expect(numbers.count == 4)
        #expect((0...1).contains(numbers[0]) && (0...1).contains(numbers[2]))
        let transition = try #require(Self.object(group["transition"]))
        #expect(transition["$type"] == .string("transition"))
        let members = try #require(Self.object(transition["$value"]))
        #expect(Set(members.keys) == ["duration", "delay", "timingFunction"])
        #expect(members["duration"] == .string("{\(request.presetName).duration}"))
        #expect(members["timingFunction"] == .string("{\(request.presetName).easing}"))
        let spring = Self.object(Self.object(transition["$extensions"])?["dev.animstudio.spring"])
        #expect((spring != nil) == request.parameters.timing.isSpring)
    }

    static func object(_ value: JSONValue?) -> [String: JSONValue]? {
        if case .object(let members) = value { return members }
        return nil
    }
}

/// Every template exports to every target, and bad numbers give one clear error instead of a trap.
@Suite struct CodeExportSweepTests {
    @Test(arguments: TemplateCatalog.all.map(\.name)) func everyTemplateEveryTarget(_ template: String) throws {
        for target in CodeTarget.allCases {
            let code = try CodeExporter.export(CodeExportFixtures.request(template), as: target)
            #expect(code.text.hasSuffix("\n"))
            #expect(code.text.contains("\(template)@3"))
            #expect(code.largestDifference.isFinite)
        }
    }

    @Test func nonFiniteDurationIsAnError() {
        let request = CodeExportFixtures.request("fade", ["duration": .nan])
        #expect(
            throws: CodeExportError(
                "fade@3 cannot be exported: duration must be greater than 0 and at most 3600, got nan")
        ) {
            try CodeExporter.export(request, as: .uikit)
        }
    }
}
