/// The labelled numbers a timing form takes, declared once per form: each label's text, its
/// default (none: required) and the range a value must be in. ``TimingExpressionBuilder`` reads a
/// form's arguments through its key type, so a form cannot ask for a label it does not declare.
protocol TimingArgumentKey: RawRepresentable<String>, CaseIterable, Hashable {
    /// The value when the label is left out; nil when it must be given.
    var fallback: Double? { get }
    /// The values allowed; nil when the form checks its numbers together (a spring by its physics).
    var range: TimingError.Range? { get }
    /// What one nudge (the tuner's ←/→, the page's arrow keys) moves the number by.
    var step: Double { get }
    /// The values `set` accepts for the number alone (``range``, or where that is nil, the number's own bounds).
    var limits: TimingError.Range { get }
    /// The name `set` takes (the label, unless it would be confused with the preset's own).
    var editingName: String { get }
    /// `s` for seconds, else empty.
    var unit: String { get }
}

extension TimingArgumentKey {
    var limits: TimingError.Range { range ?? .positive }
    var editingName: String { rawValue }
    var unit: String { "" }
}

/// `cubic(x1, y1, x2, y2)`: positional, so parsed by place, but edited by these names.
enum CubicArgument: String, TimingArgumentKey {
    case x1, y1, x2, y2
    var fallback: Double? { nil }
    var range: TimingError.Range? {
        self == .x1 || self == .x2 ? .unitInterval : .closed(-CubicBezier.maximumOrdinate, CubicBezier.maximumOrdinate)
    }
    var step: Double { 0.01 }
}

/// A form's labelled numbers, read and checked: each declared key has its value.
struct TimingArguments<Key: TimingArgumentKey> {
    private let values: [Key: Double]

    init(_ values: [Key: Double]) { self.values = values }

    /// The value of `key`; every declared key has one once read (a required one missing was refused).
    func callAsFunction(_ key: Key) throws(TimingError) -> Double {
        guard let value = values[key] else {
            throw .syntax(message: "parameter “\(key.rawValue)” is missing", offset: 0, length: 0)
        }
        return value
    }
}

/// `swiftui-spring(duration:, bounce:)` and `spring(duration:, bounce:)`.
enum DurationBounceArgument: String, TimingArgumentKey {
    case duration, bounce
    var fallback: Double? { self == .bounce ? 0 : nil }
    var range: TimingError.Range? { self == .duration ? .positive : .open(-1, 1) }
    var step: Double { 0.05 }
    // `set duration` is the preset's own duration: the spring's is `spring-duration`.
    var editingName: String { self == .duration ? "spring-duration" : rawValue }
    var unit: String { self == .duration ? "s" : "" }
}

/// `uikit-spring(damping:, velocity:)`.
enum UIKitSpringArgument: String, TimingArgumentKey {
    case damping, velocity
    var fallback: Double? { self == .velocity ? 0 : nil }
    var range: TimingError.Range? { self == .damping ? .positive : .finite }
    var step: Double { self == .damping ? 0.01 : 0.1 }
}

/// `pop(bounciness:, speed:)`.
enum PopArgument: String, TimingArgumentKey {
    case bounciness, speed
    var fallback: Double? { self == .bounciness ? 4 : 12 }
    var range: TimingError.Range? { .closed(0, 20) }
    var step: Double { 1 }
}

/// `origami(tension:, friction:)`.
enum OrigamiArgument: String, TimingArgumentKey {
    case tension, friction
    var fallback: Double? { self == .tension ? 40 : 7 }
    var range: TimingError.Range? { .positive }
    var step: Double { self == .tension ? 5 : 1 }
}

/// `android(stiffness:, damping-ratio:)`.
enum AndroidArgument: String, TimingArgumentKey {
    case stiffness
    case dampingRatio = "damping-ratio"
    var fallback: Double? { self == .stiffness ? 1500 : 0.5 }
    var range: TimingError.Range? { .positive }
    var step: Double { self == .stiffness ? 50 : 0.01 }
}

/// `spring(response:, damping-fraction:)`.
enum SpringResponseArgument: String, TimingArgumentKey {
    case response
    case dampingFraction = "damping-fraction"
    var fallback: Double? { self == .response ? 0.5 : 0.825 }
    var range: TimingError.Range? { .positive }
    var step: Double { self == .response ? 0.05 : 0.01 }
    var unit: String { self == .response ? "s" : "" }
}

/// `spring(mass:, stiffness:, damping:, velocity:)`, checked together by ``SpringParameters/validated(mass:stiffness:damping:initialVelocity:)``.
enum SpringPhysicsArgument: String, TimingArgumentKey {
    case mass, stiffness, damping, velocity
    var fallback: Double? {
        switch self {
        case .mass: return 1
        case .stiffness: return 100
        case .damping: return 10
        case .velocity: return 0
        }
    }
    var range: TimingError.Range? { nil }
    var limits: TimingError.Range {
        switch self {
        case .mass, .stiffness: return .positive
        case .damping: return .nonNegative
        case .velocity: return .finite
        }
    }
    var step: Double {
        switch self {
        case .mass, .velocity: return 0.1
        case .stiffness: return 10
        case .damping: return 1
        }
    }
}
