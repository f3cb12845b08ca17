import AnimationCore

/// `sample CURVE`: progress and velocity (or a template's properties) at evenly spaced times.
enum SampleCommand {
    static let command = Command(
        CommandSpec(
            "sample", group: .curves,
            summary: "progress and velocity (or a template's properties) at N+1 evenly spaced times",
            positionals: [curve], flags: [Flags.duration, samples, row, format],
            example: "sample uikit-spring(damping: 0.5, velocity: 0) --duration 0.5 --samples 5", store: .reads),
        run: run)

    static let curve = OptionalArgument("CURVE", .curve)
    static let samples = DefaultedFlag.integer("--samples", 1...100_000, nil, "intervals: N+1 rows", default: 100)
    static let row = DefaultedFlag.integer(
        "--row", 0...100_000, "R", "the table row whose stagger delay applies (templates and presets)", default: 0)
    static let format = Flags.format(["csv", "json"])

    static func run(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> Outcome {
        let target = arguments[Self.curve]  // none: the current draft
        let samples = arguments[Self.samples]
        let format = arguments[Self.format]
        switch try session.curveSource(target) {
        case .animation(let label, let animation, _):
            try session.refuseDuration(preset: label.contains("@"), arguments)
            let row = arguments[Self.row]
            let sampled = TableFormatter.templateSamples(animation, row: row, samples: samples, format: format)
            return Outcome(sampled.table, warnings: CurveWarnings.of(animation) + sampled.notes)
        case .timing(let timing):
            if let row = arguments.given(Self.row) {
                throw session.located("--row applies to templates and presets only", row.token)
            }
            let curve = try session.curve(timing, duration: arguments[Flags.duration])
            return Outcome(
                TableFormatter.curveSamples(curve, samples: samples, format: format),
                warnings: CurveWarnings.of(curve, typed: target?.text ?? ""))
        }
    }
}
