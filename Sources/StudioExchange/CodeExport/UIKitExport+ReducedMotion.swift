import AnimationCore

/// The preset's reduced-motion variant in UIKit, switched by `UIAccessibility.isReduceMotionEnabled`
/// where each animation starts; the card's animator, which lives across gestures, also listens to
/// `UIAccessibility.reduceMotionStatusDidChangeNotification`.
extension UIKitExport {
    /// `if UIAccessibility.isReduceMotionEnabled { … return }` at the top of a table entrance's closure.
    static func reducedEntrance(_ context: ExportContext, delay: String) -> [String] {
        let reduced = context.reduced
        let tracks = reduced.animation.tracks
        let contentView = tracks.contains { if case .transform = $0.kind { true } else { false } }
        var setUp: [String] = contentView ? ["let view = cell.contentView"] : []
        var finish: [String] = []
        func opacity(_ value: Double) -> String {
            contentView
                ? "view.layer.opacity = \(NumberFormat.shortest(value))"
                : "cell.alpha = \(NumberFormat.shortest(value))"
        }
        func points(_ value: Double) -> String { NumberFormat.shortest(value == 0 ? 0 : value) }
        func translation(_ progress: Double) -> String? {
            let x = tracks.first { $0.name == "translation.x" }?.values(at: progress).first
            let y = tracks.first { $0.name == "translation.y" }?.values(at: progress).first
            guard x != nil || y != nil else { return nil }
            return "cell.transform = CGAffineTransform(translationX: \(points(x ?? 0)), "
                + "y: \(points(y ?? 0)))"
        }
        for track in tracks {
            switch track.kind {
            case .scalar(let from, let to) where track.isOpacity:
                setUp.append(opacity(from))
                if from != to { finish.append(opacity(to)) }
            case .transform(let from, let to, _):
                if from == to {
                    setUp.append("view.layer.transform = CATransform3DIdentity")
                } else {
                    let angle = reduced.number(.angle, -15) * Double.pi / 180
                    setUp += [
                        "var transform = CATransform3DIdentity",
                        "transform = CATransform3DRotate(transform, \(NumberFormat.shortest(angle)), 0, 0, 1)",
                        "transform = CATransform3DTranslate(transform, \(reduced.text(.offsetX, -20)), "
                            + "\(reduced.text(.offsetY, -20)), 0)",
                        "view.layer.transform = transform"
                    ]
                    finish.append("view.layer.transform = CATransform3DIdentity")
                }
            default: break
            }
        }
        if let start = translation(0), let end = translation(1) {
            setUp.append(start)
            if start != end { finish.append(end) }
        }
        var lines = [
            "if UIAccessibility.isReduceMotionEnabled {",
            "    // Reduce Motion: \(CommentText.line(reduced.reducedMotion.description))."
        ]
        lines += indent(setUp, 1)
        if !reduced.isInstant, !finish.isEmpty {
            lines += indent(
                UIKitTiming(context: reduced).animate(
                    duration: NumberFormat.shortest(reduced.duration), delay: delay, body: finish), 1)
        }
        lines += ["    return", "}"]
        return lines
    }

    /// The tool bar with Reduce Motion: a cross-fade shows the tool bar in its place and dissolves
    /// the bars; `retimed` and `preset` variants move them with the variant's timing; `instant` sets them.
    static func reducedToolbar(_ context: ExportContext, editing: Bool, completion: [String]) -> [String] {
        let reduced = context.reduced
        let timing = UIKitTiming(context: reduced)
        let duration = NumberFormat.shortest(reduced.duration)
        let shown = "self.screenHeight - self.barHeight"
        var lines = [
            "if UIAccessibility.isReduceMotionEnabled {",
            "    // Reduce Motion: \(CommentText.line(reduced.reducedMotion.description))."
        ]
        switch reduced.reducedMotion {
        case .instant:
            lines += indent(
                editing
                    ? ["tabBar.alpha = 0", "toolbar.frame.origin.y = screenHeight - barHeight"]
                        + completion
                    : ["tabBar.alpha = 1", "toolbar.frame.origin.y = screenHeight"], 1)
        case .crossFade:
            if editing {
                lines += ["    toolbar.alpha = 0", "    toolbar.frame.origin.y = screenHeight - barHeight"]
                lines += indent(
                    timing.animate(
                        duration: duration, delay: "0", body: ["self.tabBar.alpha = 0", "self.toolbar.alpha = 1"],
                        completion: completion), 1)
            } else {
                lines += indent(
                    timing.animate(
                        duration: duration, delay: "0", body: ["self.tabBar.alpha = 1", "self.toolbar.alpha = 0"],
                        completion: ["self.toolbar.frame.origin.y = self.screenHeight", "self.toolbar.alpha = 1"]), 1)
            }
        case .retimed, .preset:
            let body =
                editing
                ? ["self.tabBar.alpha = 0", "self.toolbar.frame.origin.y = \(shown)"]
                : ["self.tabBar.alpha = 1", "self.toolbar.frame.origin.y = self.screenHeight"]
            lines += indent(
                timing.animate(duration: duration, delay: "0", body: body, completion: editing ? completion : []), 1)
        }
        lines += ["    return", "}"]
        return lines
    }

    /// The card's animator with Reduce Motion, inside `makeAnimator(expanding:)`: a `retimed` or
    /// `preset` variant animates the same change with its timing; a cross-fade moves the card at once
    /// and dissolves the labels. (An `instant` variant never builds an animator: see ``reducedCardInstant``.)
    static func reducedCardAnimator(_ context: ExportContext) -> [String] {
        let reduced = context.reduced
        guard !reduced.isInstant else { return [] }
        let duration = NumberFormat.shortest(reduced.duration)
        var lines = [
            "if UIAccessibility.isReduceMotionEnabled {",
            "    // Reduce Motion: \(CommentText.line(reduced.reducedMotion.description)).",
            "    let animator = UIViewPropertyAnimator(duration: \(duration), timingParameters: "
                + "\(UIKitTiming(context: reduced).timingParameters))"
        ]
        if case .crossFade = reduced.reducedMotion {
            lines += [
                "    let labelsAlpha = labels.alpha", "    apply(expanded: expanding)",
                "    labels.alpha = labelsAlpha",
                "    animator.addAnimations { self.labels.alpha = expanding ? 1 : 0 }"
            ]
        } else {
            lines.append("    animator.addAnimations { self.apply(expanded: expanding) }")
        }
        lines += ["    return animator", "}"]
        return lines
    }

    /// An `instant` variant: expand, collapse and a pan's release set the final state at once.
    static func reducedCardInstant(_ context: ExportContext, expanded: String) -> [String] {
        guard context.reduced.isInstant else { return [] }
        return [
            "if UIAccessibility.isReduceMotionEnabled {",
            "    // Reduce Motion: instant.", "    animator = nil", "    apply(expanded: \(expanded))", "    return",
            "}"
        ]
    }

    /// The observer that finishes a running animation when Reduce Motion is switched, so the next
    /// one is built for the new setting (the animator outlives a single gesture).
    static let reduceMotionObserver = [
        "/// Reduce Motion switched while an animation runs: it finishes where it was heading, and the",
        "/// next `makeAnimator` builds the animation for the new setting.",
        "private var reduceMotionObserver: (any NSObjectProtocol)?", "",
        "func observeReduceMotion() {",
        "    reduceMotionObserver = NotificationCenter.default.addObserver(",
        "        forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: .main",
        "    ) { [weak self] _ in",
        "        MainActor.assumeIsolated { self?.finishRunningAnimation() }", "    }", "}", "",
        "func finishRunningAnimation() {",
        "    guard let animator, animator.state == .active else { return }",
        "    animator.stopAnimation(false)", "    animator.finishAnimation(at: .end)", "}"
    ]
}
