import AnimationCore
import Simulation
import StudioTestSupport
import Testing

/// The state machine against animation-math.md §4, with curve values from the published vectors (§6).
@Suite struct PropertyAnimatorTests {
    /// easeInEaseOut at .25, .5 and .75 (§6, bisection to 1e-15).
    static let easeInOutQuarter = 0.1291619310, easeInOutThreeQuarters = 0.8708380690

    func easeInOut(_ duration: Double = 1) throws -> PropertyAnimator {
        try PropertyAnimator(duration: duration, timing: .named(.easeInOut))
    }

    @Test func runsOnTheCurveWithTimeBasedFraction() throws {
        var animator = try easeInOut()
        #expect(animator.state == .inactive && animator.stateText == "inactive")
        try animator.startAnimation(at: 2)
        #expect(animator.stateText == "running" && animator.endTime == 3)
        #expect(animator.fractionComplete(at: 2.25) == 0.25)
        #expect(isClose(animator.progress(at: 2.25), Self.easeInOutQuarter, absolute: 1e-9))
        #expect(isClose(animator.progress(at: 2.5), 0.5, absolute: 1e-12))
        #expect(animator.update(to: 2.9).isEmpty)
    }

    @Test func zeroDurationRunsForTwoTenthsAndBadDurationsAreRefused() throws {
        #expect(try PropertyAnimator(duration: 0, timing: .named(.linear)).duration == 0.2)
        #expect(
            throws: AnimatorError(
                "animator duration -1 s is not allowed; expected 0 ≤ duration ≤ 3600 s (0 means 0.2 s)")
        ) {
            try PropertyAnimator(duration: -1, timing: .named(.linear))
        }
        #expect(
            throws: AnimatorError(
                "animator duration nan s is not allowed; expected 0 ≤ duration ≤ 3600 s (0 means 0.2 s)")
        ) {
            try PropertyAnimator(duration: .nan, timing: .named(.linear))
        }
    }

    @Test func pauseWithLinearScrubbingShowsTheFraction() throws {
        var animator = try easeInOut()
        try animator.startAnimation(at: 0)
        try animator.pauseAnimation(at: 0.25)
        #expect(animator.stateText == "paused" && animator.endTime == nil)
        #expect(animator.fractionComplete(at: 9) == 0.25)
        #expect(animator.progress(at: 9) == 0.25)
        #expect(isClose(animator.lastPauseJump, 0.25 - Self.easeInOutQuarter, absolute: 1e-9))
    }

    @Test func pauseWithoutLinearScrubbingStaysOnTheCurve() throws {
        var animator = try easeInOut()
        animator.scrubsLinearly = false
        try animator.startAnimation(at: 0)
        try animator.pauseAnimation(at: 0.75)
        #expect(isClose(animator.progress(at: 1), Self.easeInOutThreeQuarters, absolute: 1e-9))
        #expect(isClose(animator.lastPauseJump, 0, absolute: 1e-12))
        try animator.setFractionComplete(0.25, at: 1)
        #expect(isClose(animator.progress(at: 1), Self.easeInOutQuarter, absolute: 1e-9))
    }

    @Test func theSetterClampsAndStartsAnInactiveAnimatorPaused() throws {
        var animator = try easeInOut()
        try animator.setFractionComplete(0.4, at: 0)
        #expect(animator.state == .active && !animator.isRunning)
        #expect(animator.fractionComplete(at: 0) == 0.4 && animator.progress(at: 0) == 0.4)
        try animator.setFractionComplete(7, at: 0)
        #expect(animator.fractionComplete(at: 0) == 0.99999)
        try animator.setFractionComplete(-3, at: 0)
        #expect(animator.fractionComplete(at: 0) == 0.00001)
        #expect(throws: AnimatorError("fractionComplete nan is not a finite number")) {
            try animator.setFractionComplete(.nan, at: 0)
        }
    }

    @Test func settingTheFractionWhileRunningPausesSetsAndContinues() throws {
        var animator = try easeInOut()
        try animator.startAnimation(at: 0)
        try animator.setFractionComplete(0.5, at: 0.1)
        #expect(animator.isRunning && animator.endTime == 0.6)
        #expect(isClose(animator.progress(at: 0.1), 0.5, absolute: 1e-12))
        #expect(isClose(animator.progress(at: 0.35), Self.easeInOutThreeQuarters, absolute: 1e-9))
    }

    @Test func continueWithFactorZeroKeepsTheRemainingTime() throws {
        var animator = try easeInOut(2)
        try animator.setFractionComplete(0.5, at: 1)
        try animator.continueAnimation(timing: nil, durationFactor: 0, at: 3)
        #expect(animator.endTime == 4)
        #expect(isClose(animator.progress(at: 3), 0.5, absolute: 1e-12))
        #expect(isClose(animator.progress(at: 3.5), Self.easeInOutThreeQuarters, absolute: 1e-9))
        #expect(animator.fractionComplete(at: 3.5) == 0.75)
    }

    @Test func continueWithAFactorMakesTheRestLastFactorTimesDuration() throws {
        var animator = try easeInOut(2)
        try animator.setFractionComplete(0.5, at: 0)
        try animator.continueAnimation(timing: nil, durationFactor: 1.5, at: 1)
        #expect(animator.endTime == 4)
        #expect(animator.fractionComplete(at: 2.5) == 0.75)
        #expect(
            throws: AnimatorError(
                "durationFactor -1 is not allowed; expected 0 ≤ factor ≤ 10000 (0 keeps the remaining time)")
        ) {
            try animator.continueAnimation(timing: nil, durationFactor: -1, at: 1)
        }
        #expect(throws: AnimatorError("continueAnimation needs a paused animator; this one is running")) {
            try animator.continueAnimation(timing: nil, durationFactor: 0, at: 1)
        }
    }

    @Test func aCubicContinuationIsRemappedThroughTheNewCurvesInverse() throws {
        var animator = try easeInOut()
        try animator.setFractionComplete(0.5, at: 0)
        try animator.continueAnimation(timing: .named(.easeIn), durationFactor: 0, at: 0)
        // easeIn reaches 0.5 at x = 0.6368… (it is 0.3153568126 at 0.5); the rest starts there.
        #expect(isClose(animator.progress(at: 0), 0.5, absolute: 1e-9))
        #expect(animator.progress(at: 0.5) == 1)
        let next = animator.progress(at: 0.001)
        #expect(next > 0.5 && next < 0.51)
        var linear = try easeInOut()
        try linear.setFractionComplete(0.25, at: 0)
        try linear.continueAnimation(timing: .named(.linear), durationFactor: 0, at: 0)
        #expect(isClose(linear.progress(at: 0.375), 0.625, absolute: 1e-9))
    }

    @Test func reversingWhilePausedFlipsTheFractionAndFinishesAtStart() throws {
        var animator = try easeInOut()
        animator.addCompletion("a")
        animator.addCompletion("b")
        try animator.setFractionComplete(0.3, at: 0)
        try animator.setReversed(true, at: 0)
        #expect(animator.isReversed && animator.finishingPosition == .start)
        #expect(isClose(animator.fractionComplete(at: 0), 0.7, absolute: 1e-15) && animator.progress(at: 0) == 0.3)
        try animator.continueAnimation(timing: nil, durationFactor: 0, at: 1)
        #expect(isClose(animator.endTime!, 1.3, absolute: 1e-12))
        #expect(isClose(animator.progress(at: 1), 0.3, absolute: 1e-9))
        #expect(animator.progress(at: 1.3) == 0)
        let ran = animator.update(to: 2)
        #expect(
            ran.map(\.label) == ["a", "b"]
                && ran.allSatisfy { $0.position == .start && isClose($0.time, 1.3, absolute: 1e-12) })
        #expect(animator.state == .inactive && !animator.isReversed)
    }

    @Test func reversingWhileRunningReplaysTheCurveBackwardsWithoutAJump() throws {
        var animator = try easeInOut()
        try animator.startAnimation(at: 0)
        try animator.setReversed(true, at: 0.25)
        #expect(animator.isRunning && animator.fractionComplete(at: 0.25) == 0.75)
        #expect(isClose(animator.progress(at: 0.25), Self.easeInOutQuarter, absolute: 1e-9))
        #expect(animator.endTime == 0.5)
        #expect(isClose(animator.progress(at: 0.375), NamedCurve.easeInOut.bezier.progress(at: 0.125), absolute: 1e-12))
        #expect(animator.update(to: 0.5).isEmpty)  // no completions were added
        #expect(animator.progress(at: 0.5) == 0)
    }

    @Test func pausesOnCompletionPausesAtTheEndWithoutCompletions() throws {
        var animator = try easeInOut()
        animator.pausesOnCompletion = true
        animator.addCompletion("done")
        try animator.startAnimation(at: 0)
        #expect(animator.update(to: 1).isEmpty)
        #expect(
            animator.stateText == "paused" && animator.fractionComplete(at: 5) == 1 && animator.progress(at: 5) == 1)
        #expect(animator.completions == ["done"])
    }

    @Test func stopWithoutFinishingDropsCompletionsAndStopThenFinishRunsThem() throws {
        var dropped = try easeInOut()
        dropped.addCompletion("x")
        try dropped.startAnimation(at: 0)
        try dropped.stopAnimation(withoutFinishing: true, at: 0.5)
        #expect(dropped.state == .inactive && dropped.completions.isEmpty && dropped.progress(at: 1) == 0.5)

        var stopped = try easeInOut()
        stopped.addCompletion("x")
        stopped.addCompletion("y")
        try stopped.startAnimation(at: 0)
        try stopped.stopAnimation(withoutFinishing: false, at: 0.5)
        #expect(stopped.stateText == "stopped")
        #expect(throws: AnimatorError("startAnimation on a stopped animator; call finishAnimation(at:) first")) {
            try stopped.startAnimation(at: 0.6)
        }
        let ran = try stopped.finishAnimation(at: .current, time: 0.7)
        #expect(
            ran == [
                AnimatorCompletion(label: "x", position: .current, time: 0.7),
                AnimatorCompletion(label: "y", position: .current, time: 0.7)
            ])
        #expect(throws: AnimatorError("finishAnimation(at:) needs a stopped animator; this one is inactive")) {
            _ = try stopped.finishAnimation(at: .end, time: 1)
        }
    }

    @Test func animationsAddedMidFlightRunOverTheRemainingTime() throws {
        var animator = try easeInOut()
        try animator.addAnimations("first", at: 0)
        try animator.startAnimation(at: 0)
        try animator.addAnimations("second", at: 0.5)
        #expect(animator.animations[0].addedAtProgress == nil)
        #expect(isClose(animator.animations[1].addedAtProgress!, 0.5, absolute: 1e-12))
        #expect(animator.animations[1].progress(animatorProgress: 0.75) == 0.5)
        #expect(animator.animations[1].progress(animatorProgress: 0.25) == 0)
        #expect(animator.animations[0].progress(animatorProgress: 0.25) == 0.25)
    }

    @Test func aDampingRatioSpringIsTheSolvedSpringCheckedByIntegration() throws {
        // §6: d = 1, ζ = .5, v = 0 → k 161.7195015916, c 12.7168982693.
        var animator = try PropertyAnimator(duration: 1, timing: .uikitSpring(dampingRatio: 0.5, velocity: 0))
        try animator.startAnimation(at: 0)
        #expect(animator.endTime == 1)
        let times = [0.05, 0.2, 0.4, 0.7]
        let reference = SpringODE.integrate(
            mass: 1, stiffness: 161.7195015916, damping: 12.7168982693, velocity: 0, at: times)
        for (t, expected) in zip(times, reference) {
            #expect(isClose(animator.progress(at: t), expected.position, absolute: 1e-7), "t = \(t)")
        }
    }

    @Test func aPhysicalSpringIgnoresTheAnimatorsDuration() throws {
        // The spring: mass 1, stiffness 2, damping 0.2, settling when the envelope (1 + |B|)e^(−λt) is 0.001.
        var animator = try PropertyAnimator(
            duration: 0.3, timing: .spring(SpringParameters(mass: 1, stiffness: 2, damping: 0.2, initialVelocity: 0)))
        try animator.startAnimation(at: 0)
        // λ = 0.1, ωd = √(2 − λ²): −ln(0.001/(1 + λ/ωd))/λ, computed in float64 outside the studio.
        #expect(isClose(animator.endTime!, 69.76243602340196, absolute: 1e-9))
    }

    @Test func aSpringContinuationIsANewSpringOverTheRemainingTime() throws {
        // Critical spring, paused at fc .5, continued with factor .5 of a 1 s duration: the rest is the
        // §1a spring for d = .5, ζ = 1 (§6: k 341.0236977085, c 36.9336539058) from .5 to 1.
        var animator = try PropertyAnimator(duration: 1, timing: .uikitSpring(dampingRatio: 1, velocity: 0))
        try animator.setFractionComplete(0.5, at: 0)
        #expect(animator.progress(at: 0) == 0.5)
        try animator.continueAnimation(timing: nil, durationFactor: 0.5, at: 2)
        #expect(animator.endTime == 2.5)
        let times = [0.02, 0.1, 0.25, 0.4]
        let reference = SpringODE.integrate(
            mass: 1, stiffness: 341.0236977085, damping: 36.9336539058, velocity: 0, at: times)
        for (t, expected) in zip(times, reference) {
            #expect(isClose(animator.progress(at: 2 + t), 0.5 + 0.5 * expected.position, absolute: 1e-7), "t = \(t)")
        }
        #expect(animator.progress(at: 2) == 0.5)
    }

    @Test func aPausedSpringReportsTheDistanceCovered() throws {
        var animator = try PropertyAnimator(duration: 1, timing: .uikitSpring(dampingRatio: 0.3, velocity: 0))
        try animator.startAnimation(at: 0)
        let shown = animator.progress(at: 0.2)
        #expect(shown > 1)  // overshooting
        try animator.pauseAnimation(at: 0.2)
        #expect(animator.progress(at: 0.2) == shown && animator.lastPauseJump == 0)
        #expect(isClose(animator.fractionComplete(at: 0.2), 1 - (shown - 1), absolute: 1e-15))
    }

    @Test func reversingARunningSpringRestartsTowardTheStart() throws {
        var animator = try PropertyAnimator(duration: 1, timing: .uikitSpring(dampingRatio: 1, velocity: 0))
        try animator.startAnimation(at: 0)
        let shown = animator.progress(at: 0.5)
        try animator.setReversed(true, at: 0.5)
        #expect(animator.progress(at: 0.5) == shown)
        #expect(animator.endTime == 1)
        #expect(animator.progress(at: 1) == 0)
    }
}
