import AnimationCore
import Foundation
import Simulation
import StudioStore
import Testing

@testable import StudioREPL

/// The commands follow the curve the device draws (issue 21) and the rough edges of issue 22 that
/// come from it: the clamp warning, both SwiftUI runtimes in `convert`, UIKit's unrefused springs, an
/// undamped spring's forms, and the bars and card scenes' durations and notes.
@Suite struct DeviceCurveCommandTests {
    func studio() throws -> PresetCommandTests.Studio {
        let studio = try PresetCommandTests.Studio()
        try DemoLoader.load(into: studio.session.requireStore(), at: "2026-11-22T09:00:00.000Z")
        return studio
    }

    @Test func aClampedSpringWarnsAndConvertShowsTheRuntime() throws {
        let studio = try studio()
        let (_, out, err) = studio.run("convert spring(mass: 3, stiffness: 1000, damping: 500)")
        #expect(
            out.contains(
                """
                runtime        critically damped: damping 109.544511501 at the same ω0 18.2574185835 rad/s
                               ↳ allowsOverdamping NO clamps ζ > 1 to 1; write allows-overdamping: true to keep ζ 4.56435464588
                """))
        #expect(out.contains("settling       0.6 s\n"))
        #expect(
            err
                == "warning: spring(mass: 3, stiffness: 1000, damping: 500, velocity: 0) is over-damped (damping ratio 4.564): "
                + "Core Animation runs it critically damped (damping 109.5445) since allowsOverdamping is NO; "
                + "add allows-overdamping: true to keep it over-damped\n")
        let kept = studio.run(
            "convert spring(mass: 3, stiffness: 1000, damping: 500, allows-overdamping: true) --format json")
        #expect(kept.1.contains("\"runtime\" : \"closed-form\"") || kept.1.contains("\"runtime\": \"closed-form\""))
        #expect(kept.2 == "")
    }

    @Test func allowsOverdampingIsEditable() throws {
        let studio = try studio()
        _ = studio.run("new k from fade; set timing spring(mass: 3, stiffness: 1000, damping: 500)")
        let (_, out, err) = studio.run("set allows-overdamping true")
        #expect(out.contains("allows-overdamping: true"))
        #expect(!err.contains("critically damped"))
        #expect(
            studio.run("set allows-overdamping 2").2.hasPrefix(
                "error: allows-overdamping must be 0 (off) or 1 (on), got 2"))
    }

    @Test func convertShowsBothSwiftUIRuntimes() throws {
        let studio = try studio()
        let out = studio.run("convert spring(response: 0.55, damping-fraction: 0.825)").1
        #expect(
            out.contains(
                """
                runtime        stepped: semi-implicit Euler at 1/300 s, SwiftUI's completion at 0.576666666667 s, drawn until at rest at 0.75 s
                               ↳ SwiftUI's .spring runtime (stiffness capped at 45000; its completion: |v|², |a|² ≤ 0.0036 within 1 % of a travel of 1; at rest: within 0.001 of 1 for good)
                closed-form    largest difference 0.013066 at 0.1067 s
                               ↳ the same k and c solved exactly, as interpolatingSpring and Spring(duration:bounce:) run
                """))
    }

    @Test func uikitNeverRefusesASpring() throws {
        let studio = try studio()
        let (status, out, err) = studio.run(
            "sample uikit-spring(damping: 0.5, velocity: 0.87) --duration 2 --samples 2")
        #expect(status == 0)
        #expect(out.hasPrefix("t,progress,velocity\n0,0,0.87\n1,"))
        #expect(
            err.contains(
                "warning: UIKit's 12 Newton steps do not converge for uikit-spring(damping: 0.5, velocity: 0.87) over 2 s: "
                    + "the device runs ω0 1.7233 rad/s"))
        #expect(studio.run("sample uikit-spring(damping: 0.5, velocity: 0) --duration 2 --samples 2").2 == "")
    }

    @Test func anUndampedSpringConvertsWithoutADuration() throws {
        let studio = try studio()
        let (status, out, err) = studio.run("convert spring(mass: 1, stiffness: 100, damping: 0, velocity: 10)")
        #expect(status == 0)
        #expect(err == "")
        #expect(out.contains("settling       none (undamped: it never settles)\n"))
        #expect(out.contains("css            spring(1 100 0 10)\n"))
        #expect(
            out.hasSuffix(
                "duration       none\n               ↳ it never settles: sample, plot and metrics need --duration\n"))
        #expect(studio.run("sample spring(mass: 1, stiffness: 100, damping: 0, velocity: 10)").2.hasPrefix("error: "))
        // No form it prints is one the parser refuses: the undamped spring has no response or bounce form.
        #expect(
            out.contains(
                """
                response       none
                               ↳ undamped: spring(response:, damping-fraction:) takes a damping fraction greater than 0
                bounce         none
                               ↳ undamped (bounce 1): spring(duration:, bounce:) takes a bounce below 1
                swiftui        none
                               ↳ undamped (bounce 1): swiftui-spring(duration:, bounce:) takes a bounce below 1

                """))
    }

    /// Every timing `convert` prints (a spring in every regime, undamped with and without a duration)
    /// is accepted by the parser, as the line a designer copies into `set timing`.
    @Test func everyTimingConvertPrintsParsesBack() throws {
        let studio = try studio()
        let curves = [
            "spring(mass: 1, stiffness: 100, damping: 0, velocity: 10)",
            "spring(mass: 1, stiffness: 100, damping: 0) --duration 2",
            "spring(mass: 1, stiffness: 100, damping: 10)", "spring(mass: 1, stiffness: 100, damping: 20)",
            "spring(mass: 1, stiffness: 100, damping: 40, allows-overdamping: true)",
            "uikit-spring(damping: 0.4, velocity: 0.1) --duration 1",
            "spring(response: 0.5, damping-fraction: 0.825)", "swiftui-spring(duration: 0.5, bounce: 0.3)",
            "cubic(0.17, 0.67, 0.76, 1)"
        ]
        var checked = 0
        for curve in curves {
            let (status, out, _) = studio.run("convert \(curve)")
            #expect(status == 0, "\(curve)")
            for line in out.split(separator: "\n") where !line.hasPrefix(" ") {
                let label = line.prefix { $0 != " " }
                let value = line.dropFirst(label.count).drop { $0 == " " }
                // The animstudio forms; css and android are other languages' syntax.
                let head = value.prefix { $0 != "(" }
                guard ["timing", "spring", "response", "bounce", "swiftui", "uikit"].contains(label),
                    ["spring", "swiftui-spring", "uikit-spring", "cubic"].contains(head)
                else { continue }
                // UIKit's form names its duration after it.
                let timing = value.components(separatedBy: ") over ").first!
                let closed = timing.hasSuffix(")") ? timing : timing + ")"
                let back = studio.run("convert \(closed) --duration 2")
                #expect(back.0 == 0, "convert \(curve) printed \(closed), which does not parse: \(back.2)")
                checked += 1
            }
        }
        #expect(checked == 40)
    }

    @Test func theBarsSceneRunsAPhysicalSpringForItsSettlingDuration() throws {
        let studio = try studio()
        _ = studio.run("new b from toolbar-swap; set timing spring(mass: 1, stiffness: 300, damping: 20)")
        #expect(studio.run("metrics b@draft").1.contains("duration     0.7443 s"))
        let out = studio.run("scene bars b@draft --events \"edit at 0, done at 0.1\"").1
        #expect(out.contains(" · 0.744255527572 s spring(mass: 1, stiffness: 300, damping: 20, velocity: 0) · "))
        #expect(
            out.contains(
                "over 0.744255527572 s spring(mass: 1, stiffness: 300, damping: 20, velocity: 0), ends at 0.744s"))
        let export = studio.run("export b@draft --as uikit").1
        #expect(export.contains("UISpringTimingParameters(mass: 1, stiffness: 300, damping: 20"))
        #expect(export.contains("it runs for its settling time, 0.744255527572 s."))
    }

    @Test func theBarsCaptionShowsTheDrawnAlpha() throws {
        let configuration = try BarsConfiguration(
            timing: .spring(SpringParameters(mass: 1, stiffness: 300, damping: 20, initialVelocity: 0)))
        let result = BarsScene(configuration).run(try BarsEventScript(parsing: "edit at 0"))
        let report = BarsSceneReport(label: "b", result: result)
        // The spring overshoots alpha 0: the presentation value goes below 0, Core Animation draws 0.
        let low = stride(from: 0.0, through: 0.744, by: 0.001).min {
            result.frame(at: $0).tabBarAlpha < result.frame(at: $1).tabBarAlpha
        }!
        let frame = result.frame(at: low)
        #expect(frame.tabBarAlpha < -0.1)
        #expect(
            report.caption(frame).contains(
                "tab bar alpha 0.000 drawn (presentation \(NumberFormat.fixed(frame.tabBarAlpha, 3)))"))
        #expect(report.caption(result.frame(at: 0.01)).contains("tab bar alpha 0.9"))
    }

    @Test func theCardSceneNamesTheLingeringSpringPitfall() throws {
        let studio = try studio()
        _ = studio.run("new c from card-expand; set timing spring(mass: 1, stiffness: 2, damping: 0.2)")
        let out = studio.run("scene card c@draft on demo-cities --gesture tap").1
        #expect(
            out.contains(
                """
                note: spring(mass: 1, stiffness: 2, damping: 0.2, velocity: 0) runs for its settling duration, 69.762436 s, not the animator's 0.3 s: \
                UISpringTimingParameters(mass:stiffness:damping:initialVelocity:) ignores the duration, so the card keeps moving 69.462436 s \
                after the animation should have ended (the tutorial's pitfall with spring(mass: 1, stiffness: 2, damping: 0.2)); \
                raise stiffness and damping or use uikit-spring(damping:velocity:), which keeps the duration.
                """))
        #expect(out.contains("at rest at 69.762436 s"))
    }

    @Test func swiftUIsCompletionIsReportedBesideTheCurveDrawnToRest() throws {
        let studio = try studio()
        _ = studio.run("new s from fade; set timing snappy")
        #expect(
            studio.run("show s@draft").1.hasSuffix(
                "  completion    0.557 s by SwiftUI's rule; drawn until at rest at 0.683 s\n"))
        let json = studio.run("metrics s@draft --format json").1
        #expect(json.contains("\"swiftUICompletion\": 0.5566666666666668,"))
        #expect(json.contains("\"duration\": 0.6833333333333333,"))
        #expect(
            studio.run("metrics s@draft").1.contains(
                "  completion   0.5567 s (SwiftUI's rule on a travel of 1; drawn on until at rest)\n"))
        // Other timings have no completion line or key.
        _ = studio.run("new u from fade")
        #expect(!studio.run("show u@1").1.contains("completion"))
        #expect(!studio.run("metrics u@1 --format json").1.contains("swiftUICompletion"))
    }

    @Test func exportsUseTheirTargetsRuntimeAndStateTheDifference() throws {
        let studio = try studio()
        _ = studio.run("new s from fade; set timing snappy")
        let swiftUI = studio.run("export s@draft --as swiftui").1
        #expect(
            swiftUI.contains(
                "// Exact: SwiftUI steps this spring at 300 Hz exactly as the studio does; it ends by its own rule in the property's units, within 0.001 of the travel once the studio's curve rests.\n"
            ))
        #expect(swiftUI.contains("static let s: Animation = .spring(duration: 0.5, bounce: 0.15)"))
        let uikit = studio.run("export s@draft --as uikit").1
        #expect(
            uikit.contains(
                "// Approximate: the UIKit call runs the studio's curve; largest difference in progress 0.030205 at 0.087 s"
            ))
        _ = studio.run(
            "new o from fade; set timing spring(mass: 3, stiffness: 1000, damping: 500, allows-overdamping: true)")
        #expect(
            studio.run("export o@draft --as uikit").1.contains(
                "// UISpringTimingParameters runs an over-damped spring critically damped (allowsOverdamping is NO), for 0.6 s; "
                    + "a CASpringAnimation with allowsOverdamping = true keeps it."))
    }
}
