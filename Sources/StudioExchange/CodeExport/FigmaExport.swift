import AnimationCore

/// The Figma target: the plugin API's `Easing` object (figma/plugin-typings `plugin-api.d.ts`:
/// `type` with `easingFunctionSpring {mass, stiffness, damping, initialVelocity}` or
/// `easingFunctionCubicBezier {x1, y1, x2, y2}`) and the transition's duration in seconds, as JSON
/// a plugin passes to `reaction.actions[…].transition`.
///
/// A `figma-spring(preset: …)` timing exports as that preset's type (`GENTLE`, …).
enum FigmaExport {
    static func export(_ context: ExportContext) -> (text: String, difference: CurveDifference) {
        var easing: [String: JSONValue] = [:]
        let difference: CurveDifference
        let exactness: String
        if let bezier = context.timing.bezier, let printed = context.peerBezier {
            easing = [
                "type": .string("CUSTOM_CUBIC_BEZIER"),
                "easingFunctionCubicBezier": .object([
                    "x1": .number(bezier.x1), "y1": .number(bezier.y1), "x2": .number(bezier.x2),
                    "y2": .number(bezier.y2)
                ])
            ]
            difference = printed.difference
            exactness = "Figma's CUSTOM_CUBIC_BEZIER over the same duration"
        } else if let spring = PeerExportSpring(context, peer: "figma-spring") {
            let s = spring.spring
            if case .figma(let own)? = spring.own, let preset = own.preset {
                easing = ["type": .string(FigmaSpring.presetTypes[preset])]
            } else {
                easing = [
                    "type": .string("CUSTOM_SPRING"),
                    "easingFunctionSpring": .object([
                        "mass": .number(s.mass), "stiffness": .number(s.stiffness), "damping": .number(s.damping),
                        "initialVelocity": .number(s.initialVelocity)
                    ])
                ]
            }
            difference = spring.difference
            exactness = spring.exactness("Figma's spring with the same mass, stiffness and damping")
        } else {
            difference = .exact
            exactness = "no timing"
        }
        let object: [String: JSONValue] = [
            "$description": .string(
                context.headerLines(difference: difference, exactness: exactness, escape: { $0 }).joined(separator: " ")
            ),
            "easing": .object(easing),
            "duration": .number(context.duration),
            "rowDelay": .number(context.delayFactor),
            "parameters": .object(
                Dictionary(uniqueKeysWithValues: context.ownNumbers.map { ($0.parameter.name, .number($0.value)) }))
        ]
        return (JSONValue.object(object).pretty + "\n", difference)
    }

    /// Where the Figma target writes each template parameter.
    static func place(_ parameter: TemplateParameter) -> ParameterPlace {
        switch parameter.key {
        case .duration: return .json(["duration"])
        case .timing: return .json(["easing"])
        case .delayFactor: return .json(["rowDelay"])
        default: return .json(["parameters", parameter.name])
        }
    }
}
