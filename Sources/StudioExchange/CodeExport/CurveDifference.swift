import AnimationCore

/// The largest difference in progress between an exported curve and the studio's, found by sampling.
public struct CurveDifference: Equatable, Sendable {
    /// Largest |exported − studio| in progress.
    public let largest: Double
    /// The time in seconds where it happens.
    public let time: Double

    public static let exact = CurveDifference(largest: 0, time: 0)

    /// Samples both curves at `samples + 1` evenly spaced times over [0, `span`], plus the instant
    /// just before the studio curve's end (where a cut-off spring jumps).
    public static func measure(
        span: Double, samples: Int = 4000, studio: (Double) -> Double, exported: (Double) -> Double,
        studioEnd: Double? = nil
    ) -> CurveDifference {
        var largest = 0.0
        var at = 0.0
        var times = (0...samples).map { span * Double($0) / Double(samples) }
        if let end = studioEnd, end > 0 { times.append(end.nextDown) }
        for t in times {
            let difference = abs(exported(t) - studio(t))
            if !difference.isFinite { return CurveDifference(largest: .infinity, time: t) }
            if difference > largest {
                largest = difference
                at = t
            }
        }
        return CurveDifference(largest: largest, time: at)
    }

    /// `largest 0.000123 at 0.417 s`, for file headers.
    public var summary: String {
        "largest difference in progress \(NumberFormat.fixed(largest, 6)) at \(NumberFormat.fixed(time, 3)) s"
    }
}
