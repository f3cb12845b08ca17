import RealModule

/// Every equivalent way to write a curve, for `convert`: the API each form belongs to and its values.
public struct EquivalentForms: Sendable {
    /// One line of the text output: a label, the value text, and the API it belongs to.
    public struct Form: Equatable, Sendable {
        public let label: String
        public let value: String
        public let api: String
    }

    public let forms: [Form]
    public let json: JSONValue

    /// Computes the forms of `curve` (its expression bound to its duration).
    public init(_ curve: AnimationCurve) {
        switch curve.shape {
        case .bezier(let bezier):
            (forms, json) = EquivalentForms.bezierForms(bezier, curve: curve)
        case .spring(let oscillator):
            // The spring as written; for uikit-spring the one UIKit derived from the duration.
            let written = curve.expression.fixedSpring ?? oscillator.parameters
            (forms, json) = EquivalentForms.springForms(curve.expression, written: written, curve: curve)
        case .stepped(let stepped):
            let written = curve.expression.fixedSpring ?? stepped.parameters
            (forms, json) = EquivalentForms.springForms(curve.expression, written: written, curve: curve)
        }
    }

    /// The forms of a spring that never settles (damping 0) and was given no duration: everything
    /// but the duration, which is none (CSS `spring(1 100 0 10)` is valid; only a run needs a duration).
    public init(unsettled expression: TimingExpression, spring written: SpringParameters) {
        (forms, json) = EquivalentForms.springForms(expression, written: written, curve: nil)
    }

    private static func bezierForms(_ b: CubicBezier, curve: AnimationCurve) -> ([Form], JSONValue) {
        let f = NumberFormat.shortest
        let points = "\(f(b.x1)), \(f(b.y1)), \(f(b.x2)), \(f(b.y2))"
        let named = NamedCurve.allCases.first { $0.bezier == b }
        var forms = [
            Form(label: "timing", value: "cubic(\(points))", api: "animstudio canonical form"),
            Form(label: "css", value: "cubic-bezier(\(points))", api: "CSS transition-timing-function"),
            Form(
                label: "uikit",
                value: "UICubicTimingParameters(controlPoint1: CGPoint(x: \(f(b.x1)), y: \(f(b.y1))), "
                    + "controlPoint2: CGPoint(x: \(f(b.x2)), y: \(f(b.y2))))",
                api: "UIViewPropertyAnimator timing parameters"),
            Form(
                label: "core-animation",
                value: "CAMediaTimingFunction(controlPoints: \(f(b.x1)), \(f(b.y1)), \(f(b.x2)), \(f(b.y2)))",
                api: "CABasicAnimation.timingFunction")
        ]
        if let named {
            let names = named.apiNames
            forms.insert(Form(label: "name", value: named.rawValue, api: "animstudio named curve"), at: 0)
            forms.append(
                Form(
                    label: "media-timing", value: "CAMediaTimingFunctionName\(names.mediaTiming)",
                    api: "CAMediaTimingFunction(name:)"))
            if let option = names.uiView {
                forms.append(
                    Form(
                        label: "uiview", value: "UIView.AnimationOptions\(option)",
                        api: "UIView.animate(withDuration:delay:options:)"))
            }
        }
        forms.append(Form(label: "duration", value: "\(f(curve.duration)) s", api: "the animation's duration"))
        var object: [String: JSONValue] = [
            "kind": .string("bezier"),
            "timing": .string("cubic(\(points))"),
            "controlPoints": .array([b.x1, b.y1, b.x2, b.y2].map(JSONValue.number)),
            "css": .string("cubic-bezier(\(points))"),
            "duration": .number(curve.duration)
        ]
        object["name"] = named.map { .string($0.rawValue) } ?? .null
        return (forms, .object(object))
    }

    private static func springForms(
        _ expression: TimingExpression, written: SpringParameters, curve: AnimationCurve?
    ) -> ([Form], JSONValue) {
        // Everything here is worked out from the typed expression (printed in the `timing` line as
        // typed), so it prints as derived numbers do; only a mass–stiffness spring was typed as is.
        let f = NumberFormat.derived
        var typedSpring = false
        if case .spring = expression { typedSpring = true }
        let w = typedSpring ? NumberFormat.shortest : NumberFormat.derived
        // The spring as written (UIKit's derived one for uikit-spring) and the one the device runs.
        let s = expression.runtimeSpring ?? written
        let ratio = written.dampingRatio
        let settling = s.settlingDuration()
        let uikitDuration = UIKitEquivalent.duration(for: s)
        var allows = false
        if case .spring(_, let flag) = expression { allows = flag }
        let flagText = allows ? ", allows-overdamping: true" : ""
        let springText =
            "spring(mass: \(w(written.mass)), stiffness: \(w(written.stiffness)), damping: \(w(written.damping)), velocity: \(w(written.initialVelocity))\(flagText))"
        var forms = [
            Form(label: "timing", value: expression.description, api: "animstudio, as written"),
            Form(
                label: "spring", value: springText,
                api:
                    "CASpringAnimation mass/stiffness/damping/initialVelocity\(allows ? "/allowsOverdamping" : ""); UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)"
            ),
            Form(
                label: "damping-ratio", value: "\(f(ratio)) (\(written.regime.rawValue))",
                api: "ζ = c / (2√(km)); UIKit clamps it to 1 for duration-based springs")
        ]
        var object: [String: JSONValue] = [:]
        forms += runtimeForms(expression, written: written, curve: curve, json: &object)
        // Every form printed here parses back; an undamped spring has no response or bounce form
        // that does (damping-fraction must be above 0, bounce below 1), so those say why instead.
        let undamped = s.damping == 0
        forms += [
            undamped
                ? Form(
                    label: "response", value: "none",
                    api: "undamped: spring(response:, damping-fraction:) takes a damping fraction greater than 0")
                : Form(
                    label: "response",
                    value: "spring(response: \(f(s.response)), damping-fraction: \(f(s.dampingRatio)))",
                    api: "SwiftUI .spring(response:dampingFraction:), stepped at 300 Hz"),
            undamped
                ? Form(
                    label: "bounce", value: "none",
                    api: "undamped (bounce 1): spring(duration:, bounce:) takes a bounce below 1")
                : Form(
                    label: "bounce", value: "spring(duration: \(f(s.response)), bounce: \(f(s.bounce)))",
                    api:
                        "iOS 17 UISpringTimingParameters(duration:bounce:), SwiftUI Spring(duration:bounce:) (closed form)"
                ),
            undamped
                ? Form(
                    label: "swiftui", value: "none",
                    api: "undamped (bounce 1): swiftui-spring(duration:, bounce:) takes a bounce below 1")
                : Form(
                    label: "swiftui", value: "swiftui-spring(duration: \(f(s.response)), bounce: \(f(s.bounce)))",
                    api: "SwiftUI Animation.spring(duration:bounce:), stepped at 300 Hz"),
            Form(
                label: "settling", value: settling.isFinite ? "\(f(settling)) s" : "none (undamped: it never settles)",
                api: "CASpringAnimation.settlingDuration")
        ]
        if let d = uikitDuration {
            forms.append(
                Form(
                    label: "uikit",
                    value:
                        "uikit-spring(damping: \(f(s.dampingRatio)), velocity: \(f(s.initialVelocity))) over \(f(d)) s",
                    api:
                        "UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:), UISpringTimingParameters(dampingRatio:initialVelocity:)"
                ))
        } else {
            forms.append(Form(label: "uikit", value: "none", api: UIKitEquivalent.whyNone(for: s) ?? "no UIKit form"))
        }
        // Android does not clamp: it gets the spring the device runs, as do the SwiftUI and iOS 17 forms above.
        let androidStiffness = s.stiffness / s.mass
        let css =
            "spring(\(w(written.mass)) \(w(written.stiffness)) \(w(written.damping)) \(w(written.initialVelocity)))"
        forms.append(
            Form(
                label: "android",
                value: "android(stiffness: \(f(androidStiffness)), damping-ratio: \(f(s.dampingRatio)))",
                api: "AndroidX SpringForce"))
        forms.append(Form(label: "css", value: css, api: "WebKit CSS spring() timing function"))
        if let curve { forms += peerForms(curve, json: &object) }
        if let curve {
            // A spring with its own duration runs for the one the studio worked out; otherwise it is typed.
            let duration = expression.hasImplicitDuration ? f(curve.duration) : NumberFormat.shortest(curve.duration)
            forms.append(
                Form(
                    label: "duration", value: "\(duration) s",
                    api: "the animation's duration (curve snaps to 1 here)"))
        } else {
            forms.append(
                Form(
                    label: "duration", value: "none", api: "it never settles: sample, plot and metrics need --duration")
            )
        }
        object.merge([
            "kind": .string("spring"),
            "timing": .string(expression.description),
            "mass": .number(written.mass), "stiffness": .number(written.stiffness), "damping": .number(written.damping),
            "initialVelocity": .number(written.initialVelocity), "dampingRatio": .number(ratio),
            "regime": .string(written.regime.rawValue), "allowsOverdamping": .bool(allows),
            "response": .number(s.response), "bounce": .number(s.bounce),
            "settlingDuration": settling.isFinite ? .number(settling) : .null,
            "duration": curve.map { .number($0.duration) } ?? .null,
            "android": .object(["stiffness": .number(androidStiffness), "dampingRatio": .number(s.dampingRatio)]),
            "css": .string(css)
        ]) { _, new in new }
        object["uikit"] =
            uikitDuration.map {
                .object([
                    "duration": .number($0), "dampingRatio": .number(s.dampingRatio),
                    "velocity": .number(s.initialVelocity)
                ])
            } ?? .null
        return (forms, .object(object))
    }

    /// How the device runs the spring: the closed form, Core Animation's critical clamp, SwiftUI's
    /// stepped integration (with its largest difference from the closed form) or UIKit's Newton steps.
    private static func runtimeForms(
        _ expression: TimingExpression, written: SpringParameters, curve: AnimationCurve?,
        json: inout [String: JSONValue]
    ) -> [Form] {
        let f = NumberFormat.derived
        if case .uikitSpring = expression, let curve, let spring = curve.spring {
            let solution = UIKitSpringSolver.solve(
                duration: curve.duration, dampingRatio: UIKitEquivalent.dampingRatio(of: expression),
                velocity: spring.initialVelocity)
            json["runtime"] = .string("uikit-newton")
            json["newton"] = .object([
                "landed": solution.landedFrequency.isFinite ? .number(solution.landedFrequency) : .null,
                "omega0": .number(spring.undampedFrequency),
                "converged": solution.convergedFrequency.map(JSONValue.number) ?? .null,
                "isConverged": .bool(solution.converged)
            ])
            let root =
                solution.convergedFrequency.map { "the envelope's root is \(f($0)) rad/s" }
                ?? "the envelope has no root"
            return [
                Form(
                    label: "runtime",
                    value:
                        "ω0 \(f(spring.undampedFrequency)) rad/s after UIKit's 12 Newton steps (\(solution.converged ? "converged" : "not converged: " + root))",
                    api: "UIKit parametersOfSpringAnimation: stiffness ω², damping 2ζ|ω|, mass 1")
            ]
        }
        if expression.isSteppedBySwiftUI, let curve, case .stepped(let stepped) = curve.shape {
            let (difference, time) = stepped.largestDifference(from: written)
            json["runtime"] = .string("swiftui-stepped")
            json["closedFormDifference"] = .object(["difference": .number(difference), "time": .number(time)])
            json["swiftUICompletion"] = stepped.completionTime.map(JSONValue.number) ?? .null
            json["restTime"] = stepped.endTime.map(JSONValue.number) ?? .null
            let done = stepped.completionTime.map { "SwiftUI's completion at \(f($0)) s" } ?? "no SwiftUI completion"
            let rest = stepped.endTime.map { "drawn until at rest at \(f($0)) s" } ?? "not at rest within the duration"
            return [
                Form(
                    label: "runtime", value: "stepped: semi-implicit Euler at 1/300 s, \(done), \(rest)",
                    api:
                        "SwiftUI's .spring runtime (stiffness capped at 45000; its completion: |v|², |a|² ≤ 0.0036 within 1 % of a travel of 1; at rest: within 0.001 of 1 for good)"
                ),
                Form(
                    label: "closed-form",
                    value:
                        "largest difference \(NumberFormat.fixed(difference, 6)) at \(NumberFormat.fixed(time, 4)) s",
                    api: "the same k and c solved exactly, as interpolatingSpring and Spring(duration:bounce:) run")
            ]
        }
        if case .peer(let peer) = expression {
            return [peerRuntime(peer, json: &json)]
        }
        if expression.clampsOverdamping, let runtime = expression.runtimeSpring {
            json["runtime"] = .string("critical-clamp")
            json["runtimeDamping"] = .number(runtime.damping)
            return [
                Form(
                    label: "runtime",
                    value:
                        "critically damped: damping \(f(runtime.damping)) at the same ω0 \(f(runtime.undampedFrequency)) rad/s",
                    api:
                        "allowsOverdamping NO clamps ζ > 1 to 1; write allows-overdamping: true to keep ζ \(f(written.dampingRatio))"
                )
            ]
        }
        json["runtime"] = .string("closed-form")
        return []
    }
}
