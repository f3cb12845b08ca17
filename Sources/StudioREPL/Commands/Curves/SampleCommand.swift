import AnimationCore

/// `sample CURVE`: progress and velocity (or a template's properties) at evenly spaced times.
enum SampleCommand {
    static let command = Command(
        CommandSpec(
            "sample", group: .curves,
            summary:
                "progress and velocity (or a template's properties) at N+1 evenly spaced times or at a display's frames",
            positionals: [curve], flags: [Flags.duration, samples, Flags.fps, row, format],
            example: "sample uikit-spring(damping: 0.5, velocity: 0) --duration 0.5 --samples 5", store: .reads),
        run: run)

    static let curve = OptionalArgument("CURVE", .curve)
    static let samples = DefaultedFlag.integer("--samples", 1...100_000, nil, "intervals: N+1 rows", default: 100)
    static let row = DefaultedFlag.integer(
        "--row", 0...100_000, "R", "the table row whose stagger delay applies (templates and presets)", default: 0)
    static let format = Flags.format(default: SampleFormat.csv)

    static func run(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> Outcome {
        let target = arguments[Self.curve]  // none: the current draft
        let samples = arguments[Self.samples]
        let frames = try Self.frames(arguments, session)
        let table: SampleTable
        let warnings: [String]
        switch try session.curveSource(target) {
        case .animation(let label, let animation, _):
            try session.refuseDuration(preset: label.contains("@"), arguments)
            let sampled = TableFormatter.templateSamples(
                animation, row: arguments[Self.row], samples: samples, frames: frames)
            (table, warnings) = (sampled.table, CurveWarnings.of(animation) + sampled.notes)
        case .timing(let timing):
            if let row = arguments.given(Self.row) {
                throw session.located("--row applies to templates and presets only", row.token)
            }
            let curve = try session.curve(timing, duration: arguments[Flags.duration])
            table = TableFormatter.curveSamples(curve, samples: samples, frames: frames)
            warnings = CurveWarnings.of(curve, typed: target?.text ?? "")
        }
        return try session.rendered(arguments[Self.format], warnings: warnings) {
            table.csv
        } json: {
            table.json
        }
    }

    /// The display's frames `--fps` asks for (refused beside `--samples`, which asks for even spacing).
    static func frames(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> DisplayFrames? {
        guard let rate = arguments[Flags.fps] else { return nil }
        if let given = arguments.given(Self.samples) {
            throw session.located("--samples and --fps both choose the times; give one of them", given.token)
        }
        do { return try DisplayFrames(rate: rate) } catch { throw CommandError.timing(error) }
    }
}
