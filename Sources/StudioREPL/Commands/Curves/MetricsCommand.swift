import AnimationCore
import StudioStore

/// `metrics [CURVE]`: settle time, overshoot, oscillations, peak velocity, t50 and duration.
enum MetricsCommand {
    static let command = Command(
        CommandSpec(
            "metrics", group: .curves,
            summary:
                "settle time, overshoot, oscillations, peak velocity, t50 and duration (the current draft without CURVE)",
            positionals: [curve], flags: [Flags.duration, format],
            example: "metrics spring(mass: 1, stiffness: 100, damping: 10, velocity: 0)", store: .reads),
        run: run)

    /// Also `convert`'s: both show one curve, the current draft without one.
    static let curve = OptionalArgument("CURVE", .curve)
    static let format = Flags.format(default: ReportFormat.text)

    static func run(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> Outcome {
        let (label, curve, warnings, travel) = try measured(arguments, session)
        let metrics = CurveMetrics(curve)
        let jumps = FrameJumpReport(curve: curve, travel: travel)
        let timing = curve.expression.description
        return try session.rendered(arguments[Self.format], warnings: warnings) {
            let title = label == timing ? label : "\(label): \(timing)"
            return ([TableFormatter.metricsText(metrics, title: title)] + jumps.lines).joined(separator: "\n")
        } json: {
            var object: [String: JSONValue] = ["timing": .string(timing)]
            if label != timing { object["reference"] = .string(label) }
            for field in CurveMetrics.fields {
                object[field.key] = .number(metrics.value(of: field.key))
            }
            if let completion = metrics.swiftUICompletion { object["swiftUICompletion"] = .number(completion) }
            object["frameJumps"] = jumps.json
            return .object(object)
        }
    }

    /// The curve of `CURVE` (the current draft when left out), its label and its warnings.
    static func curve(
        _ arguments: ParsedArguments, _ session: Session
    ) throws(CommandError) -> (String, AnimationCurve, [String]) {
        let (label, curve, warnings, _) = try measured(arguments, session)
        return (label, curve, warnings)
    }

    /// ``curve(_:_:)`` with the travel of a template or preset (nil for a bare timing).
    static func measured(
        _ arguments: ParsedArguments, _ session: Session
    ) throws(CommandError) -> (String, AnimationCurve, [String], Travel?) {
        guard let value = arguments[Self.curve] else {
            try session.refuseDuration(preset: true, arguments)
            let draft = try session.currentDraft()
            let animation = draft.parameters.animation
            return (draft.label, animation.curve, CurveWarnings.of(animation), Travel(animation))
        }
        switch try session.curveSource(value) {
        case .animation(let label, let animation, _):
            try session.refuseDuration(preset: label.contains("@"), arguments)
            return (label, animation.curve, CurveWarnings.of(animation), Travel(animation))
        case .timing(let timing):
            let curve = try session.curve(timing, duration: arguments[Flags.duration])
            return (curve.expression.description, curve, CurveWarnings.of(curve, typed: value.text), nil)
        }
    }
}
