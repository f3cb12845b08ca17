import AnimationCore
import Foundation
import StudioExchange
import StudioStore
import Testing

@testable import StudioLibrary

/// `library check`'s tolerances: each target's bound, and the bound named when a preset fails it.
@Suite struct LibraryCheckToleranceTests {
    /// A library folder holding one move-up-bounce preset with `timing`.
    func check(timing: String) throws -> LibraryCheck.Report {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animstudio-tolerance-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("presets"), withIntermediateDirectories: true)
        let template = try #require(TemplateCatalog.template(named: "move-up-bounce"))
        var text = template.defaults.text
        text["timing"] = timing
        let preset = SharedPreset(
            id: "0123456789abcdef0123456789abcdef",
            content: PresetContent(
                name: "bounce", template: template, parameters: try PresetParameters(template, text: text).values),
            version: 1, message: nil, author: "ana", time: "2026-11-22T10:00:00.000Z")
        try LibraryDocument.text(of: preset).write(
            to: folder.appendingPathComponent("presets/bounce.json"), atomically: true, encoding: .utf8)
        return try LibraryCheck.run(folder: folder.path)
    }

    @Test func eachTargetsBound() {
        let spring = try! TimingExpression(parsing: "uikit-spring(damping: 0.4, velocity: 0.1)")
        let bezier = try! TimingExpression(parsing: "ease-in-out")
        #expect(
            CodeTarget.allCases.map { LibraryCheck.tolerance(for: $0, timing: spring) } == [
                0.02, 0.02, 0.001, 0.02, nil, 0.02, 0.02, 0.02, 0.02
            ])
        #expect(
            CodeTarget.allCases.map { LibraryCheck.tolerance(for: $0, timing: bezier) } == [
                0.02, 0.02, 0.001, 0.02, 0, 0.02, 0.02, 0.02, 0.02
            ])
    }

    @Test func aBouncySpringPassesThoughItsTokenIsOnlyABestFitBezier() throws {
        // The token is 0.63 away (DTCG has no spring); every framework runs the spring itself.
        #expect(try check(timing: "uikit-spring(damping: 0.1, velocity: 0)").problems == [])
        #expect(try check(timing: "cubic(0.17, 0.67, 0.76, 1)").problems == [])
    }

    @Test func aFailingTargetIsNamedWithItsDifferenceAndTheToleranceApplied() throws {
        // SwiftUI's and Compose's springs run on past the studio's cut-off at 1 s, where this one
        // still swings.
        #expect(
            try check(timing: "uikit-spring(damping: 0.05, velocity: 5)").problems == [
                LibraryCheck.Problem(
                    file: "presets/bounce.json",
                    reason:
                        "exports to swiftui 0.036886 away from the exact curve in progress (at 1.008 s); library check's tolerance for swiftui is 0.02"
                )
            ])
    }
}
