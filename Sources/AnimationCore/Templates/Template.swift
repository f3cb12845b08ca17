import RealModule

/// A built-in animation from the tutorials the studio grew from, with its published defaults.
public struct Template: Sendable {
    public let name: String
    /// One line: what moves.
    public let summary: String
    /// The UIKit code it reproduces.
    public let api: String
    /// Parameters in display order; `duration`, `delay-factor` and `timing` come first.
    public let parameters: [TemplateParameter]
    /// How it enters as a table-view cell; nil for animations that are not cell entrances.
    public let entrance: CellEntrance?
    /// Builds the animated properties from a full parameter set.
    let makeTracks: @Sendable (ParameterSet) -> [PropertyTrack]
    /// What a preset of this template shows with Reduce Motion until its designer authors another.
    public let defaultReducedMotion: ReducedMotionVariant
    /// Opacity tracks a cross-fade adds (0 → 1) for what otherwise appears by moving in.
    public let crossFadeAppearing: [String]

    /// The parameter called `name`, if the template has one.
    public func parameter(named name: String) -> TemplateParameter? {
        parameters.first { $0.name == name }
    }

    /// Every parameter at its default.
    public var defaults: ParameterSet {
        ParameterSet(values: Dictionary(uniqueKeysWithValues: parameters.map { ($0.name, $0.defaultValue) }))
    }

    /// The tracks for `parameters`.
    public func tracks(_ parameters: ParameterSet) -> [PropertyTrack] { makeTracks(parameters) }
}

/// A complete set of parameter values for a template, keyed by parameter name.
public struct ParameterSet: Equatable, Hashable, Sendable {
    public var values: [String: ParameterValue]
    /// The authored reduced-motion variant; nil shows the template's default (a set read from a
    /// database or file made before variants existed has none).
    public var reducedMotion: ReducedMotionVariant?

    public init(values: [String: ParameterValue], reducedMotion: ReducedMotionVariant? = nil) {
        self.values = values
        self.reducedMotion = reducedMotion
    }

    /// The number stored under `name` (0 if absent, which validated sets never are).
    public func number(_ name: String) -> Double { values[name]?.number ?? 0 }

    /// The timing expression (`ease-in-out` if absent).
    public var timing: TimingExpression { values["timing"]?.timing ?? .named(.easeInOut) }
}

extension Template {
    static func common(duration: Double, delayFactor: Double, timing: TimingExpression) -> [TemplateParameter] {
        [
            TemplateParameter(
                name: "duration", kind: .duration, defaultValue: .number(duration),
                summary: "the animation's duration (springs given by mass/stiffness use their settling duration)"),
            TemplateParameter(
                name: "delay-factor", kind: .delay, defaultValue: .number(delayFactor),
                summary: "delay per row: row r starts after r × delay-factor"),
            TemplateParameter(
                name: "timing", kind: .timing, defaultValue: .timing(timing), summary: "the timing curve")
        ]
    }

    static func parameter(
        _ name: String, _ kind: ParameterKind, _ value: Double, _ summary: String, rule: NumberRule? = nil,
        defaultsWhenMissing: Bool = false
    ) -> TemplateParameter {
        TemplateParameter(
            name: name, kind: kind, defaultValue: .number(value), summary: summary, rule: rule,
            defaultsWhenMissing: defaultsWhenMissing)
    }

    static func radians(_ degrees: Double) -> Double { degrees * Double.pi / 180 }
}

extension Template {
    /// The "Animating Table View Cells Display" article's animations: 44 pt rows, an `Animator`
    /// with `hasAnimatedAllCells`, and `delayFactor × indexPath.row`.
    static let listEntrance = CellEntrance(rowHeight: 44, policy: .firstScreen, stagger: .row)
}
