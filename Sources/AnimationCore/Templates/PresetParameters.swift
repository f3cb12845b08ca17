/// A preset's parameters as one typed value: its template, every parameter's value (numbers in their
/// units, the timing as a ``TimingExpression``) and the animation they make.
///
/// It is checked once, when built, against the template's declaration: every name known, every
/// parameter present (those added later take their default), each number inside its rule, the timing
/// a curve that can be solved. A value that exists is valid, so the store, the engine, the scenes,
/// the exporters and the preview pass it along without checking or parsing again.
public struct PresetParameters: Sendable, Hashable, CustomStringConvertible {
    public let template: Template
    /// Every parameter of the template, by name.
    public let values: ParameterSet
    /// The template bound to these values (the timing solved once, here).
    public let animation: TemplateAnimation
    /// The `duration` parameter in seconds (every template declares it; a spring given by its
    /// physics runs for its own, ``animation``'s curve says how long).
    public let duration: Double

    /// Checks `values` against `template`'s declaration.
    /// - Throws: ``TimingError`` naming the first unknown, missing or invalid parameter, or a timing
    ///   that gives no curve.
    public init(_ template: Template, _ values: ParameterSet) throws(TimingError) {
        let expected = template.parameters.map(\.name).joined(separator: ", ")
        for name in values.values.keys.sorted() where template.parameter(named: name) == nil {
            throw .syntax(
                message: "unknown parameter “\(name)” for \(template.name); expected \(expected)", offset: 0, length: 0)
        }
        var complete: [String: ParameterValue] = [:]
        for parameter in template.parameters {
            guard let value = values.values[parameter.name] else {
                guard parameter.defaultsWhenMissing else {
                    throw .syntax(message: "parameter “\(parameter.name)” is missing", offset: 0, length: 0)
                }
                complete[parameter.name] = parameter.defaultValue
                continue
            }
            switch (parameter.kind, value) {
            case (.timing, .timing): break
            case (.timing, .number(let number)):
                throw .syntax(
                    message: "\(parameter.name) must be a timing expression, got \(NumberFormat.shortest(number))",
                    offset: 0, length: 0)
            case (_, .timing(let timing)):
                throw .syntax(message: "\(parameter.name) must be a number, got “\(timing)”", offset: 0, length: 0)
            case (_, .number(let number)): try parameter.rule?.check(number, name: parameter.name)
            }
            complete[parameter.name] = value
        }
        let set = ParameterSet(values: complete, reducedMotion: values.reducedMotion)
        let duration = try set.require(.duration)
        try values.reducedMotion?.check(presetDuration: duration)
        self.template = template
        self.values = set
        self.duration = duration
        self.animation = try TemplateAnimation(template: template, parameters: set)
    }

    /// Reads parameter text (name → canonical value, as a preset file holds it) and checks it.
    public init(_ template: Template, text: [String: String]) throws(TimingError) {
        try self.init(template, try template.parameterSet(from: text))
    }

    /// Every parameter at the template's published default.
    public static func defaults(of template: Template) throws(TimingError) -> PresetParameters {
        try PresetParameters(template, template.defaults)
    }

    /// The timing expression.
    public var timing: TimingExpression { values.timing }

    /// The number under `key`; nil when the template has no such parameter (`row-height` of a card).
    public func number(_ key: ParameterKey) -> Double? { values.number(key) }

    /// The value under `key`, if the template has such a parameter.
    public subscript(key: ParameterKey) -> ParameterValue? { values[key] }

    /// The same parameters with `key` set to `value`, checked as a whole again (a key the template
    /// does not declare is refused as unknown).
    public func setting(_ key: ParameterKey, to value: ParameterValue) throws(TimingError) -> PresetParameters {
        var changed = values
        changed[key] = value
        return try PresetParameters(template, changed)
    }

    /// The same parameters with several changes, checked once at the end.
    public func setting(_ changes: [ParameterKey: ParameterValue]) throws(TimingError) -> PresetParameters {
        var changed = values
        for (key, value) in changes { changed[key] = value }
        return try PresetParameters(template, changed)
    }

    /// What the preset shows with Reduce Motion: the authored variant, else the template's default.
    public var reducedMotion: ReducedMotionVariant { values.reducedMotion ?? template.defaultReducedMotion }

    /// Whether the designer chose the variant (false: the template's default is shown).
    public var reducedMotionIsAuthored: Bool { values.reducedMotion != nil }

    /// The same parameters with `variant` as the reduced-motion variant (nil: the template's default).
    public func setting(reducedMotion variant: ReducedMotionVariant?) throws(TimingError) -> PresetParameters {
        var changed = values
        changed.reducedMotion = variant
        return try PresetParameters(template, changed)
    }

    /// Canonical text of every value, for a preset file a person reads.
    public var text: [String: String] { values.text }

    /// `move-up-bounce: duration 1, delay-factor 0.05, …` in declaration order, for messages.
    public var description: String {
        template.name + ": "
            + template.parameters.compactMap { p in values.values[p.name].map { "\(p.name) \($0)" } }
            .joined(separator: ", ")
    }

    public static func == (lhs: PresetParameters, rhs: PresetParameters) -> Bool {
        lhs.template.name == rhs.template.name && lhs.values == rhs.values
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(template.name)
        hasher.combine(values)
    }
}
