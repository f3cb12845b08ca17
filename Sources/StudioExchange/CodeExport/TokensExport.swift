import AnimationCore

/// The W3C Design Tokens (DTCG 2025.10) target: `duration`, `cubicBezier` and `transition` tokens.
///
/// DTCG has no spring type, so a spring is a `transition` whose `timingFunction` is its best-fit
/// Bézier, and the exact spring travels in `$extensions` under the key `dev.animstudio.spring`
/// (mass, stiffness, damping, initialVelocity in progress per second, the studio's timing text and
/// the duration it runs for); tools keep extensions they do not understand.
enum TokensExport {
    static let springExtensionKey = "dev.animstudio.spring"

    static func export(_ context: ExportContext) -> (text: String, difference: CurveDifference) {
        let bezier = context.printedBezier(.double)
        let name = context.cssName
        let exactness =
            context.timing.bezier != nil ? "cubicBezier is Core Animation's curve" : "best-fit cubicBezier for a spring"
        func duration(_ seconds: Double) -> JSONValue {
            .object(["value": .number((seconds * 1000 * 1e6).rounded() / 1e6), "unit": .string("ms")])
        }
        var transition: [String: JSONValue] = [
            "$type": .string("transition"),
            "$value": .object([
                "duration": .string("{\(name).duration}"),
                "delay": duration(0),
                "timingFunction": .string("{\(name).easing}")
            ])
        ]
        if let spring = context.curve.spring {
            transition["$extensions"] = .object([
                springExtensionKey: .object([
                    "mass": .number(spring.mass), "stiffness": .number(spring.stiffness),
                    "damping": .number(spring.damping), "initialVelocity": .number(spring.initialVelocity),
                    "dampingRatio": .number(spring.dampingRatio),
                    "timing": .string(context.timing.description),
                    "duration": duration(context.duration),
                    "endJump": .number(context.curve.endJump)
                ])
            ])
        }
        var group: [String: JSONValue] = [
            "$description": .string(
                context.headerLines(difference: bezier.difference, exactness: exactness, escape: { $0 }).joined(
                    separator: " ")),
            "duration": .object(["$type": .string("duration"), "$value": duration(context.duration)]),
            "row-delay": .object(["$type": .string("duration"), "$value": duration(context.delayFactor)]),
            "easing": .object([
                "$type": .string("cubicBezier"),
                "$value": .array(
                    [bezier.bezier.x1, bezier.bezier.y1, bezier.bezier.x2, bezier.bezier.y2].map(JSONValue.number))
            ]),
            "transition": .object(transition)
        ]
        group["reduced-motion"] = reducedMotion(context, duration: duration)
        if !context.ownNumbers.isEmpty { group["parameters"] = parameters(context) }
        return (JSONValue.object([name: .object(group)]).pretty + "\n", bezier.difference)
    }

    /// The template's own numbers as tokens: a length is a DTCG `dimension` in `px` (a point is a CSS
    /// pixel, as the CSS target writes it); DTCG has no angle, opacity or switch type, so the others
    /// are a `number` whose description names the unit.
    static func parameters(_ context: ExportContext) -> JSONValue {
        var group: [String: JSONValue] = [:]
        for (parameter, value) in context.ownNumbers {
            let summary = JSONValue.string(ExportContext.constantSummary(parameter))
            group[parameter.name] =
                parameter.kind == .points
                ? .object([
                    "$type": .string("dimension"), "$value": .object(["value": .number(value), "unit": .string("px")]),
                    "$description": summary
                ])
                : .object(["$type": .string("number"), "$value": .number(value), "$description": summary])
        }
        return .object(group)
    }

    /// Where the tokens target writes each template parameter.
    static func place(_ parameter: TemplateParameter, _ context: ExportContext) -> ParameterPlace {
        let group = context.cssName
        switch parameter.key {
        case .duration: return .json([group, "duration", "$value", "value"])
        case .delayFactor: return .json([group, "row-delay", "$value", "value"])
        case .timing: return .json([group, "easing", "$value"])
        default:
            let value = [group, "parameters", parameter.name, "$value"]
            return .json(parameter.kind == .points ? value + ["value"] : value)
        }
    }

    static let reducedMotionExtensionKey = "dev.animstudio.reduced-motion"

    /// The variant a platform plays with Reduce Motion, as tokens of its own: its `duration` (0 ms for
    /// `instant`), and for a variant that animates its `easing` and `transition`; the exact variant
    /// travels in `$extensions` (DTCG has no reduced-motion type).
    static func reducedMotion(_ context: ExportContext, duration: (Double) -> JSONValue) -> JSONValue {
        let reduced = context.reduced
        let name = context.cssName
        var group: [String: JSONValue] = [
            "$description": .string("With Reduce Motion: \(reduced.reducedMotion)."),
            "$extensions": .object([
                reducedMotionExtensionKey: .object([
                    "variant": .string(reduced.reducedMotion.description),
                    "kind": .string(reduced.reducedMotion.kind),
                    "animates": .array(
                        reduced.animation.tracks.filter { track in
                            if case .scalar(let from, let to) = track.kind { return from != to }
                            if case .transform(let from, let to, _) = track.kind { return from != to }
                            return false
                        }.map { .string($0.name) })
                ])
            ]),
            "duration": .object(["$type": .string("duration"), "$value": duration(reduced.duration)])
        ]
        if !reduced.isInstant {
            let bezier = reduced.printedBezier(.double)
            group["easing"] = .object([
                "$type": .string("cubicBezier"),
                "$value": .array(
                    [bezier.bezier.x1, bezier.bezier.y1, bezier.bezier.x2, bezier.bezier.y2].map(JSONValue.number))
            ])
            group["transition"] = .object([
                "$type": .string("transition"),
                "$value": .object([
                    "duration": .string("{\(name).reduced-motion.duration}"), "delay": duration(0),
                    "timingFunction": .string("{\(name).reduced-motion.easing}")
                ])
            ])
        }
        return .object(group)
    }
}
