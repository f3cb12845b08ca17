public import AnimationCore
import StudioExchange

/// Switching a timing to another kind, converting the current curve the way `convert` does: the
/// tuner's `k`, the browser editor's kind switch.
public enum TimingConversion {
    /// `curve` in the form of `kind`, and the duration it runs for when that must change with it:
    /// a `uikit-spring` is derived from its duration, and a curve that replaces a spring runs as
    /// long as the spring did. A spring form runs for its own duration, so the template's stays.
    /// Numbers are kept exact (rounding each conversion would add up over a run of them: a bounce
    /// of 0.6 came back 0.599999999999); the notes print them as derived numbers.
    public static func convert(_ curve: AnimationCurve, to kind: TimingKind) throws(EditError) -> (
        timing: TimingExpression, duration: Double?, note: String
    ) {
        let f = NumberFormat.derived
        let exact = NumberFormat.shortest
        func parsed(_ text: String) throws(EditError) -> TimingExpression {
            do { return try TimingExpression(parsing: text) } catch { throw EditError(error) }
        }
        if let bezier = curve.expression.bezier {
            switch kind {
            case .cubic: return (.cubic(bezier), nil, "")
            case .named(let name):
                return (.named(name), nil, name.bezier == bezier ? "" : " (a named curve has its own control points)")
            default:
                let start = try parsed("uikit-spring(damping: 1, velocity: 0)")
                if kind == .uikitSpring {
                    return (start, nil, " (a Bézier has no spring form: starting critically damped)")
                }
                let started: AnimationCurve
                do { started = try AnimationCurve(start, duration: curve.duration) } catch {
                    throw EditError(error)
                }
                guard let spring = started.spring else { throw EditError("\(start) gives no spring") }
                return (try springForm(spring, kind), nil, " (a Bézier has no spring form: starting critically damped)")
            }
        }
        guard let spring = curve.spring else { throw EditError("\(curve.expression) cannot be converted") }
        switch kind {
        case .uikitSpring:
            guard let duration = UIKitEquivalent.duration(for: spring) else {
                throw EditError(
                    "\(curve.expression) has no uikit-spring form: " + (UIKitEquivalent.whyNone(for: spring) ?? ""))
            }
            return (
                try parsed(
                    "uikit-spring(damping: \(exact(spring.dampingRatio)), velocity: \(exact(spring.initialVelocity)))"),
                duration, ""
            )
        case .cubic:
            let duration = curve.duration
            let fitted = BestFitBezier.fit { curve.progress(at: $0 * duration) }
            return (.cubic(fitted), duration, " (the closest cubic over \(f(duration)) s)")
        case .named(let name):
            return (.named(name), curve.duration, " (a spring has no named curve: replaced)")
        default:
            // spring(duration:, bounce:) and spring(response:, …) start at rest: say what is lost.
            let dropsVelocity = spring.initialVelocity != 0 && (kind == .springDuration || kind == .springResponse)
            let note = dropsVelocity ? " (this form starts at rest: velocity \(f(spring.initialVelocity)) dropped)" : ""
            return (try springForm(spring, kind), nil, note)
        }
    }

    private static func springForm(_ s: SpringParameters, _ kind: TimingKind) throws(EditError) -> TimingExpression {
        let f = NumberFormat.shortest
        let text: String
        switch kind {
        case .springDuration: text = "spring(duration: \(f(s.response)), bounce: \(f(s.bounce)))"
        case .springResponse: text = "spring(response: \(f(s.response)), damping-fraction: \(f(s.dampingRatio)))"
        default:
            text =
                "spring(mass: \(f(s.mass)), stiffness: \(f(s.stiffness)), damping: \(f(s.damping)), velocity: \(f(s.initialVelocity)))"
        }
        do { return try TimingExpression(parsing: text) } catch { throw EditError(error) }
    }
}
