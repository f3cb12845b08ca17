import AnimationCore

extension CardSceneRunner {
    /// A vertical drag: `gestureRecognizerShouldBegin` (|vy| > |vx|), then the tutorial's handler —
    /// began, `changed` at ``CardScene/inputRate`` with the finger moving linearly, ended.
    mutating func pan(dy: Double, seconds: Double, release: Double) {
        let start = clock
        let end = clock + seconds
        advance(to: start)
        spans.append(start...end)
        guard dy != 0 else {
            log("pan", at: start, detail: "refused: no vertical motion (gestureRecognizerShouldBegin)")
            clock = end
            advance(to: end)
            return
        }
        guard isSelectedCentred(at: start) else {
            clock = end
            advance(to: end)
            return
        }
        // began
        guard var animator = toggle(at: start, cause: "pan") else {
            // Reduce Motion, instant: the pan's toggle set the final state; nothing to scrub.
            log("pan began", at: start, detail: "Reduce Motion (instant): the card is set at once, nothing to scrub")
            snapshot()
            clock = end
            advance(to: end)
            return
        }
        try? animator.pauseAnimation(at: start)
        state.animator = animator
        state.animationProgress = animator.fractionComplete(at: start)
        log(
            "pan began", at: start,
            detail: animator.lastPauseJump == 0 ? "" : "pause jumped progress by \(number(animator.lastPauseJump))")
        snapshot()
        // changed
        let count = Int((seconds * CardScene.inputRate).rounded(.down))
        var times = (1...max(1, count)).map { start + Double($0) / CardScene.inputRate }.filter { $0 <= end }
        if times.last.map({ $0 < end }) ?? true { times.append(end) }
        for t in times {
            advance(to: t)
            changed(translation: dy * (t - start) / seconds, at: t)
        }
        // ended
        ended(velocity: release, at: end)
        clock = end
    }

    mutating func changed(translation: Double, at t: Double) {
        guard var animator = state.animator else { return }
        var fraction = -translation / scene.popupOffset
        if state.cellState == .expanded { fraction = -fraction }
        if animator.isReversed { fraction = -fraction }
        try? animator.setFractionComplete(fraction + state.animationProgress, at: t)
        state.animator = animator
        samples += 1
        snapshot()
    }

    /// ended: zero velocity continues as is; otherwise `isReversed` by the tutorial's table, then
    /// `continueAnimation(withTimingParameters: nil, durationFactor: 0)`.
    mutating func ended(velocity: Double, at t: Double) {
        guard var animator = state.animator else { return }
        if velocity != 0 {
            let shouldComplete = velocity > 0
            switch state.cellState {
            case .expanded:
                if !shouldComplete, !animator.isReversed { try? animator.setReversed(true, at: t) }
                if shouldComplete, animator.isReversed { try? animator.setReversed(false, at: t) }
            case .collapsed:
                if shouldComplete, !animator.isReversed { try? animator.setReversed(true, at: t) }
                if !shouldComplete, animator.isReversed { try? animator.setReversed(false, at: t) }
            }
        }
        if animator.state == .active, !animator.isRunning {
            try? animator.continueAnimation(timing: nil, durationFactor: 0, at: t)
        }
        state.animator = animator
        log("pan ended", at: t, detail: "velocity \(number(velocity)) pt/s")
        snapshot()
        if let endTime = animator.endTime, endTime - t > CardScene.lingeringSpringSeconds {
            notes.append(
                "After the finger lifted at \(number(t)) s the animation keeps moving for \(number(endTime - t)) s "
                    + "(until \(number(endTime)) s)\(animator.timing.hasImplicitDuration ? ": a spring with mass, stiffness and damping runs for its settling duration and ignores the animator's duration" : "")."
            )
        }
    }

    /// A horizontal swipe: the card's recognizer refuses it; the carousel follows the finger and
    /// snaps to the nearest card (scrolling is off while the card is expanded).
    mutating func swipe(dx: Double, seconds: Double) {
        let start = clock
        let end = clock + seconds
        advance(to: start)
        spans.append(start...end)
        clock = end
        guard state.scrollEnabled else {
            log("swipe", at: start, detail: "ignored: scrolling is off while expanded")
            advance(to: end)
            return
        }
        let from = state.scroll.offset(at: start)
        state.scroll = .init(start: start, from: from, to: from - dx, duration: seconds, snapping: false)
        log("swipe began", at: start, detail: "the card's pan recognizer refuses a horizontal pan")
        snapshot()
        advance(to: end)
        let released = from - dx
        let target = scene.layout.restingOffset(from: released, velocity: -dx / seconds)
        state.scroll = .init(
            start: end, from: released, to: target, duration: CarouselLayout.snapDuration, snapping: true)
        log("swipe ended", at: end, detail: "snaps to card \(scene.layout.centredIndex(offset: target))")
        snapshot()
    }
}
