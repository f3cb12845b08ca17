/// The card scene at one moment: the selected cell (its lazily created animator, `state`,
/// `initialFrame`), the model values and the animations under way, and the carousel's scroll.
///
/// Every animation block is kept as the change it made to the model (its delta); what is on screen
/// is base + Σ delta × the block's own progress, which is how UIKit's additive animations add up.
struct CardSceneState: Sendable {
    struct Block: Sendable {
        let delta: CardValues
    }

    struct Scroll: Sendable {
        var start: Double
        var from: Double
        var to: Double
        /// Linear finger motion over `duration` or, when `snapping`, the fast-rate decay.
        var duration: Double
        var snapping: Bool

        func offset(at t: Double) -> Double {
            guard duration > 0 else { return to }
            let share = snapping ? CarouselLayout.snapFraction(at: t - start) : min(1, max(0, (t - start) / duration))
            return from + (to - from) * share
        }
    }

    var time = 0.0
    var animator: PropertyAnimator?
    var cellState = CardCellState.collapsed
    var base: CardValues
    var blocks: [Block] = []
    var initialFrame: [Double]?
    var scrollEnabled = true
    var selectionEnabled = true
    var scroll: Scroll
    var animationProgress = 0.0

    /// Model values: where every block leaves the properties.
    var model: CardValues {
        var values = base
        for block in blocks {
            for index in values.values.indices { values.values[index] += block.delta.values[index] }
        }
        return values
    }

    /// What is on screen at t.
    func presentation(at t: Double) -> CardValues {
        guard let animator, !blocks.isEmpty else { return model }
        let progress = animator.progress(at: t)
        var values = base
        for (index, block) in blocks.enumerated() {
            let share =
                index < animator.animations.count
                ? animator.animations[index].progress(animatorProgress: progress) : 1
            for slot in values.values.indices { values.values[slot] += block.delta.values[slot] * share }
        }
        return values
    }
}
