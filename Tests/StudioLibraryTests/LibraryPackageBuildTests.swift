import AnimationCore
import Foundation
import StudioStore
import StudioTestSupport
import Testing

@testable import StudioLibrary

/// The generated package built and tested with this machine's toolchain, and an app depending on
/// it by a `file://` URL and a version, through a release and an update. Slow (several `swift`
/// builds); every build has its own scratch and cache folders in the temporary folder, never this
/// repository's `.build`.
@Suite(.serialized) struct LibraryPackageBuildTests {
    /// Runs `swift` with `arguments` on the package in `folder`; fails the test with its output on a non-zero exit.
    static func swift(_ arguments: [String], in folder: String, scratch: String, team: TeamFixture) throws -> String {
        let run = try TimedProcess(
            "swift",
            arguments + [
                "--package-path", folder, "--scratch-path", team.root + "/scratch-" + scratch,
                "--cache-path", team.root + "/swiftpm-cache"
            ], timeout: 1200)
        #expect(run.status == 0, "swift \(arguments.joined(separator: " ")): \(run.stdout)\(run.stderr)")
        return run.stdout + run.stderr
    }

    static func appFiles(_ team: TeamFixture, progress: (full: Double, reduced: Double)) throws {
        let app = team.root + "/app"
        try FileManager.default.createDirectory(atPath: app + "/Tests/AppTests", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: app + "/Sources/App", withIntermediateDirectories: true)
        try """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "App",
            dependencies: [.package(url: "file://\(team.remote)", from: "1.0.0")],
            targets: [
                .target(name: "App", dependencies: [.product(name: "Team", package: "team")]),
                .testTarget(name: "AppTests", dependencies: ["App", .product(name: "Team", package: "team")]),
            ]
        )

        """.write(toFile: app + "/Package.swift", atomically: true, encoding: .utf8)
        try """
        import Team

        public func bounceAt(_ t: Double) -> Double { MotionPreset.bounce.progress(at: t) }
        public func bounceReducedAt(_ t: Double) -> Double { MotionPreset.bounce.reducedMotion.progress(at: t) }

        """.write(toFile: app + "/Sources/App/App.swift", atomically: true, encoding: .utf8)
        try """
        import App
        import XCTest

        final class AppTests: XCTestCase {
            func testBounceIsTheStudiosCurve() {
                XCTAssertEqual(bounceAt(0.3), \(progress.full))
                XCTAssertEqual(bounceReducedAt(0.1), \(progress.reduced))
            }
        }

        """.write(toFile: app + "/Tests/AppTests/AppTests.swift", atomically: true, encoding: .utf8)
    }

    /// The studio's progress of `name` at 0.3 s, as `sample` prints it (the latest version's curve),
    /// and its reduced-motion variant's at 0.1 s.
    static func studioProgress(_ studio: Studio, _ name: String) throws -> (full: Double, reduced: Double) {
        let version = try studio.store.latestVersion(of: name)
        return (
            version.parameters.animation.curve.progress(at: 0.3),
            try version.parameters.reducedMotionAnimation().curve.progress(at: 0.1)
        )
    }

    /// The generated source of the preset called `name` (file names are escaped: found by content).
    static func presetSource(_ folder: String, _ name: String) throws -> String {
        let presets = folder + "/Sources/Team/Presets"
        for file in try FileManager.default.contentsOfDirectory(atPath: presets) {
            let text = try String(contentsOfFile: presets + "/" + file, encoding: .utf8)
            if text.contains("name: \"\(name)\", version:") { return text }
        }
        throw LibraryError("no generated file for \(name)")
    }

    @Test func theGeneratedPackageBuildsAndTestsAndAnAppFollowsItsReleases() throws {
        let team = try TeamFixture()
        let ana = try team.studio("ana")
        // Every kind of reduced-motion variant; bounce and slow-out have none in their files (as files
        // written before variants existed) and show the template's default.
        try ana.create("bounce")
        try ana.create("Bounce", ["timing": "cubic(0.2, 0, 0.2, 1)"], reducedMotion: "instant")
        try ana.create(
            "class", ["timing": "ease-in-out"], reducedMotion: "retimed(timing: uikit-spring(damping: 1, velocity: 0))")
        try ana.create(
            "Self", ["timing": "spring(response: 0.5, damping-fraction: 0.7)"], reducedMotion: "preset(name: class)")
        try ana.create(
            "🎉", ["timing": "swiftui-spring(duration: 0.4, bounce: 0.3)"],
            reducedMotion: "cross-fade(duration: 0.3, timing: cubic(0.3, 0, 0.7, 1))")
        // A variant naming a preset the library does not hold shows the template's default.
        try ana.create(
            "弹跳", ["timing": "spring(mass: 1, stiffness: 200, damping: 12, velocity: 0)"],
            reducedMotion: "preset(name: calm)")
        try ana.create("slow-out", ["timing": "spring(mass: 1, stiffness: 100, damping: 40, velocity: 0)"])
        _ = try ana.push()
        _ = try ana.current.package(module: nil, at: team.now())
        #expect(try ana.current.release("1.0.0").version == SemanticVersion(1, 0, 0))

        let library = ana.workingCopy
        #expect(!(try ana.file("bounce")).contains("reduced-motion"))
        let ease = ".cubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)"
        let defaultKind = "kind: .crossFade(duration: 0.2, timing: \(ease)),"
        #expect(try Self.presetSource(library, "bounce").contains(defaultKind))
        #expect(try Self.presetSource(library, "弹跳").contains(defaultKind))
        #expect(try Self.presetSource(library, "Bounce").contains("kind: .instant,"))
        #expect(
            try Self.presetSource(library, "Bounce").contains("ReducedMotion: Animation? = nil\n")
        )
        #expect(try Self.presetSource(library, "class").contains("kind: .retimed(timing: .spring(mass: 1,"))
        let preset = try Self.presetSource(library, "Self")
        #expect(preset.contains("kind: .preset(name: \"class\"),"))
        // Self plays class as it is: class's curve and duration.
        #expect(preset.contains("timing: \(ease), duration: 1,"))
        #expect(
            try Self.presetSource(library, "🎉").contains(
                "kind: .crossFade(duration: 0.3, timing: .cubicBezier(x1: 0.3, y1: 0, x2: 0.7, y2: 1)),"))

        _ = try Self.swift(["build"], in: library, scratch: "library", team: team)
        let tested = try Self.swift(["test"], in: library, scratch: "library", team: team)
        // Two tests per preset (the curve and its reduced-motion variant), each sampling 50 times
        // against the studio's numbers.
        #expect(tested.contains("Executed 14 tests, with 0 failures"), "\(tested)")

        let first = try Self.studioProgress(ana, "bounce")
        try Self.appFiles(team, progress: first)
        let app = team.root + "/app"
        let built = try Self.swift(["test"], in: app, scratch: "app", team: team)
        #expect(built.contains("Executed 1 test, with 0 failures"), "\(built)")
        let resolved = try String(contentsOfFile: app + "/Package.resolved", encoding: .utf8)
        #expect(resolved.contains("\"version\" : \"1.0.0\""))

        // Ben tunes bounce and releases 1.1.0; the app updates and sees the new curve.
        let ben = try team.studio("ben")
        _ = try ben.pull()
        try ben.edit("bounce", ["timing": "uikit-spring(damping: 0.5, velocity: 0)"], message: "bouncier")
        _ = try ben.push()
        #expect(try ben.current.proposeRelease().version == SemanticVersion(1, 1, 0))
        _ = try ben.current.release("1.1.0")
        let second = try Self.studioProgress(ben, "bounce")
        #expect(second != first)
        try Self.appFiles(team, progress: second)
        _ = try Self.swift(["package", "update"], in: app, scratch: "app", team: team)
        let updated = try Self.swift(["test"], in: app, scratch: "app", team: team)
        #expect(updated.contains("Executed 1 test, with 0 failures"), "\(updated)")
        #expect(
            try String(contentsOfFile: app + "/Package.resolved", encoding: .utf8).contains("\"version\" : \"1.1.0\""))
    }
}
