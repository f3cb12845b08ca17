import AnimationCore

/// The UIKit calls that reproduce a timing exactly: `UIView.animate` for its four named curves and
/// `uikit-spring`, `UIViewPropertyAnimator` with `UICubicTimingParameters` for any other cubic and
/// with `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` for a physical spring.
struct UIKitTiming {
    let context: ExportContext

    /// The option of a curve `UIView.animate` takes, if the timing is one.
    private var option: String? {
        guard case .named(let name) = context.timing else { return nil }
        switch name {
        case .linear: return ".curveLinear"
        case .easeIn: return ".curveEaseIn"
        case .easeOut: return ".curveEaseOut"
        case .easeInOut: return ".curveEaseInOut"
        case .caDefault: return nil
        }
    }

    /// The `UIView.AnimationCurve` of a named timing that has one (every named curve but `ca-default`).
    private var animationCurve: String? {
        guard case .named(let name) = context.timing else { return nil }
        switch name {
        case .linear: return ".linear"
        case .easeIn: return ".easeIn"
        case .easeOut: return ".easeOut"
        case .easeInOut: return ".easeInOut"
        case .caDefault: return nil
        }
    }

    /// The difference between the emitted curve and the studio's (exact except for a derived spring's
    /// rounding, which stays within 1e-6).
    var difference: CurveDifference {
        if context.timing.fixedSpring != nil, let spring = context.printedSpring(.double, snapsAtSettling: true) {
            return spring.difference
        }
        return .exact
    }

    /// `UITimingCurveProvider` for a `UIViewPropertyAnimator`.
    var timingParameters: String {
        if let curve = animationCurve { return "UICubicTimingParameters(animationCurve: \(curve))" }
        switch context.timing {
        case .named, .cubic:
            return cubicParameters
        case .uikitSpring(let ratio, let velocity):
            let r = NumberFormat.shortest(ratio)
            let v = NumberFormat.shortest(velocity)
            return "UISpringTimingParameters(dampingRatio: \(r), initialVelocity: CGVector(dx: \(v), dy: \(v)))"
        default:
            // Every other form is a spring; a curve without one would take the best-fit cubic.
            guard let t = context.printedSpring(.double, snapsAtSettling: true)?.texts else { return cubicParameters }
            return
                "UISpringTimingParameters(mass: \(t[0]), stiffness: \(t[1]), damping: \(t[2]), initialVelocity: CGVector(dx: \(t[3]), dy: \(t[3])))"
        }
    }

    /// `UICubicTimingParameters` with the timing's control points (fitted for a curve that is not a cubic).
    private var cubicParameters: String {
        let t = context.printedBezier(.double).texts
        return
            "UICubicTimingParameters(controlPoint1: CGPoint(x: \(t[0]), y: \(t[1])), controlPoint2: CGPoint(x: \(t[2]), y: \(t[3])))"
    }

    /// Text on the line of ``animate(duration:delay:body:completion:)`` that carries the timing.
    var anchor: String {
        if option != nil { return "options: [" }
        if case .uikitSpring = context.timing { return "usingSpringWithDamping: " }
        return "timingParameters: "
    }

    /// Lines that animate `body` over `duration` after `delay` (Swift expressions), then run `completion`.
    func animate(duration: String, delay: String, body: [String], completion: [String] = []) -> [String] {
        let inner = body.map { "    " + $0 }
        let done = completion.isEmpty ? [] : completion.map { "    " + $0 }
        if let option {
            var lines =
                ["UIView.animate(withDuration: \(duration), delay: \(delay), options: [\(option)], animations: {"]
                + inner
            lines += completion.isEmpty ? ["})"] : ["}, completion: { _ in"] + done + ["})"]
            return lines
        }
        if case .uikitSpring(let ratio, let velocity) = context.timing {
            let r = NumberFormat.shortest(ratio)
            let v = NumberFormat.shortest(velocity)
            var lines =
                [
                    "UIView.animate(withDuration: \(duration), delay: \(delay), usingSpringWithDamping: \(r), "
                        + "initialSpringVelocity: \(v), options: [], animations: {"
                ] + inner
            lines += completion.isEmpty ? ["})"] : ["}, completion: { _ in"] + done + ["})"]
            return lines
        }
        var lines: [String] = []
        if context.timing.isSteppedBySwiftUI, let spring = context.timing.fixedSpring {
            lines.append(
                "// UIKit solves this SwiftUI spring in closed form for its settling time, "
                    + "\(NumberFormat.derived(spring.settlingDuration())) s; SwiftUI steps it (the header gives the difference)."
            )
        } else if context.timing.fixedSpring != nil {
            lines.append(
                "// A physical spring ignores the duration: it runs for its settling time, \(NumberFormat.derived(context.duration)) s."
            )
        }
        if case .spring(let spring, true) = context.timing, spring.dampingRatio > 1 {
            lines.append(
                "// UISpringTimingParameters runs an over-damped spring critically damped (allowsOverdamping is NO), for "
                    + "\(NumberFormat.derived(spring.criticallyDamped.settlingDuration())) s; a CASpringAnimation with allowsOverdamping = true keeps it."
            )
        }
        lines +=
            [
                "let animator = UIViewPropertyAnimator(duration: \(duration), timingParameters: \(timingParameters))",
                "animator.addAnimations {"
            ] + inner + ["}"]
        if !completion.isEmpty { lines += ["animator.addCompletion { _ in"] + done + ["}"] }
        lines.append("animator.startAnimation(afterDelay: \(delay))")
        return lines
    }
}
