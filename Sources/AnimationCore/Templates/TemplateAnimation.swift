/// A template with concrete parameters, ready to sample per row.
public struct TemplateAnimation: Sendable {
    public let template: Template
    public let parameters: ParameterSet
    /// The timing curve bound to its duration.
    public let curve: AnimationCurve
    public let tracks: [PropertyTrack]
    /// Seconds between one row's start and the next's (every template declares `delay-factor`).
    public let delayFactor: Double
    /// The `duration` parameter in seconds: what Bézier curves and `uikit-spring` run for; a spring
    /// given by its physics ignores it and runs for ``curve``'s own duration.
    public let statedDuration: Double

    /// Binds `template` to `parameters` (missing ones take their defaults).
    ///
    /// Bézier curves and `uikit-spring` run for the `duration` parameter. Springs given by their
    /// physical parameters run for their settling duration, as `UIViewPropertyAnimator` does with
    /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` (it ignores the duration).
    public init(template: Template, parameters: ParameterSet? = nil) throws(TimingError) {
        var values = template.defaults.values
        for (key, value) in parameters?.values ?? [:] { values[key] = value }
        let full = ParameterSet(values: values, reducedMotion: parameters?.reducedMotion)
        self.template = template
        self.parameters = full
        let timing = full.timing
        let usesOwnDuration = timing.hasImplicitDuration
        statedDuration = try full.require(.duration)
        curve = try AnimationCurve(timing, duration: usesOwnDuration ? nil : statedDuration)
        tracks = try template.tracks(full)
        delayFactor = try full.require(.delayFactor)
    }

    /// `full` with another curve and tracks (a reduced-motion variant's): the same template,
    /// parameters and row delay.
    init(_ full: TemplateAnimation, curve: AnimationCurve, tracks: [PropertyTrack]) {
        self.template = full.template
        self.parameters = full.parameters
        self.curve = curve
        self.tracks = tracks
        self.delayFactor = full.delayFactor
        self.statedDuration = full.statedDuration
    }

    /// The number under `key`; nil when the template has no such parameter.
    public func number(_ key: ParameterKey) -> Double? { parameters.number(key) }

    /// Row r's start delay in seconds: r × delay-factor.
    public func delay(row: Int) -> Double { Double(row) * delayFactor }

    /// Column names, without `t`.
    public var columns: [String] { tracks.flatMap(\.columns) }

    /// Each column's ``PropertyTrack/shownRange``: where the device clamps what the curve gives.
    public var shownRanges: [ClosedRange<Double>?] { tracks.flatMap(\.shownRanges) }

    /// Every column's value at time t (seconds since the table started animating) for row `row`.
    public func values(at t: Double, row: Int) -> [Double] {
        values(atProgress: curve.progress(at: t - delay(row: row)))
    }

    /// Every column's value when the timing curve's progress is `progress`.
    public func values(atProgress progress: Double) -> [Double] {
        tracks.flatMap { $0.values(at: progress) }
    }
}
