import AnimationCore

/// The Motion (Framer Motion) target: a `transition` object, `{ type: "spring", … }` or
/// `{ duration, ease: [x1, y1, x2, y2] }`, and the row delay, as an ES module.
///
/// The physics form is exact for every spring (Motion solves all three regimes); a preset written as
/// `motion-spring(visual-duration:/duration:, bounce:)` keeps that form (Motion's `duration` in ms).
/// Names are `<member>Transition` / `<member>RowDelay`: a suffix no JavaScript reserved word ends in.
enum MotionExport {
    static func export(_ context: ExportContext) -> (text: String, difference: CurveDifference) {
        let f = NumberFormat.shortest
        let member = context.memberName
        var object: String
        let difference: CurveDifference
        let exactness: String
        if let bezier = context.peerBezier {
            object = "{ duration: \(f(context.duration)), ease: [\(bezier.points.joined(separator: ", "))] }"
            difference = bezier.difference
            exactness = "Motion's cubic-bezier ease over the same duration"
        } else if let spring = PeerExportSpring(context, peer: "motion-spring") {
            let s = spring.spring
            switch spring.own {
            case .motion(let motion)?:
                switch motion.definition {
                case .visualDuration(let seconds, let bounce):
                    object = "{ type: \"spring\", visualDuration: \(f(seconds)), bounce: \(f(bounce)) }"
                case .duration(let seconds, let bounce):
                    object =
                        "{ type: \"spring\", duration: \(ExportContext.milliseconds(seconds)), bounce: \(f(bounce)) }"
                case .physics:
                    object = physics(s)
                }
            default:
                object = physics(s)
            }
            difference = spring.difference
            exactness = spring.exactness(
                "Motion's spring transition (velocity in progress per second on a 0 → 1 value)")
        } else {
            object = "{}"
            difference = .exact
            exactness = "no timing"
        }
        var lines = context.headerLines(difference: difference, exactness: exactness, escape: CommentText.javaScript)
            .map { "// " + $0 }
        lines += [
            "", "/** \(context.javaScriptCommentLabel): pass as `transition` to animate(), or a motion component. */",
            "export const \(member)Transition = \(object);", "",
            "/** Seconds between rows' starts (delay: row * this). */",
            "export const \(member)RowDelay = \(context.text(.delayFactor, 0));"
        ]
        lines += javaScriptConstants(context)
        return (lines.joined(separator: "\n") + "\n", difference)
    }

    /// The template's own numbers as exported constants (`export const teamBounceRowHeight = 44;`),
    /// Motion's and Reanimated's alike.
    static func javaScriptConstants(_ context: ExportContext) -> [String] {
        context.ownNumbers.flatMap { parameter, value in
            [
                "", "/** \(ExportContext.constantSummary(parameter)) */",
                "export const \(context.constantName(parameter.key)) = \(NumberFormat.shortest(value));"
            ]
        }
    }

    /// Where the Motion target writes each template parameter (Reanimated's are the same but for the config).
    static func place(_ parameter: TemplateParameter, _ context: ExportContext, timing: String = "Transition")
        -> ParameterPlace
    {
        switch parameter.key {
        case .duration, .timing: return .code(["export const \(context.memberName)\(timing) = "])
        case .delayFactor: return .code(["export const \(context.memberName)RowDelay = "])
        default: return .code(["export const \(context.constantName(parameter.key)) = "])
        }
    }

    static func physics(_ s: SpringParameters) -> String {
        let f = NumberFormat.shortest
        return
            "{ type: \"spring\", stiffness: \(f(s.stiffness)), damping: \(f(s.damping)), mass: \(f(s.mass)), velocity: \(f(s.initialVelocity)) }"
    }
}
