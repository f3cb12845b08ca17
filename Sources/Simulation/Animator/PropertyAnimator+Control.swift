public import AnimationCore

extension PropertyAnimator {
    /// `startAnimation()`: inactive → active and running from the start (or from the end toward
    /// the start when reversed); a paused animator resumes over its remaining time.
    public mutating func startAnimation(at t: Double) throws(AnimatorError) {
        try startAnimation(afterDelay: 0, at: t)
    }

    /// `startAnimation(afterDelay:)`: as ``startAnimation(at:)``, the first leg beginning `delay` later.
    public mutating func startAnimation(afterDelay delay: Double, at t: Double) throws(AnimatorError) {
        guard delay.isFinite, delay >= 0, delay <= AnimationCurve.maximumDuration else {
            throw AnimatorError(
                "start delay \(NumberFormat.shortest(delay)) s is not allowed; expected 0 ≤ delay ≤ 3600 s")
        }
        switch state {
        case .stopped:
            throw AnimatorError("startAnimation on a stopped animator; call finishAnimation(at:) first")
        case .active where isRunning:
            return
        case .active:
            try beginLeg(timing: timing, durationFactor: 0, at: t + delay)
        case .inactive:
            state = .active
            heldFraction = 0
            heldProgress = isReversed ? 1 : 0
            try beginLeg(timing: timing, durationFactor: 0, at: t + delay)
        }
    }

    /// `pauseAnimation()`: an inactive animator becomes active and paused at 0; a running one keeps
    /// its fractionComplete and shows the progress a paused animator shows for it (§4).
    public mutating func pauseAnimation(at t: Double) throws(AnimatorError) {
        guard state != .stopped else {
            throw AnimatorError("pauseAnimation on a stopped animator; call finishAnimation(at:) first")
        }
        lastPauseJump = 0
        if state == .inactive {
            state = .active
            heldFraction = 0
            heldProgress = isReversed ? 1 : 0
            return
        }
        guard isRunning, let leg else { return }
        let shown = leg.progress(at: t)
        if timing.bezier != nil {
            heldFraction = min(1, max(0, leg.fraction(at: t)))
            heldProgress = heldProgress(forFraction: heldFraction)
        } else {
            heldProgress = shown
            heldFraction = min(1, max(0, 1 - abs((isReversed ? 0 : 1) - shown)))
        }
        lastPauseJump = heldProgress - shown
        isRunning = false
        self.leg = nil
    }

    /// The fractionComplete setter: clamped to [1e-5, 0.99999]; an inactive animator starts
    /// paused, a running one pauses, takes the value and continues.
    public mutating func setFractionComplete(_ value: Double, at t: Double) throws(AnimatorError) {
        guard value.isFinite else {
            throw AnimatorError("fractionComplete \(NumberFormat.shortest(value)) is not a finite number")
        }
        guard state != .stopped else {
            throw AnimatorError("fractionComplete set on a stopped animator; call finishAnimation(at:) first")
        }
        let wasRunning = isRunning
        if state == .inactive || wasRunning { try pauseAnimation(at: t) }
        heldFraction = min(Self.settableFractions.upperBound, max(Self.settableFractions.lowerBound, value))
        heldProgress = heldProgress(forFraction: heldFraction)
        if wasRunning { try beginLeg(timing: timing, durationFactor: 0, at: t) }
    }

    /// `continueAnimation(withTimingParameters:durationFactor:)` on a paused animator. With factor 0
    /// the rest lasts (1 − fc)·duration; otherwise exactly factor·duration. A cubic rest starts
    /// where the new curve reaches the current progress; a spring rest is a new spring from here.
    public mutating func continueAnimation(
        timing newTiming: TimingExpression?, durationFactor: Double, at t: Double
    ) throws(AnimatorError) {
        guard durationFactor.isFinite, durationFactor >= 0, durationFactor <= 10_000 else {
            throw AnimatorError(
                "durationFactor \(NumberFormat.shortest(durationFactor)) is not allowed; expected 0 ≤ factor ≤ 10000 (0 keeps the remaining time)"
            )
        }
        guard state == .active, !isRunning else {
            throw AnimatorError("continueAnimation needs a paused animator; this one is \(stateText)")
        }
        try beginLeg(timing: newTiming.map(AnimatorTiming.init) ?? timing, durationFactor: durationFactor, at: t)
    }

    /// The isReversed setter: fractionComplete becomes 1 − fc and the animator finishes at `.start`.
    /// A running animator turns back without a jump (cubic: the same curve backwards; spring: a new
    /// spring toward the start over the remaining time).
    public mutating func setReversed(_ reversed: Bool, at t: Double) throws(AnimatorError) {
        guard reversed != isReversed else { return }
        guard state != .stopped else {
            throw AnimatorError("isReversed set on a stopped animator; call finishAnimation(at:) first")
        }
        guard isRunning, let leg else {
            isReversed = reversed
            heldFraction = 1 - heldFraction
            return
        }
        let fraction = 1 - min(1, max(0, leg.fraction(at: t)))
        let progress = leg.progress(at: t)
        isReversed = reversed
        let remaining = (1 - fraction) * duration
        if let w = leg.curveTime(at: t), let bezier = timing.bezier {
            self.leg = AnimatorLeg(
                motion: .cubic(bezier, startW: w, endW: reversed ? 0 : 1),
                startTime: t, duration: remaining, startFraction: fraction)
        } else {
            heldFraction = fraction
            heldProgress = progress
            isRunning = false
            try beginLeg(timing: timing, durationFactor: 0, at: t)
        }
    }

    /// `stopAnimation(_:)`: the views stay where they are. Without finishing the animator is
    /// inactive and its completions are dropped; otherwise it is stopped until ``finishAnimation(at:t:)``.
    public mutating func stopAnimation(withoutFinishing: Bool, at t: Double) throws(AnimatorError) {
        guard state == .active else {
            throw AnimatorError("stopAnimation needs an active animator; this one is \(stateText)")
        }
        heldProgress = progress(at: t)
        heldFraction = fractionComplete(at: t)
        isRunning = false
        leg = nil
        if withoutFinishing {
            reset()
        } else {
            state = .stopped
        }
    }

    /// `finishAnimation(at:)` on a stopped animator: runs the completions, in order, with `position`.
    public mutating func finishAnimation(at position: AnimatingPosition, time t: Double) throws(AnimatorError)
        -> [AnimatorCompletion]
    {
        guard state == .stopped else {
            throw AnimatorError("finishAnimation(at:) needs a stopped animator; this one is \(stateText)")
        }
        let ran = completions.map { AnimatorCompletion(label: $0, position: position, time: t) }
        reset()
        return ran
    }

    /// `addAnimations`: before the start they run with the animator; added mid-flight they run from
    /// the current state over the remaining time (see ``AnimatorAnimation``).
    public mutating func addAnimations(_ label: String, at t: Double) throws(AnimatorError) {
        guard state != .stopped else {
            throw AnimatorError("addAnimations on a stopped animator; call finishAnimation(at:) first")
        }
        let started = state == .active && (isRunning ? t > (leg?.startTime ?? t) : heldFraction > 0)
        animations.append(AnimatorAnimation(label: label, addedAtProgress: started ? progress(at: t) : nil))
    }

    /// `addCompletion`: completions run in the order they were added.
    public mutating func addCompletion(_ label: String) { completions.append(label) }

    /// Runs the animator up to t: a leg that ended by then either pauses at the end
    /// (`pausesOnCompletion`) or runs the completions with `.end` (`.start` when reversed).
    public mutating func update(to t: Double) -> [AnimatorCompletion] {
        guard isRunning, let leg, t >= leg.endTime else { return [] }
        heldProgress = leg.progress(at: leg.endTime)
        heldFraction = 1
        isRunning = false
        self.leg = nil
        if pausesOnCompletion { return [] }
        let ran = completions.map { AnimatorCompletion(label: $0, position: finishingPosition, time: leg.endTime) }
        reset()
        return ran
    }

    /// "inactive", "running", "paused" or "stopped".
    public var stateText: String {
        switch state {
        case .inactive: return "inactive"
        case .stopped: return "stopped"
        case .active: return isRunning ? "running" : "paused"
        }
    }

    mutating func reset() {
        state = .inactive
        isRunning = false
        leg = nil
        animations = []
        completions = []
        heldFraction = 0
        if Self.resetsReversedOnCompletion { isReversed = false }
    }

    /// Starts a leg from the held fraction and progress toward the finishing end.
    mutating func beginLeg(timing legTiming: AnimatorTiming, durationFactor: Double, at t: Double) throws(AnimatorError)
    {
        let fraction = heldFraction
        let remaining = durationFactor == 0 ? (1 - fraction) * duration : durationFactor * duration
        let target = isReversed ? 0.0 : 1.0
        let motion: AnimatorLeg.Motion
        var legDuration = remaining
        if let bezier = legTiming.bezier {
            let w = bezier.fraction(forProgress: isReversed ? heldProgress : heldProgress)
            motion = .cubic(bezier, startW: w, endW: target)
        } else {
            let curve = try legTiming.curve(duration: max(remaining, 1e-9))
            legDuration = curve.duration
            motion = .spring(curve, startProgress: heldProgress, endProgress: target)
        }
        isRunning = true
        leg = AnimatorLeg(motion: motion, startTime: t, duration: legDuration, startFraction: fraction)
    }
}
