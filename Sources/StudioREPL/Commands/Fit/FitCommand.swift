import AnimationCore
import StudioExchange
import TerminalText

/// `fit KIND --overshoot P% --settle S …` or `fit KIND --to FILE.csv`: the parameters of a timing
/// kind that meet a designer's targets, or that come closest to recorded samples (with the residual),
/// printed as a timing expression `set` takes.
enum FitCommand {
    static let command = Command(
        CommandSpec(
            "fit", group: .curves,
            summary:
                "the parameters of a timing kind meeting target metrics, or closest to t,progress samples (with the residual)",
            positionals: [kind],
            flags: [overshoot, settle, t50, peakVelocity, Self.duration, samples, format],
            example: "fit spring-bounce --overshoot 8% --settle 0.45", store: .none,
            notes: [
                "with fewer targets than the kind has parameters, the others keep typical values (a half-second "
                    + "animation without bounce; ease-in-out for cubic), shown as held; see docs/how-to/fit-a-curve.md"
            ]),
        run: run)

    static let kind = RequiredArgument<FitKind>.choice("KIND")
    static let overshoot = ValueFlag.number(
        "--overshoot", NumberRule(.closed(0, 100), unit: "%"), "P%", "the largest overshoot past 1, in percent")
    static let settle = ValueFlag.number(
        "--settle", .seconds, "S", "seconds until progress stays within 0.001 of 1")
    static let t50 = ValueFlag.number("--t50", .seconds, "S", "seconds until progress first reaches 0.5")
    static let peakVelocity = ValueFlag.number(
        "--peak-velocity", NumberRule(.positiveUpTo(1e6), unit: "/s"), "V", "the largest speed, in progress per second")
    static let duration = ValueFlag.number(
        "--duration", .seconds, "S",
        "the animation's duration: fixed for uikit-spring and cubic, a target for the others")
    static let samples = ValueFlag<FilePath>.path(
        "--to", .file, "FILE",
        "fit to a CSV file of t,progress samples (sample's output, a recording) instead of targets")
    static let format = Flags.format(default: ReportFormat.text)

    static func run(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> Outcome {
        let kind = arguments[Self.kind]
        let targets = FitTargets(
            overshoot: arguments[Self.overshoot].map { $0 / 100 }, settle: arguments[Self.settle],
            t50: arguments[Self.t50], peakVelocity: arguments[Self.peakVelocity], duration: arguments[Self.duration])
        let result: TimingFit.Result
        if let file = arguments[Self.samples] {
            if let first = targets.list.first {
                throw CommandError("--to fits samples; leave out --\(first.metric.rawValue)")
            }
            let samples = try FileContents.parsed(file.path, limit: 16 * 1024 * 1024) {
                bytes throws(ExchangeError) in try ProgressSamples.read(bytes)
            }
            do { result = try TimingFit.closest(to: samples, kind: kind) } catch { throw CommandError.timing(error) }
        } else {
            guard !targets.list.isEmpty else {
                throw CommandError(
                    "fit needs targets (--overshoot, --settle, --t50, --peak-velocity, --duration) or samples (--to FILE)"
                )
            }
            do { result = try TimingFit.meeting(targets, kind: kind) } catch { throw CommandError.timing(error) }
        }
        return try session.rendered(arguments[Self.format]) {
            FitReport.text(result, targets)
        } json: {
            FitReport.json(result, targets)
        }
    }
}
