/// The numbers designers compare curves by, computed from the curve itself rather than a sample grid.
///
/// Every event (the last exit from the settle band, crossings of 1, reaching 0.5, the peak) is found
/// on a dense scan fine enough to resolve every oscillation and then refined by bisection or
/// golden-section search to ~1e-12 s.
public struct CurveMetrics: Equatable, Sendable {
    /// Smallest t after which |progress − 1| ≤ ``settleTolerance`` for good, in seconds.
    public var settleTime: Double
    /// Max progress − 1 as a fraction (0.25 = 25 %), 0 when the curve never exceeds 1.
    public var overshoot: Double
    /// How many times progress crosses 1 before settling.
    public var oscillations: Int
    /// Largest |velocity| in progress per second, and when it occurs.
    public var peakVelocity: Double
    public var peakVelocityTime: Double
    /// First time progress reaches 0.5, in seconds.
    public var t50: Double
    /// The animation's duration in seconds.
    public var duration: Double
    /// How far progress jumps to 1 at the duration (a spring cut off before it settles).
    public var endJump: Double
    /// SwiftUI's completion for its stepped springs (when its own rule calls the spring done on a
    /// travel of 1; the curve is drawn on until it rests), nil for every other curve or when the
    /// rule does not fire within the duration.
    public var swiftUICompletion: Double?

    /// The settle band half-width: 0.001, Core Animation's ε.
    public static let settleTolerance = 0.001

    /// Measures `curve`.
    public init(_ curve: AnimationCurve) {
        let scanner = CurveScanner(curve: curve)
        duration = curve.duration
        endJump = curve.endJump
        if case .stepped(let stepped) = curve.shape, let done = stepped.completionTime, done <= curve.duration {
            swiftUICompletion = done
        }
        settleTime = scanner.settleTime(tolerance: CurveMetrics.settleTolerance)
        overshoot = max(0, scanner.maximumProgress() - 1)
        oscillations = scanner.crossingsOfOne(before: settleTime)
        (peakVelocity, peakVelocityTime) = scanner.peakSpeed()
        t50 = scanner.firstTime(reaching: 0.5)
    }

    /// Metric names in display order, with their units, for tables and JSON.
    public static let fields: [(key: String, unit: String)] = [
        ("settleTime", "s"), ("overshoot", "%"), ("oscillations", ""), ("peakVelocity", "/s"),
        ("peakVelocityTime", "s"), ("t50", "s"), ("duration", "s"), ("endJump", "")
    ]

    /// The value of a field named in ``fields``.
    public func value(of key: String) -> Double {
        switch key {
        case "settleTime": return settleTime
        case "overshoot": return overshoot
        case "oscillations": return Double(oscillations)
        case "peakVelocity": return peakVelocity
        case "peakVelocityTime": return peakVelocityTime
        case "t50": return t50
        case "duration": return duration
        default: return endJump
        }
    }
}
