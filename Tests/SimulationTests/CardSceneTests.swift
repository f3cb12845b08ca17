import AnimationCore
import Simulation
import StudioTestSupport
import Testing

/// The CityGuide tutorial's handlers under scripted gestures (defaults: 390×844, 250×350 cards,
/// popupOffset (844 − 350)/2 = 247, ease-in-out over 0.3 s).
@Suite struct CardSceneTests {
    static let cities: [(name: String, description: String)] = [
        ("Amsterdam", "Canals"), ("Barcelona", "Gaudí"), ("Cairo", "Pyramids")
    ]

    func scene(_ timing: TimingExpression? = nil, selected: Int = 1) throws -> CardScene {
        var parameters = try #require(TemplateCatalog.template(named: "card-expand")).defaults
        if let timing { parameters.values["timing"] = .timing(timing) }
        return try CardScene(parameters: parameters, cities: Self.cities, selected: selected)
    }

    func run(_ script: String, _ timing: TimingExpression? = nil) throws -> CardSceneResult {
        try scene(timing).run(GestureScript(parsing: script))
    }

    func summary(_ events: [CardSceneEvent]) -> [String] {
        events.map { e in
            let position = e.position.map { " \($0.rawValue)" } ?? ""
            return "\(e.phase) \(e.animatorState ?? "-") reversed=\(e.isReversed)\(position) \(e.cellState.rawValue)"
        }
    }

    @Test func aTapExpandsTheCardToTheScreen() throws {
        let result = try run("tap")
        #expect(
            summary(result.events) == [
                "tap running reversed=false collapsed", "completion expand inactive reversed=false end expanded"
            ])
        #expect(isClose(result.restTime, 0.3, absolute: 1e-12))
        #expect(result.finalState == .expanded && result.finalScreenExpanded && result.notes.isEmpty)
        let start = result.frame(at: 0)
        let middle = result.frame(at: 0.15)
        let end = result.frame(at: 0.3)
        // Card 1 is centred at content offset 275 − 70 = 205; its neighbours' centres are 275 pt either side.
        #expect(
            start
                == CardSceneFrame(
                    time: 0, cardX: 70, cardY: 247, cardWidth: 250, cardHeight: 350, cornerRadius: 6,
                    descriptionAlpha: 0, closeAlpha: 0,
                    leftCentreX: -80, rightCentreX: 470, carouselOffset: 205, fractionComplete: 0, progress: 0))
        // ease-in-out is 0.5 at half time.
        #expect(isClose(middle.cardX, 35, absolute: 1e-9) && isClose(middle.cardY, 123.5, absolute: 1e-9))
        #expect(isClose(middle.cardWidth, 320, absolute: 1e-9) && isClose(middle.cardHeight, 597, absolute: 1e-9))
        #expect(isClose(middle.cornerRadius, 3, absolute: 1e-9) && isClose(middle.closeAlpha, 0.5, absolute: 1e-9))
        #expect(
            isClose(middle.leftCentreX!, -105, absolute: 1e-9) && isClose(middle.rightCentreX!, 495, absolute: 1e-9))
        #expect(
            end
                == CardSceneFrame(
                    time: 0.3, cardX: 0, cardY: 0, cardWidth: 390, cardHeight: 844, cornerRadius: 0,
                    descriptionAlpha: 1, closeAlpha: 1,
                    leftCentreX: -130, rightCentreX: 520, carouselOffset: 205, fractionComplete: 0, progress: 1))
    }

    @Test func aDragUpThatCompletes() throws {
        let result = try run("pan -200 over 0.25")
        #expect(
            summary(result.events) == [
                "pan began paused reversed=false collapsed", "pan ended running reversed=false collapsed",
                "completion expand inactive reversed=false end expanded"
            ])
        #expect(result.panSamples == 30)
        #expect(result.fingerDownSpans == [0...0.25])
        // The finger's 200 pt of 247 is the fraction at the lift; the rest takes (1 − fc)·0.3 s.
        #expect(isClose(result.events[1].fractionComplete, 200.0 / 247, absolute: 1e-12))
        #expect(isClose(result.restTime, 0.25 + (1 - 200.0 / 247) * 0.3, absolute: 1e-12))
        #expect(result.finalState == .expanded && result.finalScreenExpanded)
        // While the finger is down the card follows it linearly (scrubsLinearly): half way is 100 pt.
        let half = result.frame(at: 0.125)
        #expect(isClose(half.fractionComplete, 100.0 / 247, absolute: 1e-12))
        #expect(isClose(half.cardHeight, 350 + 494 * 100.0 / 247, absolute: 1e-9))
    }

    @Test func aSmallDragReleasedDownwardTurnsBack() throws {
        let result = try run("pan -30 over 0.1 release 300")
        #expect(
            summary(result.events) == [
                "pan began paused reversed=false collapsed", "pan ended running reversed=true collapsed",
                "completion expand inactive reversed=false start collapsed"
            ])
        // Reversed: fc 30/247 becomes 1 − 30/247 and the rest takes (1 − fc′)·0.3 = (30/247)·0.3 s.
        #expect(isClose(result.events[1].fractionComplete, 1 - 30.0 / 247, absolute: 1e-12))
        #expect(isClose(result.restTime, 0.1 + 30.0 / 247 * 0.3, absolute: 1e-12))
        #expect(result.finalState == .collapsed && !result.finalScreenExpanded && result.notes.isEmpty)
        #expect(result.frame(at: 1) == result.frame(at: -1).with(time: 1))
    }

    @Test func aDragPastTheEndStopsAtTheSettersClamp() throws {
        let result = try run("pan -400 over 0.2")
        let held = result.frame(at: 0.199)
        #expect(held.fractionComplete == 0.99999)
        #expect(isClose(held.cardHeight, 350 + 494 * 0.99999, absolute: 1e-9))
        #expect(isClose(result.restTime, 0.2 + 0.00001 * 0.3, absolute: 1e-12))
        #expect(result.finalState == .expanded)
    }

    @Test func aReleaseWithZeroVelocityContinuesAsIs() throws {
        let result = try run("pan -50 over 0.2 release 0")
        #expect(summary(result.events).last == "completion expand inactive reversed=false end expanded")
        #expect(isClose(result.restTime, 0.2 + (1 - 50.0 / 247) * 0.3, absolute: 1e-12))
    }

    @Test func collapsingByADragDown() throws {
        let result = try run("tap, wait 0.5, pan 100 over 0.2")
        #expect(
            summary(result.events).suffix(3) == [
                "pan began paused reversed=false expanded", "pan ended running reversed=false expanded",
                "completion collapse inactive reversed=false end collapsed"
            ])
        #expect(isClose(result.frame(at: 0.6).cardHeight, 844 - 494 * 50.0 / 247, absolute: 1e-9))
        #expect(result.finalState == .collapsed && !result.finalScreenExpanded)
    }

    @Test func aTapMidFlightAddsAnimationsAndLeavesStateAndScreenApart() throws {
        let result = try run("tap, wait 0.1, tap")
        #expect(
            summary(result.events) == [
                "tap running reversed=false collapsed", "tap running reversed=false collapsed",
                "completion expand inactive reversed=false end expanded",
                "completion expand inactive reversed=false end collapsed"
            ])
        #expect(
            result.notes == [
                "The tap at 0.1 s added expand animations to a running animator (fractionComplete 0.333333): they run over the remaining time and their completion will flip `state` again.",
                "At 0.3 s the cell's state is collapsed but the card is expanded on screen: each toggle added a completion that flips `state`, so two of them flipped it back (or a reversal left it behind)."
            ])
        #expect(result.finalState == .collapsed && result.finalScreenExpanded)
        // The second block moved the neighbours 50 pt further.
        #expect(result.frame(at: 0.3).leftCentreX == -180)
    }

    @Test func aHorizontalSwipeStartsNothingAndSnapsToTheNextCard() throws {
        let result = try run("swipe -200 over 0.2")
        #expect(
            summary(result.events) == [
                "swipe began - reversed=false collapsed", "swipe ended - reversed=false collapsed"
            ])
        #expect(
            result.events.map(\.detail) == ["the card's pan recognizer refuses a horizontal pan", "snaps to card 2"])
        #expect(result.frame(at: 0.1).carouselOffset == 305)
        #expect(result.frame(at: 10).carouselOffset == 480)
        #expect(isClose(result.restTime, 0.2 + CarouselLayout.snapDuration, absolute: 1e-12))
        #expect(result.finalState == .collapsed)
    }

    @Test func aLongSpringIsNotedAfterTheLift() throws {
        let spring = TimingExpression.spring(SpringParameters(mass: 1, stiffness: 2, damping: 0.2, initialVelocity: 0))
        let result = try run("pan -100 over 0.2", spring)
        #expect(result.notes.count == 1)
        #expect(result.notes[0].hasPrefix("After the finger lifted at 0.2 s the animation keeps moving for 69.7624"))
        #expect(result.restTime > 69)
    }

    @Test func aSpringTurnsBackWithoutAJumpAndRestsAtTheStart() throws {
        let result = try run("pan -60 over 0.2 release 400", .uikitSpring(dampingRatio: 0.5, velocity: 0))
        #expect(summary(result.events).last == "completion expand inactive reversed=false start collapsed")
        let lift = 0.2
        #expect(abs(result.frame(at: lift).cardHeight - result.frame(at: lift + 1e-7).cardHeight) < 1e-3)
        // The spring toward the start runs over (1 − fc′)·0.3 = (60/247)·0.3 s.
        #expect(isClose(result.restTime, lift + 60.0 / 247 * 0.3, absolute: 1e-12))
        #expect(result.frame(at: result.restTime) == result.frame(at: -1).with(time: result.restTime))
    }

    @Test func nothingJumpsAtTheLiftOrTheReversal() throws {
        // The finger's last sample is at the lift, so the screen there is what the continuation starts from.
        for script in [
            "pan -30 over 0.1 release 300", "pan -200 over 0.25", "pan -120 over 0.3 release 0",
            "tap, pan 40 over 0.1 release -10"
        ] {
            let result = try run(script)
            let lift = result.fingerDownSpans[0].upperBound
            let at = result.frame(at: lift)
            let after = result.frame(at: lift + 1e-7)
            #expect(abs(at.cardHeight - after.cardHeight) < 1e-3, "\(script)")
            #expect(abs(at.cardX - after.cardX) < 1e-3, "\(script)")
        }
    }

    @Test func aPanMidFlightPausesWithTheDocumentedJump() throws {
        // A pan beginning while the tap's expansion runs toggles (adding animations), then pauses:
        // with scrubsLinearly the screen shows fc instead of ease-in-out(fc) (§4), a jump UIKit makes too.
        let result = try run("tap, wait 0.075, pan -10 over 0.05 release 0")
        #expect(result.events[1].detail == "pause jumped progress by 0.120838")
        #expect(result.notes[0].hasPrefix("The pan at 0.075 s added expand animations to a running animator"))
    }

    @Test func theCloseButtonCollapsesAndIsIgnoredWhenHidden() throws {
        let result = try run("close, tap, wait 0.4, close")
        #expect(result.events[0].detail == "ignored: the close button is hidden (alpha 0)")
        #expect(summary(result.events).last == "completion collapse inactive reversed=false end collapsed")
        #expect(isClose(result.restTime, 0.7, absolute: 1e-12))
    }

    @Test func aTapOnTheExpandedCardIsIgnored() throws {
        let result = try run("tap, wait 0.5, tap")
        #expect(result.events.last?.detail == "ignored: selection is off while expanded")
        #expect(result.finalState == .expanded)
    }

    @Test func refusesBadScenes() throws {
        let defaults = try #require(TemplateCatalog.template(named: "card-expand")).defaults
        #expect(throws: AnimatorError("card 3 does not exist; expected 0 to 2")) {
            try CardScene(parameters: defaults, cities: Self.cities, selected: 3)
        }
        #expect(throws: AnimatorError("the card scene needs at least one city")) {
            try CardScene(parameters: defaults, cities: [])
        }
        var wild = defaults
        wild.values["neighbour-offset"] = .number(.nan)
        #expect(throws: AnimatorError("neighbour-offset must be between -100000 and 100000, got nan")) {
            try CardScene(parameters: wild, cities: Self.cities)
        }
        #expect(throws: AnimatorError("screen 100×100 is not allowed; the 250×350 card must fit")) {
            try CardScene(parameters: defaults, cities: Self.cities, screen: (100, 100))
        }
    }
}

extension CardSceneFrame {
    func with(time: Double) -> CardSceneFrame {
        CardSceneFrame(
            time: time, cardX: cardX, cardY: cardY, cardWidth: cardWidth, cardHeight: cardHeight,
            cornerRadius: cornerRadius,
            descriptionAlpha: descriptionAlpha, closeAlpha: closeAlpha, leftCentreX: leftCentreX,
            rightCentreX: rightCentreX,
            carouselOffset: carouselOffset, fractionComplete: fractionComplete, progress: progress)
    }
}
