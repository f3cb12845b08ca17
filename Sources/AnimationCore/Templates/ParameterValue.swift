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
        guard let value = Double(text) else {
            throw .syntax(message: "\(name) must be a number, got “\(text)”", offset: 0, length: text.unicodeScalars.count)
        }
        try validate(value, name: name)
        return .number(value)
    }

    /// Checks a number against this kind's range.
    public func validate(_ value: Double, name: String) throws(TimingError) {
        switch self {
        case .duration: try TimingError.require(value, name, .positiveUpTo(AnimationCurve.maximumDuration))
        case .delay: try TimingError.require(value, name, .closed(0, 60))
        case .opacity: try TimingError.require(value, name, .unitInterval)
        case .points, .degrees, .factor: try TimingError.require(value, name, .closed(-100_000, 100_000))
        case .toggle:
            guard value == 0 || value == 1 else {
                throw .outOfRange(parameter: name, value: value, allowed: "0 (off) or 1 (on)")
            }
        case .timing: break
        }
    }
}

/// A parameter a template takes: its name, kind, default and meaning.
public struct TemplateParameter: Equatable, Sendable {
    public let name: String
    public let kind: ParameterKind
    public let defaultValue: ParameterValue
    public let summary: String
    /// Added after presets were first stored: a stored or imported set without it reads it as its
    /// default (which keeps the earlier behaviour) instead of being refused as incomplete.
    public var defaultsWhenMissing = false
}
