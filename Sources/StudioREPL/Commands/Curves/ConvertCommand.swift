import AnimationCore
import TerminalText

/// `convert CURVE`: every equivalent form of a curve, with the API each belongs to.
enum ConvertCommand {
    static let command = Command(
        CommandSpec(
            "convert", group: .curves, summary: "every equivalent form of a curve, with the API each belongs to",
            positionals: [MetricsCommand.curve], flags: [Flags.duration, MetricsCommand.format],
            example: "convert spring(response: 0.5, damping-fraction: 0.825)", store: .reads),
        run: run)

    static func run(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> Outcome {
        let forms: EquivalentForms
        let warnings: [String]
        var heading: String?
        if let timing = try unsettledTiming(arguments, session), let spring = timing.fixedSpring {
            // An undamped spring has every form but a duration: refuse only what needs one.
            forms = EquivalentForms(unsettled: timing, spring: spring)
            warnings = CurveWarnings.droppedVelocity(forms, spring: timing.runtimeSpring)
        } else {
            let (label, curve, curveWarnings) = try MetricsCommand.curve(arguments, session)
            forms = EquivalentForms(curve)
            let spring = curve.expression.runtimeSpring ?? curve.spring
            warnings = curveWarnings + CurveWarnings.droppedVelocity(forms, spring: spring)
            // A preset's or template's forms name what they convert (`bounce@draft`), as metrics does.
            if label != curve.expression.description { heading = TerminalText.sanitized(label) }
        }
        return try session.rendered(arguments[MetricsCommand.format], warnings: warnings) {
            let width = forms.forms.map(\.label.count).max() ?? 0
            let lines = forms.forms.map { form in
                form.label.padding(width) + "  " + form.value + "\n" + String(repeating: " ", count: width + 2)
                    + "↳ " + form.api
            }
            return ((heading.map { [$0] } ?? []) + lines).joined(separator: "\n")
        } json: {
            forms.json
        }
    }

    /// The typed timing when it is a spring that never settles and no `--duration` was given.
    private static func unsettledTiming(_ arguments: ParsedArguments, _ session: Session) throws(CommandError)
        -> TimingExpression?
    {
        guard arguments[Flags.duration] == nil, let value = arguments[MetricsCommand.curve],
            case .timing(let timing) = try session.curveSource(value),
            let spring = timing.runtimeSpring, spring.settlingDuration() == .infinity
        else { return nil }
        return timing
    }
}
