import AnimationCore

/// The React Native Reanimated target: a `withSpring` config (or `withTiming` with `Easing.bezier`)
/// and a helper animating a shared value from 0 to 1, as an ES module.
///
/// Reanimated 4 runs every ζ ≥ 1 critically damped, so an over-damped spring is approximate there and
/// the header states the difference. A preset written as `reanimated-spring(…)` keeps its own config
/// (its duration in ms, `overshootClamping`, and a note for version 3).
enum ReanimatedExport {
    static func export(_ context: ExportContext) -> (text: String, difference: CurveDifference) {
        let f = NumberFormat.shortest
        let member = context.memberName
        var config: String
        var call: String
        var imports = "withSpring"
        let difference: CurveDifference
        var exactness: String
        if let bezier = context.peerBezier {
            imports = "withTiming, Easing"
            config =
                "{ duration: \(ExportContext.milliseconds(context.duration)), easing: Easing.bezier(\(bezier.points.joined(separator: ", "))) }"
            call = "withTiming(1, \(member)Config)"
            difference = bezier.difference
            exactness = "Reanimated's Easing.bezier over the same duration"
        } else if let spring = PeerExportSpring(context, peer: "reanimated-spring", critical: true) {
            let s = spring.spring
            config =
                "{ mass: \(f(s.mass)), stiffness: \(f(s.stiffness)), damping: \(f(s.damping)), velocity: \(f(s.initialVelocity)) }"
            exactness = "Reanimated 4's withSpring config (velocity in progress per second on a 0 → 1 value)"
            if case .reanimated(let own)? = spring.own {
                var fields: [String] = []
                if case .duration(let seconds, let ratio, let given) = own.definition {
                    fields = [
                        "duration: \(ExportContext.milliseconds(seconds))", "dampingRatio: \(f(ratio))",
                        "\(own.version == 3 ? "stiffness" : "mass"): \(f(given))"
                    ]
                } else {
                    fields = ["mass: \(f(s.mass))", "stiffness: \(f(s.stiffness))", "damping: \(f(s.damping))"]
                }
                fields.append("velocity: \(f(own.velocity))")
                if own.overshootClamping { fields.append("overshootClamping: true") }
                config = "{ " + fields.joined(separator: ", ") + " }"
                if own.version == 3 { exactness = "Reanimated 3's withSpring config (run it on Reanimated 3)" }
            }
            call = "withSpring(1, \(member)Config)"
            difference = spring.difference
            exactness = spring.exactness(exactness)
        } else {
            config = "{}"
            call = "withSpring(1, \(member)Config)"
            difference = .exact
            exactness = "no timing"
        }
        var lines = context.headerLines(difference: difference, exactness: exactness, escape: CommentText.javaScript)
            .map { "// " + $0 }
        lines += [
            "", "import { \(imports) } from 'react-native-reanimated';", "",
            "/** \(context.javaScriptCommentLabel) */",
            "export const \(member)Config = \(config);", "",
            "/** Seconds between rows' starts. */",
            "export const \(member)RowDelay = \(context.text(.delayFactor, 0));", "",
            "/** The animation from 0 to 1 to assign to a shared value: `progress.value = \(member)Animation();` */",
            "export function \(member)Animation() {", "  'worklet';", "  return \(call);", "}"
        ]
        lines += MotionExport.javaScriptConstants(context)
        return (lines.joined(separator: "\n") + "\n", difference)
    }
}
