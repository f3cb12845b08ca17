import AnimationCore
import Simulation
import StudioTestSupport
import Testing

/// The bars scene against its closed form: the model value plus the sum of each animation's
/// remaining offset on UIView's ease-in-out (.42, 0, .58, 1), evaluated with an independent
/// bisection Bézier and checked against the reference's published ease-in-out values.
@Suite struct BarsSceneTests {
    static func ease(_ x: Double) -> Double {
        x <= 0 ? 0 : x >= 1 ? 1 : referenceBezier(0.42, 0, 0.58, 1, at: x)
    }

    static func rk4Position(_ p: SpringParameters, at t: Double) -> Double {
        guard t > 0 else { return 0 }
        return SpringODE.integrate(
            mass: p.mass, stiffness: p.stiffness, damping: p.damping, velocity: p.initialVelocity, at: [t])[0].position
    }

    func run(_ script: String, _ configuration: BarsConfiguration? = nil) throws -> BarsSceneResult {
        BarsScene(try configuration ?? BarsConfiguration()).run(try BarsEventScript(parsing: script))
    }

    @Test func oneEditFadesTheTabBarAndRaisesTheToolBar() throws {
        let result = try run("edit at 0")
        for t in stride(from: 0.0, through: 0.3, by: 0.01) {
            let e = Self.ease(t / 0.2)
            #expect(abs(result.frame(at: t).tabBarAlpha - (1 - e)) < 1e-9)
            #expect(abs(result.frame(at: t).toolBarY - (763 + 49 * (1 - e))) < 1e-7)
        }
        // animation-math.md §6: easeInEaseOut at .25 is .1291619310.
        #expect(abs(result.frame(at: 0.05).tabBarAlpha - (1 - 0.1291619310)) < 1e-9)
        #expect(result.frame(at: 0.199).controls.tabBarHidden == false)
        #expect(result.frame(at: 0.2).controls.tabBarHidden == true)
        #expect(
            result.frame(at: 0.2).controls
                == {
                    var c = BarsControls()
                    c.mode = .edit
                    c.tabBarHidden = true
                    c.buttonTitle = "Done"
                    c.plusEnabled = false
                    c.plusTintCleared = true
                    return c
                }())
        #expect(result.notes == [.rest(at: 0.2, controls: result.controls(at: 0.2), toolBarY: 763)])
    }

    @Test func editThenDoneAtATenthHidesTheTabBarFromTwoToThreeTenths() throws {
        let result = try run("edit at 0, done at 0.1")
        for t in stride(from: 0.1, through: 0.4, by: 0.005) {
            let alpha = 1 + Self.ease((t - 0.1) / 0.2) - Self.ease(t / 0.2)
            #expect(abs(result.frame(at: t).tabBarAlpha - alpha) < 1e-9)
            let y = 812 + 49 * (Self.ease((t - 0.1) / 0.2) - Self.ease(t / 0.2))
            #expect(abs(result.frame(at: t).toolBarY - y) < 1e-7)
        }
        // Published values: E(.75) = .8708380690, E(.25) = .1291619310.
        #expect(abs(result.frame(at: 0.15).tabBarAlpha - (1 + 0.1291619310 - 0.8708380690)) < 1e-9)
        #expect(result.frame(at: 0.19).tabBarVisibility > 0)
        #expect(result.frame(at: 0.2).tabBarVisibility == 0)
        #expect(result.frame(at: 0.25).tabBarVisibility == 0)
        #expect(result.frame(at: 0.3).tabBarVisibility == 1)
        #expect(result.controls.map(\.time) == [0, 0.1, 0.2, 0.3])
        #expect(
            result.notes.map(\.description) == [
                "the tool bar turned back 12.7 pt short of y 763 (raised): it got to y 775.7 at 0.150s",
                "the tab bar is hidden while the state is normal from 0.200s to 0.300s: a fade-out completion hid it after Done",
                "at 0.200s a completion hid the tab bar at alpha 0.500: it vanished instead of fading",
                "at rest from 0.300s: state normal, tab bar shown, tool bar at y 812, button Edit, + enabled"
            ])
    }

    @Test func theToolBarStopsShortAtItsTurningPoint() throws {
        let result = try run("edit at 0, done at 0.1")
        guard case .toolBarStoppedShort(let at, let reached, let target, _, let rising) = result.notes[0] else {
            Issue.record("expected a stopped-short note, got \(result.notes)")
            return
        }
        #expect(rising && target == 763)
        // At the turning point the two curves' slopes cancel: E'(t/.2) = E'((t − .1)/.2), which by
        // symmetry of ease-in-out is t = 0.15.
        #expect(abs(at - 0.15) < 1e-6)
        #expect(abs(reached - (812 + 49 * (0.1291619310 - 0.8708380690))) < 1e-6)
    }

    @Test func doneFirstIsIgnoredThenEditRunsNormally() throws {
        let result = try run("done at 0, edit at 0.05")
        #expect(result.log[0] == .ignored(time: 0, tap: .done, mode: .normal))
        #expect(
            result.log[0].description == "Done tapped in the normal state: ignored (the handler's guard does nothing)")
        for t in stride(from: 0.0, through: 0.3, by: 0.01) {
            #expect(abs(result.frame(at: t).tabBarAlpha - (1 - Self.ease((t - 0.05) / 0.2))) < 1e-9)
        }
        #expect(result.notes.count == 1)
        #expect(result.restTime == 0.25)
    }

    @Test func threeQuickTogglesSumThreeCurves() throws {
        let result = try run("edit at 0, done at 0.05, edit at 0.1")
        for t in stride(from: 0.0, through: 0.4, by: 0.005) {
            // Model 0, 1, 0 after each tap; offsets +1, −1, +1, each falling on its own curve.
            let model = t < 0.05 ? 0.0 : t < 0.1 ? 1 : 0
            func remaining(from start: Double) -> Double { t >= start ? 1 - Self.ease((t - start) / 0.2) : 0 }
            let offsets = remaining(from: 0) - remaining(from: 0.05) + remaining(from: 0.1)
            let expected = model + offsets
            #expect(abs(result.frame(at: t).tabBarAlpha - expected) < 1e-9, "t = \(t)")
        }
        let descriptions = result.notes.map(\.description)
        // Edit's completion at 0.2 hides; Done's at 0.25 shows it in the edit state; Edit's at 0.3 hides.
        #expect(
            descriptions.contains {
                $0.hasPrefix("a stale completion showed the tab bar in the edit state at alpha ")
                    && $0.hasSuffix("from 0.250s to 0.300s")
            })
        #expect(result.controls(at: 0.3).tabBarHidden)
    }

    @Test func presentationValuesAreContinuousAtEveryEvent() throws {
        let scripts = [
            "edit at 0, done at 0.1", "edit at 0, done at 0.05, edit at 0.1, done at 0.12",
            "edit, wait 0.2, done, wait 0.01, edit"
        ]
        for script in scripts {
            let result = try run(script)
            let times = result.log.map(\.time)
            for t in times where t > 0 {
                let before = result.frame(at: t - 1e-9)
                let at = result.frame(at: t)
                #expect(abs(before.tabBarAlpha - at.tabBarAlpha) < 1e-6, "\(script) at \(t)")
                #expect(abs(before.toolBarY - at.toolBarY) < 1e-4, "\(script) at \(t)")
            }
        }
    }

    @Test func aSpringTimingIsAdditiveToo() throws {
        let timing = TimingExpression.uikitSpring(dampingRatio: 0.5, velocity: 0)
        let configuration = try BarsConfiguration(duration: 0.5, timing: timing)
        let result = try run("edit at 0, done at 0.2", configuration)
        let spring = try AnimationCurve(timing, duration: 0.5)
        // Independent: the spring's RK4 oscillator with UIKit's derived k and c.
        let parameters = spring.spring!
        for t in stride(from: 0.2, through: 0.8, by: 0.01) {
            let x1 = t >= 0.5 ? 1 : Self.rk4Position(parameters, at: t)
            let x2 = t - 0.2 >= 0.5 ? 1 : Self.rk4Position(parameters, at: t - 0.2)
            let expected = 1 + (1 - x1) - (1 - x2)
            #expect(abs(result.frame(at: t).tabBarAlpha - expected) < 1e-6, "t = \(t)")
        }
        #expect(result.notes.contains { if case .toolBarOvershot = $0 { true } else { false } })
    }

    @Test func theCompletionGuardRemovesTheStaleHide() throws {
        let guarded = try BarsConfiguration(completionGuard: true)
        let result = try run("edit at 0, done at 0.1", guarded)
        #expect(result.controls(at: 0.25).tabBarHidden == false)
        #expect(result.frame(at: 0.2).tabBarVisibility == 0.5)
        #expect(
            result.log.contains(
                .ended(
                    time: 0.2, property: .tabBarAlpha, animation: 1, finished: true, effect: nil, hasCompletion: true)))
        let notes = result.notes.map(\.description)
        #expect(!notes.contains { $0.contains("hidden while the state is normal") })
        #expect(!notes.contains { $0.contains("vanished") })
        #expect(try run("edit at 0", guarded).controls(at: 0.2).tabBarHidden)
    }

    @Test func theLogNamesEveryStep() throws {
        let result = try run("edit at 0")
        #expect(
            result.log.map { "\(NumberFormat.fixed($0.time, 3))s \($0.description)" } == [
                "0.000s Edit tapped: state normal → edit",
                "0.000s   animation #1 tabBar.alpha 1 → 0: adds 1 → 0 over 0.2 s ease-in-out, ends at 0.200s",
                "0.000s   set leftBarButtonItem = Done",
                "0.000s   set plusBtn.isEnabled = false",
                "0.000s   set plusBtn.tintColor = .clear",
                "0.000s   animation #2 toolBar.frame.origin.y 812 → 763: adds 49 → 0 over 0.2 s ease-in-out, ends at 0.200s",
                "0.200s animation #1 tabBar.alpha ends: completion(finished: true) sets tabBar.isHidden = true",
                "0.200s animation #2 toolBar.frame.origin.y ends (no completion block)"
            ])
        let done = try run("edit at 0, done at 1")
        #expect(done.log[8] == .handled(time: 1, tap: .done, from: .edit, to: .normal))
        #expect(done.log[9].description == "  set tabBar.isHidden = false")
    }

    @Test func configurationComesFromThePresetAndRefusesBadGeometry() throws {
        let template = TemplateCatalog.template(named: "toolbar-swap")!
        var parameters = template.defaults
        parameters[.completionGuard] = .number(1)
        let configuration = try BarsConfiguration(parameters: parameters, homeIndicator: true)
        #expect(configuration.barHeight == 83 && configuration.screenHeight == 812 && configuration.completionGuard)
        #expect(configuration.toolBarY(.edit) == 729)
        #expect(
            throws: TimingError.outOfRange(parameter: "bar-height", value: 900, allowed: "strictly between 0 and 812")
        ) {
            _ = try BarsConfiguration(barHeight: 900)
        }
        #expect(
            throws: TimingError.outOfRange(
                parameter: "screen-height", value: .infinity, allowed: "greater than 0 and at most 100000")
        ) {
            _ = try BarsConfiguration(screenHeight: .infinity)
        }
        #expect(throws: TimingError.self) { _ = try BarsConfiguration(duration: .nan) }
    }

    @Test func completionGuardIsAToggle() throws {
        let parameter = TemplateCatalog.template(named: "toolbar-swap")!.parameter(named: "completion-guard")!
        #expect(parameter.kind == .toggle && parameter.defaultValue == .number(0))
        #expect(try parameter.kind.parse("1", name: "completion-guard") == .number(1))
        #expect(throws: TimingError.outOfRange(parameter: "completion-guard", value: 0.5, allowed: "0 (off) or 1 (on)"))
        {
            _ = try parameter.kind.parse("0.5", name: "completion-guard")
        }
        #expect(
            (TimingError.outOfRange(parameter: "completion-guard", value: 2, allowed: "0 (off) or 1 (on)")).message
                == "completion-guard must be 0 (off) or 1 (on), got 2")
        // A preset stored before the parameter existed reads it as off.
        let old = [
            "duration": "0.2", "delay-factor": "0", "timing": "ease-in-out", "screen-height": "812", "bar-height": "49"
        ]
        #expect(
            try TemplateCatalog.template(named: "toolbar-swap")!.parameterSet(from: old).number(.completionGuard) == 0
        )
    }
}

@Suite struct BarsSceneScaleTests {
    /// 300 taps a hundredth of a second apart: every animation overlaps the next twenty, and the
    /// sums over only the animations that may still run match a direct sum over every animation.
    @Test func hundredsOfQuickTapsStayExact() throws {
        let steps = (0..<300).map { "\($0 % 2 == 0 ? "edit" : "done") at \(Double($0) / 100)" }.joined(separator: ", ")
        let result = BarsScene(try BarsConfiguration()).run(try BarsEventScript(parsing: steps))
        for t in stride(from: 0.0, through: 3.3, by: 0.037) {
            let animations = result.tabBarAlpha.animations.filter { $0.start <= t }
            let direct = (animations.last?.to ?? 1) + animations.reduce(0) { $0 + $1.remainingOffset(at: t) }
            #expect(abs(result.tabBarAlpha.presentation(at: t) - direct) < 1e-12)
        }
        #expect(result.restTime == 3.19)
        #expect(result.notes.last == .rest(at: 3.19, controls: result.controls(at: 3.19), toolBarY: 812))
        let times = result.notes.map(\.time)
        #expect(times == times.sorted())
    }
}
