import AnimationCore
import Foundation
import StudioExchange
import StudioTestSupport
import Testing

/// Every target emits the preset's reduced-motion variant beside its full motion, switched the
/// platform's way; the Swift code type-checks, the CSS runs in Chromium with the preference emulated.
@Suite struct ReducedMotionExportTests {
    static func request(_ template: String, _ variant: ReducedMotionVariant?, name: String = "calm")
        -> CodeExportRequest
    {
        var request = CodeExportFixtures.request(template, name: name)
        request.parameters.reducedMotion = variant
        return request
    }

    static let variants: [ReducedMotionVariant?] = [
        nil, .instant, .crossFade(duration: 0.25, timing: .named(.easeOut)),
        .retimed(timing: .uikitSpring(dampingRatio: 1, velocity: 0))
    ]

    static var requests: [CodeExportRequest] {
        ["move-up-bounce", "tip-in", "card-expand", "toolbar-swap"].flatMap { template in
            variants.map { request(template, $0) }
        }
    }

    @Test(arguments: requests) func swiftExportsTypeCheckWithEachVariant(_ request: CodeExportRequest) throws {
        let uikit = try CodeExporter.export(request, as: .uikit)
        #expect(uikit.text.contains("if UIAccessibility.isReduceMotionEnabled {"))
        try SwiftTypeChecker.typecheck(uikit.text.replacingOccurrences(of: "@objc ", with: ""), name: "UIKit")
        let swiftUI = try CodeExporter.export(request, as: .swiftui)
        #expect(swiftUI.text.contains("@Environment(\\.accessibilityReduceMotion) private var reduceMotion"))
        try SwiftTypeChecker.typecheck(swiftUI.text, name: "SwiftUI")
    }

    @Test func uikitSwitchesTheEntranceAndTheCardListensForTheChange() throws {
        let entrance = try CodeExporter.export(Self.request("move-up-bounce", nil), as: .uikit).text
        #expect(
            entrance.contains(
                """
                                if UIAccessibility.isReduceMotionEnabled {
                                    // Reduce Motion: cross-fade(duration: 0.2, timing: ease-in-out).
                                    cell.alpha = 0
                                    cell.transform = CGAffineTransform(translationX: 0, y: 0)
                                    UIView.animate(withDuration: 0.2, delay: delayFactor * Double(indexPath.row), options: [.curveEaseInOut], animations: {
                                        cell.alpha = 1
                                    })
                                    return
                                }
                """))
        let card = try CodeExporter.export(Self.request("card-expand", .instant), as: .uikit).text
        #expect(
            card.contains("forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: .main")
        )
        #expect(
            card.contains(
                "            if UIAccessibility.isReduceMotionEnabled {\n                // Reduce Motion: instant.\n                animator = nil\n                apply(expanded: true)\n                return\n            }"
            ))
    }

    @Test func swiftUIChoosesTheAuthoredAnimationAndHoldsWhatDoesNotMove() throws {
        let text = try CodeExporter.export(Self.request("move-up-bounce", nil), as: .swiftui).text
        #expect(
            text.contains("    static let calmReducedMotion: Animation = .timingCurve(0.42, 0, 0.58, 1, duration: 0.2)")
        )
        #expect(text.contains("            .offset(y: reduceMotion ? 0 : 44 + -44 * progress)"))
        #expect(text.contains("            .opacity(reduceMotion ? 0 + 1 * progress : 1)"))
        #expect(
            text.contains(
                "withAnimation((reduceMotion ? Animation.calmReducedMotion : .calm).delay(Double(row) * 0.05))"))
        let instant = try CodeExporter.export(Self.request("move-up-bounce", .instant), as: .swiftui).text
        #expect(instant.contains("withAnimation(reduceMotion ? nil : Animation.calm.delay(Double(row) * 0.05))"))
    }

    @Test func cssHasTheAuthoredAlternativeNotABlanketNone() throws {
        let text = try CodeExporter.export(Self.request("move-up-bounce", nil), as: .css).text
        #expect(
            text.hasSuffix(
                """
                /* Reduce Motion: cross-fade(duration: 0.2, timing: ease-in-out), the preset's authored alternative. */
                @media (prefers-reduced-motion: reduce) {
                  @keyframes calm-reduced {
                    from { transform: translateY(0px); opacity: 0; }
                    to { transform: translateY(0px); opacity: 1; }
                  }
                  .calm {
                    animation-name: calm-reduced;
                    animation-duration: 200ms;
                    animation-timing-function: cubic-bezier(0.42, 0, 0.58, 1);
                    animation-fill-mode: both;
                  }
                }

                """))
        let instant = try CodeExporter.export(Self.request("move-up-bounce", .instant), as: .css).text
        #expect(instant.hasSuffix("@media (prefers-reduced-motion: reduce) {\n  .calm { animation: none; }\n}\n"))
    }

    @Test func composeReadsTheAnimatorDurationScaleAndTokensCarryTheVariant() throws {
        let compose = try CodeExporter.export(Self.request("slide-in", nil), as: .compose).text
        #expect(compose.contains("Settings.Global.ANIMATOR_DURATION_SCALE, 1f) == 0f"))
        #expect(
            compose.contains(
                "val CalmReducedMotionSpec: AnimationSpec<Float> = tween(durationMillis = 200, easing = CubicBezierEasing(0.42f, 0f, 0.58f, 1f))"
            ))
        #expect(compose.contains("withContext(object : MotionDurationScale { override val scaleFactor = 1f })"))
        let tokens = try CodeExporter.export(
            Self.request("slide-in", .crossFade(duration: 0.25, timing: .named(.easeOut))), as: .tokens
        ).text
        #expect(tokens.contains("\"variant\": \"cross-fade(duration: 0.25, timing: ease-out)\""))
        #expect(tokens.contains("\"animates\": [\n            \"opacity\"\n          ]"))
        #expect(tokens.contains("\"timingFunction\": \"{calm.reduced-motion.easing}\""))
    }

    /// The page holds one element of the preset's class; `emulate` asks Chromium (DevTools protocol,
    /// `Emulation.setEmulatedMedia`) for `prefers-reduced-motion: reduce` before the page loads.
    static func measure(css: String, emulate: Bool) throws -> [String: Any] {
        let page = """
            <!doctype html><html><head><style>\(css)</style></head><body>
            <div id="box" class="calm" style="--row: 0; position: absolute; width: 10px; height: 10px"></div>
            </body></html>
            """
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "animstudio-reduced-\(UUID().uuidString).html")
        try page.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let browser = try DevToolsBrowser()
        defer { browser.close() }
        try browser.open("about:blank")
        if emulate {
            _ = try browser.call(
                "Emulation.setEmulatedMedia", ["features": [["name": "prefers-reduced-motion", "value": "reduce"]]])
        }
        _ = try browser.call("Page.navigate", ["url": file.absoluteString])
        try #require(try browser.wait(until: "document.getElementById('box')?.getAnimations().length", seconds: 20))
        let value = try browser.evaluate(
            """
            (() => {
              const box = document.getElementById('box');
              const animation = box.getAnimations()[0];
              animation.pause();
              animation.currentTime = 100;
              const style = getComputedStyle(box);
              return {name: animation.animationName, transform: style.transform, opacity: Number(style.opacity),
                      reduce: matchMedia('(prefers-reduced-motion: reduce)').matches};
            })()
            """)
        return try #require(value as? [String: Any])
    }

    @Test func chromiumRunsTheFadeWithReducedMotionAndTheFullMotionWithout() throws {
        let css = try CodeExporter.export(Self.request("move-up-bounce", nil), as: .css).text
        let reduced = try Self.measure(css: css, emulate: true)
        #expect(reduced["reduce"] as? Bool == true)
        #expect(reduced["name"] as? String == "calm-reduced")
        // Halfway through the 200 ms ease-in-out fade: half visible, and not moving.
        #expect(abs((reduced["opacity"] as? Double ?? -1) - 0.5) < 0.01)
        #expect(reduced["transform"] as? String == "matrix(1, 0, 0, 1, 0, 0)")
        let full = try Self.measure(css: css, emulate: false)
        #expect(full["reduce"] as? Bool == false)
        #expect(full["name"] as? String == "calm")
        #expect(full["opacity"] as? Double == 1)
        let transform = full["transform"] as? String ?? ""
        #expect(transform.hasPrefix("matrix(1, 0, 0, 1, 0, ") && transform != "matrix(1, 0, 0, 1, 0, 0)")
    }
}
