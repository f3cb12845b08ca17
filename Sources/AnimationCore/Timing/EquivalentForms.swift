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
        if let bezier = curve.expression.bezier {
            (forms, json) = EquivalentForms.bezierForms(bezier, curve: curve)
        } else {
            (forms, json) = EquivalentForms.springForms(curve.spring!, curve: curve)
        }
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
                label: "core-animation", value: "CAMediaTimingFunction(controlPoints: \(f(b.x1)), \(f(b.y1)), \(f(b.x2)), \(f(b.y2)))",
                api: "CABasicAnimation.timingFunction"),
        ]
        if let named {
            let names = named.apiNames
            forms.insert(Form(label: "name", value: named.rawValue, api: "animstudio named curve"), at: 0)
            forms.append(Form(label: "media-timing", value: "CAMediaTimingFunctionName\(names.mediaTiming)", api: "CAMediaTimingFunction(name:)"))
            if let option = names.uiView {
                forms.append(Form(label: "uiview", value: "UIView.AnimationOptions\(option)", api: "UIView.animate(withDuration:delay:options:)"))
            }
        }
        forms.append(Form(label: "duration", value: "\(f(curve.duration)) s", api: "the animation's duration"))
        var object: [String: JSONValue] = [
            "kind": .string("bezier"),
            "timing": .string("cubic(\(points))"),
            "controlPoints": .array([b.x1, b.y1, b.x2, b.y2].map(JSONValue.number)),
            "css": .string("cubic-bezier(\(points))"),
            "duration": .number(curve.duration),
        ]
        object["name"] = named.map { .string($0.rawValue) } ?? .null
        return (forms, .object(object))
    }

    private static func springForms(_ s: SpringParameters, curve: AnimationCurve) -> ([Form], JSONValue) {
        let f = NumberFormat.shortest
        let ratio = s.dampingRatio
        let settling = s.settlingDuration()
        let uikitDuration = UIKitEquivalent.duration(for: s)
        var forms = [
            Form(label: "timing", value: curve.expression.description, api: "animstudio, as written"),
            Form(
                label: "spring",
                value: "spring(mass: \(f(s.mass)), stiffness: \(f(s.stiffness)), damping: \(f(s.damping)), velocity: \(f(s.initialVelocity)))",
                api: "CASpringAnimation mass/stiffness/damping/initialVelocity; UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)"),
            Form(
                label: "damping-ratio", value: "\(f(ratio)) (\(s.regime.rawValue))",
                api: "ζ = c / (2√(km)); UIKit clamps it to 1 for duration-based springs"),
            Form(
                label: "response", value: "spring(response: \(f(s.response)), damping-fraction: \(f(ratio)))",
                api: "SwiftUI .spring(response:dampingFraction:)"),
            Form(
                label: "bounce", value: "spring(duration: \(f(s.response)), bounce: \(f(s.bounce)))",
                api: "iOS 17 UISpringTimingParameters(duration:bounce:), SwiftUI Spring(duration:bounce:)"),
            Form(label: "settling", value: "\(f(settling)) s", api: "CASpringAnimation.settlingDuration"),
        ]
        if let d = uikitDuration {
            forms.append(
                Form(
                    label: "uikit",
                    value: "uikit-spring(damping: \(f(ratio)), velocity: \(f(s.initialVelocity))) over \(f(d)) s",
                    api: "UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:), UISpringTimingParameters(dampingRatio:initialVelocity:)"))
        } else {
            forms.append(Form(label: "uikit", value: "none", api: UIKitEquivalent.whyNone(for: s) ?? "no UIKit form"))
        }
        let androidStiffness = s.stiffness / s.mass
        forms.append(
            Form(label: "android", value: "android(stiffness: \(f(androidStiffness)), damping-ratio: \(f(ratio)))", api: "AndroidX SpringForce"))
        forms.append(
            Form(label: "css", value: "spring(\(f(s.mass)) \(f(s.stiffness)) \(f(s.damping)) \(f(s.initialVelocity)))", api: "WebKit CSS spring() timing function"))
        forms.append(Form(label: "duration", value: "\(f(curve.duration)) s", api: "the animation's duration (curve snaps to 1 here)"))
        var object: [String: JSONValue] = [
            "kind": .string("spring"),
            "timing": .string(curve.expression.description),
            "mass": .number(s.mass), "stiffness": .number(s.stiffness), "damping": .number(s.damping),
            "initialVelocity": .number(s.initialVelocity), "dampingRatio": .number(ratio),
            "regime": .string(s.regime.rawValue),
            "response": .number(s.response), "bounce": .number(s.bounce),
            "settlingDuration": settling.isFinite ? .number(settling) : .null,
            "duration": .number(curve.duration),
            "android": .object(["stiffness": .number(androidStiffness), "dampingRatio": .number(ratio)]),
            "css": .string("spring(\(f(s.mass)) \(f(s.stiffness)) \(f(s.damping)) \(f(s.initialVelocity)))"),
        ]
        object["uikit"] = uikitDuration.map {
            .object(["duration": .number($0), "dampingRatio": .number(ratio), "velocity": .number(s.initialVelocity)])
        } ?? .null
        return (forms, .object(object))
    }
}
