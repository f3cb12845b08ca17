import AnimationCore
import Foundation
import StudioExchange
import Testing

/// The generated package's reduced-motion variants and platform factories, type-checked against the
/// stub SwiftUI, UIKit and QuartzCore modules (Linux has none; LibraryPackageBuildTests builds and
/// tests the platform-neutral part with the real toolchain).
@Suite struct GeneratedPackageTests {
    static func request(
        _ name: String, template: String = "move-up-bounce", timing: String? = nil, variant: String? = nil
    ) throws -> CodeExportRequest {
        let known = try #require(TemplateCatalog.template(named: template))
        var text = known.defaults.text
        if let timing { text["timing"] = timing }
        var parameters = try PresetParameters(known, text: text)
        if let variant {
            parameters = try parameters.setting(reducedMotion: try ReducedMotionVariant(parsing: variant))
        }
        return CodeExportRequest(
            presetName: name, versionLabel: "\(name)@2", templateName: template, parameters: parameters.values,
            studioVersion: "test")
    }

    /// One preset of each variant kind: bounce has none authored (the template's default), calm-in
    /// plays bounce.
    static func presets() throws -> [SwiftPackageExport.Preset] {
        let bounce = try request("bounce")
        var calmIn = try request("calm-in", timing: "ease-out", variant: "preset(name: bounce)")
        calmIn.reducedMotionPreset = try PresetParameters(
            try #require(TemplateCatalog.template(named: "move-up-bounce")), bounce.parameters)
        return [
            bounce,
            try request("pop", template: "fade", variant: "instant"),
            try request(
                "settle", timing: "uikit-spring(damping: 0.5, velocity: 0)",
                variant: "retimed(timing: uikit-spring(damping: 1, velocity: 0))"),
            try request(
                "glide", timing: "swiftui-spring(duration: 0.4, bounce: 0.3)",
                variant: "cross-fade(duration: 0.25, timing: ease-out)"),
            calmIn
        ].map { SwiftPackageExport.Preset(request: $0, version: 2) }
    }

    static func files() throws -> [String: String] {
        try SwiftPackageExport.files(module: "TeamMotion", presets: try presets())
    }

    /// Two presets whose generated names would meet (`bounce` gives `bounceReducedMotion`; so does a
    /// preset named `bounce-reduced-motion`), or whose files are one on a case-insensitive disk, are
    /// refused with both names, and nothing is generated.
    @Test func presetsWhoseGeneratedNamesMeetAreRefused() throws {
        let cases: [(String, String, String)] = [
            ("bounce", "bounce-reduced-motion", "the Swift name `bounceReducedMotion`"),
            ("bounce", "bounce-animator", "the Swift name `bounceAnimator`"),
            ("team-bounce", "team-bounce-core-animation", "the Swift name `teamBounceCoreAnimation`")
        ]
        for (first, second, what) in cases {
            let presets = try [first, second].map {
                SwiftPackageExport.Preset(request: try Self.request($0), version: 1)
            }
            #expect(
                throws: CodeExportError(
                    "presets “\(first)” and “\(second)” would both give \(what) in the package; rename one of them")
            ) {
                try SwiftPackageExport.files(module: "TeamMotion", presets: presets)
            }
        }
        // Names that only look alike still generate.
        let distinct = try ["team-bounce", "Team Bounce"].map {
            SwiftPackageExport.Preset(request: try Self.request($0), version: 1)
        }
        #expect(try SwiftPackageExport.files(module: "TeamMotion", presets: distinct).count == 6)
    }

    /// The lines of `text` from the one starting with `first` through the next `#endif`.
    static func block(_ text: String, from first: String) -> [String] {
        let lines = text.components(separatedBy: "\n")
        // The last one: the imports at the top open with the same `#if canImport(…)`.
        guard let start = lines.lastIndex(of: first) else { return [] }
        let end = lines[start...].firstIndex(of: "#endif") ?? lines.count - 1
        return Array(lines[start...end])
    }

    @Test func eachPresetCarriesItsVariantTypedWithItsCurveAndTracks() throws {
        let files = try Self.files()
        let source = { (name: String) in files["Sources/TeamMotion/Presets/\(name).swift"] ?? "" }
        let ease = ".cubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)"
        #expect(
            Self.block(source("bounce"), from: "        reducedMotion: MotionReducedMotion(").prefix(5) == [
                "        reducedMotion: MotionReducedMotion(",
                "            kind: .crossFade(duration: 0.2, timing: \(ease)),",
                "            text: \"cross-fade(duration: 0.2, timing: ease-in-out)\",",
                "            timing: \(ease), duration: 0.2,",
                // A cross-fade holds the moving track at its end.
                "            tracks: [MotionTrack(name: \"translation.y\", from: 0, to: 0), MotionTrack(name: \"opacity\", from: 0, to: 1)])"
            ])
        #expect(source("pop").contains("            kind: .instant,\n            text: \"instant\",\n"))
        #expect(source("pop").contains("timing: .cubicBezier(x1: 0, y1: 0, x2: 1, y2: 1), duration: 0,"))
        #expect(source("settle").contains("            kind: .retimed(timing: .spring(mass: 1, stiffness: "))
        #expect(
            source("glide").contains(
                "            kind: .crossFade(duration: 0.25, timing: .cubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)),"))
        // calm-in plays bounce as it is: bounce's curve, duration and tracks.
        let bounceTiming = try #require(
            source("bounce").components(separatedBy: "\n").first { $0.hasPrefix("        timing: ") })
        #expect(source("calm-in").contains("            kind: .preset(name: \"bounce\"),\n"))
        #expect(
            source("calm-in").contains(
                "            timing: \(bounceTiming.dropFirst("        timing: ".count).dropLast()), duration: 1,"))
        // The tests sample the variant too.
        #expect(
            files["Tests/TeamMotionTests/pop.swift"]?.contains("    func testReducedMotionMatchesTheStudio() {") == true
        )
    }

    @Test func theFactoriesChooseTheVariantThePlatformsWay() throws {
        let files = try Self.files()
        let bounce = try #require(files["Sources/TeamMotion/Presets/bounce.swift"])
        #expect(Self.block(bounce, from: "#if canImport(SwiftUI)").count > 0)
        #expect(
            Self.block(bounce, from: "#if canImport(UIKit)").dropFirst(2) == [
                "    /// bounce@2: a property animator with UIKit's timing parameters and the duration; with",
                "    /// Reduce Motion on (`UIAccessibility.isReduceMotionEnabled`), the variant's.",
                "    @MainActor public static func bounceAnimator() -> UIViewPropertyAnimator {",
                "        bounceAnimator(reduceMotion: UIAccessibility.isReduceMotionEnabled)", "    }", "",
                "    /// bounce@2's property animator for the Reduce Motion setting.",
                "    @MainActor public static func bounceAnimator(reduceMotion: Bool) -> UIViewPropertyAnimator {",
                "        if reduceMotion {",
                "            // Reduce Motion: cross-fade(duration: 0.2, timing: ease-in-out).",
                "            return UIViewPropertyAnimator(duration: 0.2, timingParameters: UICubicTimingParameters(animationCurve: .easeInOut))",
                "        }",
                "        return UIViewPropertyAnimator(duration: 1, timingParameters: UISpringTimingParameters(dampingRatio: 0.4, initialVelocity: CGVector(dx: 0.1, dy: 0.1)))",
                "    }", "}", "#endif"
            ])
        let pop = try #require(files["Sources/TeamMotion/Presets/pop.swift"])
        #expect(pop.contains("    public static let popReducedMotion: Animation? = nil\n"))
        #expect(
            pop.contains(
                "        if reduceMotion {\n            // Reduce Motion: instant: set the final value without animation.\n            return nil\n        }\n"
            ))
        // SwiftUI's spring(duration:bounce:) is iOS 17: the package, built for iOS 15, spells the same
        // spring by its response and damping fraction.
        let glide = try #require(files["Sources/TeamMotion/Presets/glide.swift"])
        #expect(
            glide.contains("    public static let glide: Animation = .spring(response: 0.4, dampingFraction: 0.7)\n"))
        #expect(!glide.contains(".spring(duration:"))
    }

    /// Writes the package's sources into a temporary folder and builds module TeamMotion from them
    /// against the stubs; returns the folder holding the module.
    static func builtModule() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("package-\(UUID().uuidString)")
        var sources: [String] = []
        for (path, text) in try files() where path.hasPrefix("Sources/") {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            sources.append(url.path)
        }
        try SwiftTypeChecker.emitModule("TeamMotion", files: sources.sorted(), into: folder)
        return folder
    }

    @Test func thePackageBuildsAgainstTheAppleStubsAndAnAppUsesEveryFactory() throws {
        let folder = try Self.builtModule()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("App.swift")
        try """
        import QuartzCore
        import SwiftUI
        import TeamMotion
        import UIKit

        struct Card<Content: View>: View {
            let content: Content
            @Environment(\\.accessibilityReduceMotion) var reduceMotion
            @State var expanded = false
            var body: some View {
                content.popAnimation(value: expanded)
            }
            func toggle() {
                withAnimation(.bounce(reduceMotion: reduceMotion)) { expanded.toggle() }
                withAnimation(.glide) { expanded.toggle() }
                withAnimation(Animation.settleReducedMotion) { expanded.toggle() }
            }
        }

        @MainActor func animate() -> [Any] {
            let animator: UIViewPropertyAnimator = MotionPreset.calmInAnimator()
            let reduced: UIViewPropertyAnimator = MotionPreset.popAnimator(reduceMotion: true)
            let fade: CABasicAnimation? = MotionPreset.bounceCoreAnimation(keyPath: "opacity", reduceMotion: true)
            let spring: CASpringAnimation = MotionPreset.settleSpringAnimation(keyPath: "position.y")
            let cubic: CAMediaTimingFunction = MotionPreset.calmInTimingFunction()
            return [animator, reduced, fade as Any, spring, cubic]
        }

        func kinds() -> [MotionReducedMotion.Kind] {
            MotionPreset.all.map(\\.reducedMotion.kind)
        }

        extension MotionPreset {
            static let all = [bounce, pop, settle, glide, calmIn]
        }

        """.write(to: app, atomically: true, encoding: .utf8)
        try SwiftTypeChecker.typecheck(files: [app.path], importing: folder)
    }
}
