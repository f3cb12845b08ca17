import AnimationCore

extension CardSceneRunner {
    /// `didSelectItemAt` → `toggle()`; selection is off while expanded.
    mutating func tap() {
        guard isSelectedCentred(at: clock) else { return }
        guard state.selectionEnabled else {
            log("tap", at: clock, detail: "ignored: selection is off while expanded")
            return
        }
        toggle(at: clock, cause: "tap")
        log("tap", at: clock)
        snapshot()
    }

    /// The close button's action → `toggle()`, when the button can be hit (model alpha ≥ 0.01).
    mutating func close() {
        guard state.model[.closeAlpha] >= 0.01 else {
            log("close", at: clock, detail: "ignored: the close button is hidden (alpha 0)")
            return
        }
        toggle(at: clock, cause: "close")
        log("close", at: clock)
        snapshot()
    }

    func isSelectedCentredOffset(_ offset: Double) -> Bool {
        scene.layout.centredIndex(offset: offset) == scene.selected
    }

    mutating func isSelectedCentred(at t: Double) -> Bool {
        let offset = state.scroll.offset(at: t)
        guard isSelectedCentredOffset(offset) else {
            log(
                "gesture", at: t,
                detail:
                    "ignored: card \(scene.layout.centredIndex(offset: offset)) is centred; the scene animates card \(scene.selected)"
            )
            return false
        }
        return true
    }

    /// `toggle()`: expand or collapse by the cell's `state`, on the one lazily created animator
    /// (returned, as it is now the scene's). With Reduce Motion: `instant` sets the final state and
    /// runs what the completion does at once, with no animator (nil); a cross-fade sets every moving
    /// property at once and animates only the opacities.
    @discardableResult
    mutating func toggle(at t: Double, cause: String) -> PropertyAnimator? {
        if scene.motion == .instant {
            let expanding = state.cellState == .collapsed
            state.base = target(from: state.model, expanding: expanding, at: t)
            state.blocks = []
            settle(expanded: expanding)
            return nil
        }
        var animator = state.animator ?? makeAnimator()
        if animator.isRunning {
            notes.append(
                "The \(cause) at \(number(t)) s added \(state.cellState == .collapsed ? "expand" : "collapse") animations to a running "
                    + "animator (fractionComplete \(number(animator.fractionComplete(at: t)))): they run over the remaining time and "
                    + "their completion will flip `state` again.")
        }
        let expanding = state.cellState == .collapsed
        let before = state.model
        let after = target(from: before, expanding: expanding, at: t)
        var delta = CardValues.zero
        for index in delta.values.indices { delta.values[index] = after.values[index] - before.values[index] }
        if case .crossFade = scene.motion {
            // Set outside the animator, as `apply(expanded:)` runs before `addAnimations` in the export.
            for property in CardProperty.allCases where !property.isOpacity {
                state.base[property] += delta[property]
                delta[property] = 0
            }
        }
        let label = expanding ? "expand" : "collapse"
        // Only fails on a stopped animator, which the tutorial never makes.
        try? animator.addAnimations(label, at: t)
        animator.addCompletion(label)
        try? animator.startAnimation(at: t)
        state.blocks.append(.init(delta: delta))
        state.animator = animator
        return animator
    }

    /// The tutorial's completion at `.end`: `state` flips, and scrolling and selection follow it.
    mutating func settle(expanded: Bool) {
        state.cellState = state.cellState.toggled
        state.scrollEnabled = !expanded
        state.selectionEnabled = !expanded
    }

    /// Where a toggle takes the model from `before`: the screen's frame with the labels shown, or
    /// back to the frame it started from (`initialFrame`, remembered on the way out).
    mutating func target(from before: CardValues, expanding: Bool, at t: Double) -> CardValues {
        var after = before
        if expanding {
            state.initialFrame = [before[.frameX], before[.frameY], before[.frameWidth], before[.frameHeight]]
            after[.descriptionAlpha] = 1
            after[.closeAlpha] = 1
            after[.cornerRadius] = 0
            after[.frameX] = state.scroll.offset(at: t)
            after[.frameY] = 0
            after[.frameWidth] = scene.layout.screenWidth
            after[.frameHeight] = scene.layout.screenHeight
            after[.leftNeighbourOffset] -= scene.neighbourOffset
            after[.rightNeighbourOffset] += scene.neighbourOffset
        } else {
            after[.descriptionAlpha] = 0
            after[.closeAlpha] = 0
            after[.cornerRadius] = scene.cardRadius
            let frame =
                state.initialFrame ?? [before[.frameX], before[.frameY], before[.frameWidth], before[.frameHeight]]
            after[.frameX] = frame[0]
            after[.frameY] = frame[1]
            after[.frameWidth] = frame[2]
            after[.frameHeight] = frame[3]
            after[.leftNeighbourOffset] += scene.neighbourOffset
            after[.rightNeighbourOffset] -= scene.neighbourOffset
        }
        return after
    }

    /// The tutorial's pitfall: a spring with mass, stiffness and damping ignores the animator's
    /// duration and runs for its settling duration, long after the animation should have ended.
    /// (Added once, at the end, unless the lift's note already says it.)
    mutating func noteLingeringSpring() {
        guard let animator = state.animator, animator.timing.hasImplicitDuration,
            !notes.contains(where: { $0.contains("runs for its settling duration") }),
            let curve = try? animator.timing.curve(duration: animator.duration),
            curve.duration - animator.duration > CardScene.lingeringSpringSeconds
        else { return }
        let note =
            "\(animator.timing.expression) runs for its settling duration, \(number(curve.duration)) s, not the animator's "
            + "\(number(animator.duration)) s: UISpringTimingParameters(mass:stiffness:damping:initialVelocity:) ignores the duration, "
            + "so the card keeps moving \(number(curve.duration - animator.duration)) s after the animation should have ended "
            + "(the tutorial's pitfall with spring(mass: 1, stiffness: 2, damping: 0.2)); raise stiffness and damping "
            + "or use uikit-spring(damping:velocity:), which keeps the duration."
        notes.append(note)
    }

    /// The lazily created animator: `UIViewPropertyAnimator(duration:curve:)` from the preset.
    func makeAnimator() -> PropertyAnimator { scene.animatorPrototype }
}
