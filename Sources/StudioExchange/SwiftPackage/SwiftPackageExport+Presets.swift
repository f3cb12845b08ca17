import AnimationCore

/// One preset's generated source and test: the `MotionPreset` constant with its reduced-motion
/// variant, and the SwiftUI, UIKit and Core Animation factories that choose between the two the
/// platform's way (the environment's `accessibilityReduceMotion`, `UIAccessibility.isReduceMotionEnabled`),
/// written by the code the `export` targets use (``SwiftUIExport/animation(_:)``, ``UIKitTiming``).
extension SwiftPackageExport {
    /// `MotionTrack(…)` values for `animation`'s tracks, one per column.
    static func trackList(_ animation: TemplateAnimation) -> String {
        var tracks: [String] = []
        for track in animation.tracks {
            let from = track.values(at: 0)
            let to = track.values(at: 1)
            for (index, column) in track.columns.enumerated() {
                tracks.append(
                    "MotionTrack(name: \(stringLiteral(column)), from: \(literal(from[index])), to: \(literal(to[index])))"
                )
            }
        }
        return "[\(tracks.joined(separator: ", "))]"
    }

    /// The runtime's `MotionReducedMotion.Kind` for the variant the preset shows.
    static func variantKind(_ context: ExportContext) -> String {
        switch context.reducedMotion {
        case .instant: return ".instant"
        case .crossFade(let duration, _):
            return ".crossFade(duration: \(literal(duration)), timing: \(timing(context.reduced)))"
        case .retimed: return ".retimed(timing: \(timing(context.reduced)))"
        case .preset(let name): return ".preset(name: \(stringLiteral(name)))"
        }
    }

    /// The variant as a comment reads it.
    static func variantLabel(_ context: ExportContext) -> String {
        CommentText.line(context.reducedMotion.description)
    }

    static func presetFile(_ context: ExportContext, version: Int) -> String {
        let member = context.memberName
        let label = context.commentLabel
        let reduced = context.reduced
        var lines = [
            marker, "// \(label) (template \(CommentText.line(context.template.name)))."
        ]
        lines += context.unexpressedNotes { place($0, context) }.map { "// " + $0 }
        lines += [
            "",
            "#if canImport(SwiftUI)", "import SwiftUI", "#endif",
            "#if canImport(UIKit)", "import UIKit", "#endif",
            "#if canImport(QuartzCore)", "import QuartzCore", "#endif", "",
            "extension MotionPreset {",
            "    /// \(label); with Reduce Motion: \(variantLabel(context)).",
            "    public static let \(member) = MotionPreset(",
            "        name: \(stringLiteral(context.request.presetName)), version: \(version), template: \(stringLiteral(context.template.name)),",
            "        timingText: \(stringLiteral(context.timing.description)),",
            "        timing: \(timing(context)),",
            "        duration: \(literal(context.duration)), delayFactor: \(literal(context.delayFactor)),",
            "        tracks: \(trackList(context.animation)),",
            "        reducedMotion: MotionReducedMotion(",
            "            kind: \(variantKind(context)),",
            "            text: \(stringLiteral(context.reducedMotion.description)),",
            "            timing: \(timing(reduced)), duration: \(literal(reduced.duration)),",
            "            tracks: \(trackList(reduced.animation)))",
            "    )", "}", ""
        ]
        lines += swiftUI(context) + [""] + uiKit(context) + [""] + quartzCore(context)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `Animation.bounce`, `Animation.bounceReducedMotion` (nil for `instant`), `Animation.bounce(reduceMotion:)`
    /// and the `View.bounceAnimation(value:)` modifier that reads Reduce Motion from the environment.
    static func swiftUI(_ context: ExportContext) -> [String] {
        let member = context.memberName
        let label = context.commentLabel
        let reduced = context.reduced
        let variant = reduced.isInstant ? "nil" : SwiftUIExport.animation(reduced, iOS15: true).animation
        return [
            "#if canImport(SwiftUI)",
            "extension Animation {",
            "    /// \(label)",
            "    public static let \(member): Animation = \(SwiftUIExport.animation(context, iOS15: true).animation)",
            "    /// \(label) with Reduce Motion: \(variantLabel(context)) (nil: set the final values without animation).",
            "    public static let \(member)ReducedMotion: Animation? = \(variant)",
            "",
            "    /// \(label) for the Reduce Motion setting: `\(member)ReducedMotion` when it is on.",
            "    public static func \(member)(reduceMotion: Bool) -> Animation? {",
            "        reduceMotion ? \(member)ReducedMotion : \(member)",
            "    }",
            "}", "",
            "extension View {",
            "    /// Animates changes of `value` with \(label), or with its reduced-motion variant when the",
            "    /// environment's `accessibilityReduceMotion` is on.",
            "    public func \(member)Animation<Value: Equatable>(value: Value) -> some View {",
            "        modifier(",
            "            MotionReducedMotionAnimation(",
            "                animation: Animation.\(member), reducedMotion: Animation.\(member)ReducedMotion, value: value))",
            "    }",
            "}",
            "#endif"
        ]
    }

    /// `MotionPreset.bounceAnimator()` (following `UIAccessibility.isReduceMotionEnabled`) and
    /// `bounceAnimator(reduceMotion:)`: UIKit's timing parameters with the duration to run them for.
    static func uiKit(_ context: ExportContext) -> [String] {
        let member = context.memberName
        let label = context.commentLabel
        let reduced = context.reduced
        let variantTiming =
            reduced.isInstant
            ? "UICubicTimingParameters(animationCurve: .linear)" : UIKitTiming(context: reduced).timingParameters
        return [
            "#if canImport(UIKit)",
            "extension MotionPreset {",
            "    /// \(label): a property animator with UIKit's timing parameters and the duration; with",
            "    /// Reduce Motion on (`UIAccessibility.isReduceMotionEnabled`), the variant's.",
            "    @MainActor public static func \(member)Animator() -> UIViewPropertyAnimator {",
            "        \(member)Animator(reduceMotion: UIAccessibility.isReduceMotionEnabled)",
            "    }", "",
            "    /// \(label)'s property animator for the Reduce Motion setting.",
            "    @MainActor public static func \(member)Animator(reduceMotion: Bool) -> UIViewPropertyAnimator {",
            "        if reduceMotion {",
            "            // Reduce Motion: \(variantLabel(context)).",
            "            return UIViewPropertyAnimator(duration: \(literal(reduced.duration)), timingParameters: \(variantTiming))",
            "        }",
            "        return UIViewPropertyAnimator(duration: \(literal(context.duration)), timingParameters: \(UIKitTiming(context: context).timingParameters))",
            "    }",
            "}",
            "#endif"
        ]
    }

    /// `bounceCoreAnimation(keyPath:reduceMotion:)`: a `CABasicAnimation` with the cubic's timing
    /// function or a `CASpringAnimation` (UIKit's derived spring for `uikit-spring`), nil for an
    /// `instant` variant; and the s8 `bounceTimingFunction()` / `bounceSpringAnimation(keyPath:)`.
    static func quartzCore(_ context: ExportContext) -> [String] {
        let member = context.memberName
        let label = context.commentLabel
        let reduced = context.reduced
        var lines = [
            "#if canImport(QuartzCore)",
            "extension MotionPreset {",
            "    /// \(label): an animation of `keyPath` over the preset's curve and duration; with `reduceMotion`,",
            "    /// the variant's (\(variantLabel(context))). Core Animation has no Reduce Motion setting of its own:",
            "    /// pass `UIAccessibility.isReduceMotionEnabled` (iOS) or",
            "    /// `NSWorkspace.shared.accessibilityDisplayShouldReduceMotion` (macOS).",
            "    public static func \(member)CoreAnimation(keyPath: String, reduceMotion: Bool) -> CABasicAnimation? {",
            "        if reduceMotion {"
        ]
        if reduced.isInstant {
            lines += [
                "            // Reduce Motion: instant: set the final value without animation.",
                "            return nil"
            ]
        } else {
            lines += coreAnimationValue(reduced).map { "            " + $0 }
        }
        lines += ["        }"] + coreAnimationValue(context).map { "        " + $0 } + ["    }", ""]
        lines += coreAnimation(context).map { "    " + $0 }
        return lines + ["}", "#endif"]
    }

    /// Statements that build and return the Core Animation for `context`'s curve.
    static func coreAnimationValue(_ context: ExportContext) -> [String] {
        let duration = literal(context.duration)
        guard context.curve.spring != nil else {
            let t = context.printedBezier(.float).texts
            return [
                "let animation = CABasicAnimation(keyPath: keyPath)",
                "animation.timingFunction = CAMediaTimingFunction(controlPoints: \(t.joined(separator: ", ")))",
                "animation.duration = \(duration)", "return animation"
            ]
        }
        let t = context.printedSpring(.double, snapsAtSettling: true)?.texts ?? ["1", "100", "20", "0"]
        return [
            "let animation = CASpringAnimation(keyPath: keyPath)",
            "animation.mass = \(t[0])", "animation.stiffness = \(t[1])", "animation.damping = \(t[2])",
            "animation.initialVelocity = \(t[3])", "animation.duration = \(duration)", "return animation"
        ]
    }

    /// `CAMediaTimingFunction` for a Bézier, a `CASpringAnimation` for a spring (UIKit's derived one for `uikit-spring`).
    static func coreAnimation(_ context: ExportContext) -> [String] {
        let member = context.memberName
        if context.curve.spring == nil {
            let t = context.printedBezier(.float).texts
            return [
                "/// \(context.commentLabel): Core Animation's cubic, over \(literal(context.duration)) s.",
                "public static func \(member)TimingFunction() -> CAMediaTimingFunction {",
                "    CAMediaTimingFunction(controlPoints: \(t.joined(separator: ", ")))", "}"
            ]
        }
        return [
            "/// \(context.commentLabel): a spring animation of `keyPath` over \(literal(context.duration)) s.",
            "public static func \(member)SpringAnimation(keyPath: String) -> CASpringAnimation {"
        ] + coreAnimationValue(context).map { "    " + $0 } + ["}"]
    }

    /// `sampleCount` times from 0 to `duration` (the variant's own span; an `instant` variant's is
    /// the preset's) with the curve's progress and velocity at them.
    static func samples(_ curve: AnimationCurve, over duration: Double) -> [(
        t: Double, progress: Double, velocity: Double
    )] {
        (0..<sampleCount).map { index in
            let t = duration * Double(index) / Double(sampleCount - 1)
            return (t, curve.progress(at: t), curve.velocity(at: t))
        }
    }

    static func testFile(_ context: ExportContext, module: String) -> String {
        func rows(_ samples: [(t: Double, progress: Double, velocity: Double)]) -> [String] {
            samples.map { "        (\(literal($0.t)), \(literal($0.progress)), \(literal($0.velocity)))," }
        }
        let reduced = context.reduced
        let span = reduced.isInstant ? context.duration : reduced.duration
        let member = "MotionPreset.\(context.memberName)"
        func check(_ value: String, _ table: String) -> [String] {
            [
                "        for (t, progress, velocity) in Self.\(table) {",
                "            XCTAssertEqual(\(value).progress(at: t), progress, accuracy: 1e-12, \"t = \\(t)\")",
                "            XCTAssertEqual(\(value).velocity(at: t), velocity, accuracy: 1e-9 * max(1, abs(velocity)), \"t = \\(t)\")",
                "        }"
            ]
        }
        var lines = [
            marker, "// \(context.commentLabel): the studio's samples; the package must draw the same curves.", "",
            "import XCTest", "@testable import \(module)", "",
            "final class \(context.typeName)Tests: XCTestCase {",
            "    /// (t, progress, velocity) as the studio computed them.",
            "    static let samples: [(Double, Double, Double)] = ["
        ]
        lines += rows(samples(context.curve, over: context.duration))
        lines += [
            "    ]", "",
            "    /// The reduced-motion variant's (\(variantLabel(context))) samples.",
            "    static let reducedMotionSamples: [(Double, Double, Double)] = ["
        ]
        lines += rows(samples(reduced.curve, over: span))
        lines += ["    ]", "", "    func testCurveMatchesTheStudio() {"] + check(member, "samples") + ["    }", ""]
        lines +=
            ["    func testReducedMotionMatchesTheStudio() {"]
            + check("\(member).reducedMotion", "reducedMotionSamples")
        lines += ["    }", "}", ""]
        return lines.joined(separator: "\n")
    }
}
