import AnimationCore

/// `sample CURVE`: progress and velocity (or a template's properties) at evenly spaced times.
enum SampleCommand {
    static let command = Command(
        CommandSpec(
            "sample", group: .curves,
            summary: "progress and velocity (or a template's properties) at N+1 evenly spaced times",
            positionals: [.optional("CURVE", .curve)],
            flags: [
                Flags.duration,
                Flag("--samples", .integer(1...100_000), nil, "intervals: N+1 rows (default 100)"),
                Flag(
                    "--row", .integer(0...100_000), "R",
                    "the table row whose stagger delay applies (templates and presets)"),
                Flags.format(["csv", "json"])
            ],
            example: "sample uikit-spring(damping: 0.5, velocity: 0) --duration 0.5 --samples 5", store: .reads),
        run: run)

    static func run(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> Outcome {
        let target = arguments.positional("CURVE")  // none: the current draft
        let samples = arguments.integer("--samples") ?? 100
        let format = arguments.choice("--format", default: "csv")
        switch try session.curveSource(target) {
        case .animation(let label, let animation, _):
            try session.refuseDuration(preset: label.contains("@"), arguments)
            let row = arguments.integer("--row") ?? 0
            return Outcome(
                TableFormatter.templateSamples(animation, row: row, samples: samples, format: format),
                warnings: CurveWarnings.of(animation))
        case .timing(let timing):
            if let row = arguments.flag("--row") {
                throw session.located("--row applies to templates and presets only", row.token)
            }
            let curve = try session.curve(timing, duration: arguments.number("--duration"))
            return Outcome(
                TableFormatter.curveSamples(curve, samples: samples, format: format),
                warnings: CurveWarnings.of(curve, typed: target?.text ?? ""))
        }
    }
}
