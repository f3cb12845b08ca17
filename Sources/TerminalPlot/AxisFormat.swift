/// How tick values on an axis are turned into labels.
///
/// A format sees all ticks of an axis at once (plus the tick step and the
/// axis span) so it can choose one unit and one precision for the whole
/// axis: `.seconds` prints `0 ms … 800 ms` for short spans and
/// `0 s … 1.5 s` for long ones, never a mix.
public struct AxisFormat: Sendable {
    /// Builds labels for `ticks`, given the tick `step` and axis `span`.
    public typealias Labeler = @Sendable (_ ticks: [Double], _ step: Double, _ span: Double) -> [String]

    private let labeler: Labeler

    /// A format from a custom labeler (must return one label per tick).
    public init(_ labeler: @escaping Labeler) {
        self.labeler = labeler
    }

    /// Labels for `ticks`; missing labels are padded with "" so a faulty
    /// custom labeler cannot break the layout.
    public func labels(for ticks: [Double], step: Double, span: Double) -> [String] {
        var result = labeler(ticks, step, span)
        if result.count < ticks.count {
            result.append(contentsOf: Array(repeating: "", count: ticks.count - result.count))
        }
        return Array(result.prefix(ticks.count))
    }

    /// Plain decimals with just enough precision for the step: `0`, `0.25`, `1.5`.
    public static let plain = AxisFormat.scaled(by: 1, suffix: "")

    /// Time in seconds: milliseconds when the span is under 2 s, else seconds.
    public static let seconds = AxisFormat.seconds(millisecondsBelow: 2)

    /// Time in seconds, printed in milliseconds when the axis span is below
    /// `threshold` seconds (`0 ms`, `200 ms`) and in seconds otherwise
    /// (`0 s`, `2.5 s`).
    public static func seconds(millisecondsBelow threshold: Double) -> AxisFormat {
        let inMilliseconds = scaled(by: 1000, suffix: " ms")
        let inSeconds = scaled(by: 1, suffix: " s")
        return AxisFormat { ticks, step, span in
            (span < threshold ? inMilliseconds : inSeconds).labels(for: ticks, step: step, span: span)
        }
    }

    /// Values multiplied by `factor` and followed by `suffix`, e.g.
    /// `.scaled(by: 100, suffix: "%")` or `.scaled(by: 1, suffix: " px")`.
    public static func scaled(by factor: Double, suffix: String) -> AxisFormat {
        AxisFormat { ticks, step, _ in
            let decimals = NumberFormat.decimals(forStep: step * factor)
            return ticks.map { NumberFormat.string($0 * factor, decimals: decimals) + suffix }
        }
    }

    /// Labels each tick independently with `label`.
    public static func custom(_ label: @escaping @Sendable (Double) -> String) -> AxisFormat {
        AxisFormat { ticks, _, _ in ticks.map(label) }
    }
}
