/// What a designer asks of a curve: any of overshoot, settle time, t50, peak velocity and duration.
public struct FitTargets: Sendable, Equatable {
    /// The largest progress − 1, as a fraction (0.08 for 8 %).
    public var overshoot: Double?
    /// Seconds until progress stays within 0.001 of 1 (``CurveMetrics/settleTime``).
    public var settle: Double?
    /// Seconds until progress first reaches 0.5.
    public var t50: Double?
    /// The largest |velocity|, in progress per second.
    public var peakVelocity: Double?
    /// The animation's duration in seconds: fixed for kinds whose duration is a parameter, measured otherwise.
    public var duration: Double?

    public init(
        overshoot: Double? = nil, settle: Double? = nil, t50: Double? = nil, peakVelocity: Double? = nil,
        duration: Double? = nil
    ) {
        self.overshoot = overshoot
        self.settle = settle
        self.t50 = t50
        self.peakVelocity = peakVelocity
        self.duration = duration
    }

    /// How close a fit must come: overshoot within 0.1 percentage point, times and velocity within 0.5 %.
    public static let overshootTolerance = 0.001
    public static let relativeTolerance = 0.005

    /// One target: its name as the flag spells it, its value and its unit.
    public struct Target: Sendable, Equatable {
        public enum Metric: String, Sendable, CaseIterable {
            case overshoot, settle, t50
            case peakVelocity = "peak-velocity"
            case duration
        }
        public let metric: Metric
        public let value: Double

        /// How far `measured` is from the target in tolerances: within the tolerance when at most 1.
        public func error(_ measured: Double) -> Double {
            switch metric {
            case .overshoot: return (measured - value) / FitTargets.overshootTolerance
            default: return (measured - value) / (FitTargets.relativeTolerance * value)
            }
        }
    }

    /// The targets given, in the order of ``Target/Metric``.
    public var list: [Target] {
        let values: [(Target.Metric, Double?)] = [
            (.overshoot, overshoot), (.settle, settle), (.t50, t50), (.peakVelocity, peakVelocity),
            (.duration, duration)
        ]
        return values.compactMap { metric, value in value.map { Target(metric: metric, value: $0) } }
    }
}

extension CurveMetrics {
    /// The value of `metric` on this curve.
    public func value(of metric: FitTargets.Target.Metric) -> Double {
        switch metric {
        case .overshoot: return overshoot
        case .settle: return settleTime
        case .t50: return t50
        case .peakVelocity: return peakVelocity
        case .duration: return duration
        }
    }
}
