/// The value of one preset parameter: a number (in the parameter's unit) or a timing expression.
public enum ParameterValue: Equatable, Hashable, Sendable, CustomStringConvertible {
    case number(Double)
    case timing(TimingExpression)

    /// Canonical text: shortest round-trip number or the timing's canonical form.
    public var description: String {
        switch self {
        case .number(let value): return NumberFormat.shortest(value)
        case .timing(let timing): return timing.description
        }
    }

    public var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    public var timing: TimingExpression? {
        if case .timing(let value) = self { return value }
        return nil
    }
}

/// What a parameter measures, which fixes its unit and allowed range.
public enum ParameterKind: Equatable, Sendable {
    /// A duration in seconds, greater than 0 and at most an hour.
    case duration
    /// Seconds of delay per row, 0 or more.
    case delay
    /// A length in points, any finite value.
    case points
    /// An angle in degrees, any finite value.
    case degrees
    /// An opacity in [0, 1].
    case opacity
    /// A scale factor, any finite value.
    case factor
    /// A timing expression.
    case timing
    /// A switch: the number 0 (off) or 1 (on).
    case toggle

    /// The unit printed after values.
    public var unit: String {
        switch self {
        case .duration, .delay: return "s"
        case .points: return "pt"
        case .degrees: return "°"
        case .opacity, .factor, .timing, .toggle: return ""
        }
    }

    /// Parses and validates `text` for a parameter called `name`.
    public func parse(_ text: String, name: String) throws(TimingError) -> ParameterValue {
        if self == .timing { return .timing(try TimingExpression(parsing: text)) }
        guard let value = NumberFormat.number(text) else {
            throw .syntax(
                message: "\(name) must be a number, got “\(text)”", offset: 0, length: text.unicodeScalars.count)
        }
        try validate(value, name: name)
        return .number(value)
    }

    /// Checks a number against this kind's range.
    public func validate(_ value: Double, name: String) throws(TimingError) {
        try rule?.check(value, name: name)
    }

    /// How far one nudge (the tuner's ←/→, a browser step) moves a number of this kind unless its
    /// parameter declares its own: small enough to see the curve change a little, large enough that
    /// ten of them cross the useful range quickly; 0 for a timing (switched, not nudged).
    public var step: Double {
        switch self {
        case .duration: return 0.05
        case .delay: return 0.01
        case .points, .degrees, .toggle: return 1
        case .opacity, .factor: return 0.05
        case .timing: return 0
        }
    }

    /// The checks a number of this kind passes unless its parameter declares its own; nil for timings.
    public var rule: NumberRule? {
        switch self {
        case .duration: return .seconds
        case .delay: return NumberRule(.closed(0, 60), unit: unit)
        case .opacity: return NumberRule(.unitInterval)
        case .points, .degrees, .factor: return NumberRule(.closed(-100_000, 100_000), unit: unit)
        case .toggle: return NumberRule(.toggle)
        case .timing: return nil
        }
    }
}

/// A parameter a template takes, declared once: its key (the name), kind (the unit), default,
/// meaning, the rule its numbers pass and the step a nudge moves it by. `set`, `show`, `tune`, the
/// browser's controls, the reference and the exports' parameter lists all read this declaration.
public struct TemplateParameter: Equatable, Sendable {
    public let key: ParameterKey
    public let kind: ParameterKind
    public let defaultValue: ParameterValue
    public let summary: String
    /// The checks every value of this parameter passes, from `set`, a flag of the same name, an
    /// imported file or the database alike; nil for a timing.
    public let rule: NumberRule?
    /// What one nudge adds (``ParameterKind/step`` unless declared).
    public let step: Double

    /// The name stored, printed and typed.
    public var name: String { key.name }

    public init(
        _ key: ParameterKey, kind: ParameterKind, defaultValue: ParameterValue, summary: String,
        rule: NumberRule? = nil,
        step: Double? = nil, defaultsWhenMissing: Bool = false
    ) {
        self.key = key
        self.kind = kind
        self.defaultValue = defaultValue
        self.summary = summary
        self.rule = rule ?? kind.rule
        self.step = step ?? kind.step
        self.defaultsWhenMissing = defaultsWhenMissing
    }

    /// Parses and checks `text` as a value of this parameter.
    public func parse(_ text: String) throws(TimingError) -> ParameterValue {
        if kind == .timing { return .timing(try TimingExpression(parsing: text)) }
        guard let value = NumberFormat.number(text) else {
            throw .syntax(
                message: "\(name) must be a number, got “\(text)”", offset: 0, length: text.unicodeScalars.count)
        }
        try rule?.check(value, name: name)
        return .number(value)
    }

    /// Added after presets were first stored: a stored or imported set without it reads it as its
    /// default (which keeps the earlier behaviour) instead of being refused as incomplete.
    public var defaultsWhenMissing = false
}
