import AnimationCore
import Simulation
import Testing

/// The card and bars scenes with a reduced-motion variant that holds the moving properties still
/// (#33): `instant` sets the final state at once; a cross-fade sets frames and positions at once and
/// fades what appears or disappears over the variant's own duration and timing. Linear fades make
/// every expected value exact: at t into a 0.2 s fade the share is t / 0.2.
@Suite struct ReducedMotionSceneTests {
    static let cities: [(name: String, description: String)] = [
        ("Amsterdam", "Canals"), ("Barcelona", "Gaudí"), ("Cairo", "Pyramids")
    ]
    static let linearFade = SceneMotion.crossFade(duration: 0.2, timing: .named(.linear))

    func card(_ motion: SceneMotion, _ script: String) throws -> CardSceneResult {
        let parameters = try #require(TemplateCatalog.template(named: "card-expand")).defaults
        return try CardScene(parameters: parameters, cities: Self.cities, selected: 1, motion: motion)
            .run(GestureScript(parsing: script))
    }

    func bars(_ motion: SceneMotion, _ script: String = "edit at 0, done at 1") throws -> BarsSceneResult {
        BarsScene(try BarsConfiguration(motion: motion)).run(try BarsEventScript(parsing: script))
    }

    /// (x, y, width, height, corner radius, description alpha, close alpha) of the selected card.
    func card(_ frame: CardSceneFrame) -> [Double] {
        [
            frame.cardX, frame.cardY, frame.cardWidth, frame.cardHeight, frame.cornerRadius, frame.descriptionAlpha,
            frame.closeAlpha
        ]
    }

    static let expanded: [Double] = [0, 0, 390, 844, 0, 1, 1]
    static let collapsed: [Double] = [70, 247, 250, 350, 6, 0, 0]

    @Test func anInstantCardIsExpandedAtTheTapAndCollapsedAtTheClose() throws {
        let result = try card(.instant, "tap, wait 0.6, close")
        #expect(card(result.frame(at: -0.01)) == Self.collapsed)
        for t in [0.0, 0.001, 0.3, 0.599] { #expect(card(result.frame(at: t)) == Self.expanded, "t = \(t)") }
        for t in [0.6, 0.7, 2.0] { #expect(card(result.frame(at: t)) == Self.collapsed, "t = \(t)") }
        // The neighbours jump with it: the right one 50 pt further at once.
        #expect(result.frame(at: 0).rightCentreX == result.frame(at: -1).rightCentreX.map { $0 + 50 })
        #expect(result.events.map(\.phase) == ["tap", "close"])
        #expect(result.events.map(\.cellState) == [.expanded, .collapsed])
        #expect(result.restTime == 0.6)
        #expect(result.notes.isEmpty)
    }

    @Test func anInstantPanSetsTheCardAtOnceAndScrubsNothing() throws {
        let result = try card(.instant, "tap, wait 0.5, pan 100 over 0.2")
        #expect(card(result.frame(at: 0.4)) == Self.expanded)
        #expect(card(result.frame(at: 0.5)) == Self.collapsed)
        #expect(result.panSamples == 0)
        #expect(
            result.events.last?.detail == "Reduce Motion (instant): the card is set at once, nothing to scrub")
    }

    @Test func aCrossFadedCardMovesAtOnceAndFadesItsLabels() throws {
        let result = try card(Self.linearFade, "tap, wait 0.6, close")
        for t in [0.0, 0.05, 0.1, 0.15, 0.2, 0.4] {
            let share = min(t / 0.2, 1)
            let frame = card(result.frame(at: t))
            #expect(Array(frame[0..<5]) == Array(Self.expanded[0..<5]), "t = \(t): the frame is held")
            #expect(abs(frame[5] - share) < 1e-12 && abs(frame[6] - share) < 1e-12, "t = \(t)")
        }
        for t in [0.6, 0.65, 0.7, 0.8, 1.0] {
            let share = min((t - 0.6) / 0.2, 1)
            let frame = card(result.frame(at: t))
            #expect(Array(frame[0..<5]) == Array(Self.collapsed[0..<5]), "t = \(t): the frame is held")
            #expect(abs(frame[5] - (1 - share)) < 1e-12, "t = \(t)")
        }
        // The animator runs the fade's 0.2 s, not the preset's 0.3 s; its completion flips the state.
        #expect(
            result.events.map { "\($0.phase) \($0.cellState.rawValue) \($0.time)" } == [
                "tap collapsed 0.0", "completion expand expanded 0.2", "close expanded 0.6",
                "completion collapse collapsed 0.8"
            ])
        #expect(result.restTime == 0.8)
    }

    @Test func aPanScrubsACrossFadeOnly() throws {
        let result = try card(Self.linearFade, "tap, wait 0.5, pan 123.5 over 0.2 release 0")
        // Half the popup offset down: the labels half faded out, the card already collapsed.
        let frame = card(result.frame(at: 0.7))
        #expect(Array(frame[0..<5]) == Array(Self.collapsed[0..<5]))
        #expect(abs(frame[5] - 0.5) < 1e-9)
    }

    @Test func instantBarsSetEverythingAtTheTap() throws {
        let result = try bars(.instant)
        let edit = result.frame(at: 0)
        #expect(edit.toolBarY == 763 && edit.tabBarAlpha == 0 && edit.controls.tabBarHidden && edit.toolBarAlpha == 1)
        let done = result.frame(at: 1)
        #expect(done.toolBarY == 812 && done.tabBarAlpha == 1 && !done.controls.tabBarHidden)
        #expect(result.restTime == 1)
        #expect(
            result.log.map(\.description) == [
                "Edit tapped: state normal → edit", "  set tabBar.alpha 1 → 0 at once (no animation)",
                "  set leftBarButtonItem = Done", "  set plusBtn.isEnabled = false", "  set plusBtn.tintColor = .clear",
                "  set toolBar.frame.origin.y 812 → 763 at once (no animation)",
                "animation #1 tabBar.alpha ends: completion(finished: true) sets tabBar.isHidden = true",
                "Done tapped: state edit → normal", "  set tabBar.isHidden = false",
                "  set tabBar.alpha 0 → 1 at once (no animation)", "  set leftBarButtonItem = Edit",
                "  set plusBtn.isEnabled = true", "  set plusBtn.tintColor = nil",
                "  set toolBar.frame.origin.y 763 → 812 at once (no animation)",
                "animation #3 tabBar.alpha ends: completion(finished: true) sets tabBar.isHidden = false"
            ])
        #expect(result.notes.map(\.time) == [1])
    }

    @Test func crossFadedBarsDissolveInPlace() throws {
        let result = try bars(Self.linearFade)
        for t in [0.0, 0.05, 0.1, 0.15, 0.2, 0.5] {
            let share = min(t / 0.2, 1)
            let frame = result.frame(at: t)
            #expect(frame.toolBarY == 763, "t = \(t): the tool bar appears in place")
            #expect(abs(frame.toolBarAlpha - share) < 1e-12, "t = \(t)")
            #expect(abs(frame.tabBarAlpha - (1 - share)) < 1e-12, "t = \(t)")
        }
        for t in [1.0, 1.05, 1.1, 1.15, 1.199] {
            let share = (t - 1) / 0.2
            let frame = result.frame(at: t)
            #expect(frame.toolBarY == 763, "t = \(t): it fades out where it is")
            #expect(abs(frame.toolBarAlpha - (1 - share)) < 1e-9, "t = \(t)")
            #expect(abs(frame.tabBarAlpha - share) < 1e-9, "t = \(t)")
        }
        // The fade's completion parks it below the screen, opaque for the next Edit.
        let parked = result.frame(at: 1.2)
        #expect(parked.toolBarY == 812 && parked.toolBarAlpha == 1 && parked.tabBarAlpha == 1)
        #expect(result.restTime == 1.2)
        #expect(
            result.log.filter { $0.time == 1.2 }.map(\.description) == [
                "animation #5 tabBar.alpha ends: completion(finished: true) sets tabBar.isHidden = false",
                "animation #6 toolBar.alpha ends: completion(finished: true) sets toolbar.frame.origin.y = screenHeight, toolbar.alpha = 1",
                "  set toolBar.frame.origin.y 763 → 812 at once (no animation)",
                "  set toolBar.alpha 0 → 1 at once (no animation)"
            ])
    }

    @Test func theTerminalDrawsTheFadingToolBarShaded() throws {
        let result = try bars(Self.linearFade)
        let renderer = BarsFrameRenderer(columns: 30, lines: 9, glyphs: .ascii)
        let half = renderer.render(result.frame(at: 0.1), configuration: result.configuration)
        let whole = renderer.render(result.frame(at: 0.3), configuration: result.configuration)
        #expect(half.contains("####") && !half.contains("Action"))
        #expect(whole.contains("Action"))
    }

    @Test func retimedAndPresetVariantsHaveNoSceneMotionOfTheirOwn() {
        #expect(SceneMotion(.instant) == .instant)
        #expect(
            SceneMotion(.crossFade(duration: 0.15, timing: .named(.easeOut)))
                == .crossFade(duration: 0.15, timing: .named(.easeOut)))
        #expect(SceneMotion(.retimed(timing: .named(.easeInOut))) == nil)
        #expect(SceneMotion(.preset(name: "calm")) == nil)
    }
}
