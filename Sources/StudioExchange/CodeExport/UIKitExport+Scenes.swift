import AnimationCore

/// The two scenes that are not table entrances: CityGuide's card and the Edit/Done tool bar.
extension UIKitExport {
    static func cardExpand(_ context: ExportContext, _ timing: UIKitTiming) -> [String] {
        let n = context.text
        // The collapsed card is centred in the carousel, as the template's frame tracks start.
        let width = context.number(.cardWidth, 250)
        let height = context.number(.cardHeight, 350)
        let screenWidth = context.number(.screenWidth, 390)
        let screenHeight = context.number(.screenHeight, 844)
        let x = NumberFormat.shortest((screenWidth - width) / 2)
        let y = NumberFormat.shortest((screenHeight - height) / 2)
        let collapsed = "CGRect(x: \(x), y: \(y), width: \(n(.cardWidth, 250)), height: \(n(.cardHeight, 350)))"
        let expanded = "CGRect(x: 0, y: 0, width: \(n(.screenWidth, 390)), height: \(n(.screenHeight, 844)))"
        return [
            "/// The CityGuide card: expand and collapse with \(context.commentLabel), or scrub with a pan.",
            "@MainActor final class CardAnimator {",
            "    let card: UIView", "    let labels: UIView",
            "    /// The carousel's cards on either side: they move away in x (`center.x ∓ offset`).",
            "    let leftNeighbour: UIView?", "    let rightNeighbour: UIView?",
            "    let collapsedFrame = \(collapsed)", "    let expandedFrame = \(expanded)",
            "    let cornerRadius: CGFloat = \(n(.cornerRadius, 6))",
            "    let neighbourOffset: CGFloat = \(n(.neighbourOffset, 50))",
            "    let duration: TimeInterval = \(NumberFormat.derived(context.duration))",
            "    private var animator: UIViewPropertyAnimator?", "",
            "    init(card: UIView, labels: UIView, leftNeighbour: UIView?, rightNeighbour: UIView?) {",
            "        self.card = card", "        self.labels = labels", "        self.leftNeighbour = leftNeighbour",
            "        self.rightNeighbour = rightNeighbour", "        observeReduceMotion()", "    }", ""
        ] + indent(reduceMotionObserver, 1) + [
            "",
            "    func makeAnimator(expanding: Bool) -> UIViewPropertyAnimator {"
        ] + indent(reducedCardAnimator(context), 2) + [
            "        let animator = UIViewPropertyAnimator(duration: duration, timingParameters: \(timing.timingParameters))",
            "        animator.addAnimations { self.apply(expanded: expanding) }", "        return animator", "    }",
            "",
            "    func apply(expanded: Bool) {",
            "        card.frame = expanded ? expandedFrame : collapsedFrame",
            "        card.layer.cornerRadius = expanded ? 0 : cornerRadius",
            "        leftNeighbour?.transform = expanded ? CGAffineTransform(translationX: -neighbourOffset, y: 0) : .identity",
            "        rightNeighbour?.transform = expanded ? CGAffineTransform(translationX: neighbourOffset, y: 0) : .identity",
            "        labels.alpha = expanded ? 1 : 0", "    }", "",
            "    func expand() {"
        ] + indent(reducedCardInstant(context, expanded: "true"), 2) + [
            "        animator = makeAnimator(expanding: true)",
            "        animator?.startAnimation()", "    }", "",
            "    func collapse() {"
        ] + indent(reducedCardInstant(context, expanded: "false"), 2) + [
            "        animator = makeAnimator(expanding: false)",
            "        animator?.startAnimation()", "    }", "",
            "    /// Drag down to collapse: the pan scrubs `fractionComplete`, release finishes the animation.",
            "    @objc func handlePan(_ recognizer: UIPanGestureRecognizer) {",
            "        switch recognizer.state {",
            "        case .began:"
        ] + indent(reducedCardInstant(context, expanded: "false"), 3) + [
            "            animator = makeAnimator(expanding: false)",
            "            animator?.pauseAnimation()",
            "        case .changed:",
            "            let translation = recognizer.translation(in: card)",
            "            animator?.fractionComplete = max(0, min(1, translation.y / expandedFrame.height))",
            "        case .ended, .cancelled:",
            "            animator?.continueAnimation(withTimingParameters: nil, durationFactor: 1)",
            "        default:", "            break", "        }", "    }", "}"
        ]
    }

    static func toolbarSwap(_ context: ExportContext, _ timing: UIKitTiming) -> [String] {
        let guarded = context.number(.completionGuard, 1) != 0
        let hide =
            guarded
            ? ["if generation == self.generation { self.tabBar.isHidden = true }"]
            : ["self.tabBar.isHidden = true  // completion-guard 0: hides even when Done came later"]
        var lines = [
            "/// The Edit and Done handlers: the tab bar fades out while the tool bar rises into its place.",
            "@MainActor final class ToolbarSwap {",
            "    let tabBar: UIView", "    let toolbar: UIView",
            "    let screenHeight: CGFloat = \(context.text(.screenHeight, 844))",
            "    let barHeight: CGFloat = \(context.text(.barHeight, 49))",
            "    let duration: TimeInterval = \(NumberFormat.derived(context.duration))",
            "    /// Bumped by every handler, so a completion knows whether its animation is still the latest.",
            "    private var generation = 0", "",
            "    init(tabBar: UIView, toolbar: UIView) {", "        self.tabBar = tabBar",
            "        self.toolbar = toolbar", "    }", "",
            "    func edit() {", "        generation += 1"
        ]
        if guarded { lines.append("        let generation = self.generation") }
        lines.append("        tabBar.isHidden = false")
        lines += indent(reducedToolbar(context, editing: true, completion: hide), 2)
        lines += indent(
            timing.animate(
                duration: "duration", delay: "0",
                body: [
                    "self.tabBar.alpha = 0", "self.toolbar.frame.origin.y = self.screenHeight - self.barHeight"
                ], completion: hide), 2)
        lines += ["    }", "", "    func done() {", "        generation += 1", "        tabBar.isHidden = false"]
        lines += indent(reducedToolbar(context, editing: false, completion: []), 2)
        lines += indent(
            timing.animate(
                duration: "duration", delay: "0",
                body: [
                    "self.tabBar.alpha = 1", "self.toolbar.frame.origin.y = self.screenHeight"
                ]), 2)
        lines += ["    }", "}"]
        return lines
    }
}
