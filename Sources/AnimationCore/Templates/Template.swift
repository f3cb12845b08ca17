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
    /// Builds the animated properties from a full parameter set (a ``TimingError`` if it lacks a
    /// parameter the template declares, which a checked set never does).
    let makeTracks: @Sendable (ParameterSet) throws(TimingError) -> [PropertyTrack]
    /// What a preset of this template shows with Reduce Motion until its designer authors another.
    public let defaultReducedMotion: ReducedMotionVariant
    /// Opacity tracks a cross-fade adds (0 → 1) for what otherwise appears by moving in.
    public let crossFadeAppearing: [String]

    /// The parameter called `name` (text a person typed or a file held), if the template has one.
    public func parameter(named name: String) -> TemplateParameter? {
        parameters.first { $0.name == name }
    }

    /// The declaration of `key`, if the template has that parameter.
    public func parameter(_ key: ParameterKey) -> TemplateParameter? {
        parameters.first { $0.key == key }
    }

    /// Every parameter at its default.
    public var defaults: ParameterSet {
        ParameterSet(values: Dictionary(uniqueKeysWithValues: parameters.map { ($0.name, $0.defaultValue) }))
    }

    /// The tracks for `parameters`.
    public func tracks(_ parameters: ParameterSet) throws(TimingError) -> [PropertyTrack] {
        try makeTracks(parameters)
    }
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

    /// The value under `key`; nil when the set has no such parameter.
    public subscript(key: ParameterKey) -> ParameterValue? {
        get { values[key.name] }
        set { values[key.name] = newValue }
    }

    /// The number under `key`; nil when the set has no such parameter or it is the timing.
    public func number(_ key: ParameterKey) -> Double? { values[key.name]?.number }

    /// The number under `key`, for code that runs only for templates declaring it.
    /// - Throws: ``TimingError`` naming the parameter when the set does not have it as a number.
    public func require(_ key: ParameterKey) throws(TimingError) -> Double {
        guard let number = number(key) else {
            throw .syntax(message: "parameter “\(key.name)” is missing", offset: 0, length: 0)
        }
        return number
    }

    /// The timing expression (`ease-in-out` if absent: every template declares one, so only a set
    /// still being assembled lacks it).
    public var timing: TimingExpression { self[.timing]?.timing ?? .named(.easeInOut) }
}

extension Template {
    static func common(duration: Double, delayFactor: Double, timing: TimingExpression) -> [TemplateParameter] {
        [
            TemplateParameter(
                .duration, kind: .duration, defaultValue: .number(duration),
                summary: "the animation's duration (springs given by mass/stiffness use their settling duration)"),
            TemplateParameter(
                .delayFactor, kind: .delay, defaultValue: .number(delayFactor),
                summary: "delay per row: row r starts after r × delay-factor"),
            TemplateParameter(.timing, kind: .timing, defaultValue: .timing(timing), summary: "the timing curve")
        ]
    }

    static func parameter(
        _ key: ParameterKey, _ kind: ParameterKind, _ value: Double, _ summary: String, rule: NumberRule? = nil,
        step: Double? = nil, defaultsWhenMissing: Bool = false
    ) -> TemplateParameter {
        TemplateParameter(
            key, kind: kind, defaultValue: .number(value), summary: summary, rule: rule, step: step,
            defaultsWhenMissing: defaultsWhenMissing)
    }

    static func radians(_ degrees: Double) -> Double { degrees * Double.pi / 180 }
}

extension Template {
    /// The "Animating Table View Cells Display" article's animations: 44 pt rows, an `Animator`
    /// with `hasAnimatedAllCells`, and `delayFactor × indexPath.row`.
    static let listEntrance = CellEntrance(rowHeight: 44, policy: .firstScreen, stagger: .row)
}
