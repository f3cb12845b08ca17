/// What a preset shows when the person has asked for less motion (iOS Settings › Accessibility ›
/// Motion › Reduce Motion, `prefers-reduced-motion: reduce` on the web, the animator duration scale
/// at 0 on Android): an authored alternative, not the same animation shorter.
///
/// It is a separate typed part of a preset's parameters (``ParameterSet/reducedMotion``), versioned
/// with them; a preset that never chose one shows its template's ``Template/defaultReducedMotion``.
public enum ReducedMotionVariant: Sendable, Hashable, CustomStringConvertible {
    /// No animation: every property takes its final value at once.
    case instant
    /// Opacity only: moving properties take their final value at once and what appears or disappears
    /// fades over its own duration and timing.
    case crossFade(duration: Double, timing: TimingExpression)
    /// The same tracks over the preset's duration with a timing that does not bounce.
    case retimed(timing: TimingExpression)
    /// Another preset of the studio, played as it is (its own reduced-motion variant is not followed).
    case preset(name: String)

    /// The four kinds' words, as `set reduced-motion` and errors name them.
    public static let kinds = ["instant", "cross-fade", "retimed", "preset"]

    /// The kind's word.
    public var kind: String {
        switch self {
        case .instant: return "instant"
        case .crossFade: return "cross-fade"
        case .retimed: return "retimed"
        case .preset: return "preset"
        }
    }

    /// Canonical text: `instant`, `cross-fade(duration: 0.2, timing: ease-in-out)`,
    /// `retimed(timing: ease-in-out)`, `preset(name: calm)`.
    public var description: String {
        switch self {
        case .instant: return "instant"
        case .crossFade(let duration, let timing):
            return "cross-fade(duration: \(NumberFormat.shortest(duration)), timing: \(timing))"
        case .retimed(let timing): return "retimed(timing: \(timing))"
        case .preset(let name): return "preset(name: \(name))"
        }
    }

    /// The timing the variant runs, if it has its own.
    public var timing: TimingExpression? {
        switch self {
        case .crossFade(_, let timing), .retimed(let timing): return timing
        case .instant, .preset: return nil
        }
    }

    /// The rule a cross-fade's duration follows (greater than 0, at most an hour).
    public static let durationRule = NumberRule.seconds

    /// Checks a cross-fade's duration and that a timing of its own does not bounce (over `duration`,
    /// the preset's for `retimed`).
    /// - Throws: ``TimingError`` naming the value and what is allowed.
    public func check(presetDuration: Double) throws(TimingError) {
        switch self {
        case .instant: return
        case .preset(let name):
            guard !name.isEmpty else {
                throw .syntax(message: "reduced-motion preset(name:) needs a preset's name", offset: 0, length: 0)
            }
        case .crossFade(let duration, let timing):
            try Self.durationRule.check(duration, name: "reduced-motion duration")
            try Self.requireNoBounce(timing, duration: duration)
        case .retimed(let timing):
            try Self.requireNoBounce(timing, duration: presetDuration)
        }
    }

    /// Refuses a timing whose progress leaves [0, 1]: reduced motion must not overshoot or spring back.
    static func requireNoBounce(_ timing: TimingExpression, duration: Double) throws(TimingError) {
        let curve = try AnimationCurve(timing, duration: timing.hasImplicitDuration ? nil : duration)
        let steps = 1000
        var largest = 0.0
        var smallest = 0.0
        for step in 0...steps {
            let progress = curve.progress(at: curve.duration * Double(step) / Double(steps))
            largest = max(largest, progress)
            smallest = min(smallest, progress)
        }
        let tolerance = 1e-6
        guard largest <= 1 + tolerance, smallest >= -tolerance else {
            let beyond = largest > 1 + tolerance ? largest : smallest
            throw .syntax(
                message:
                    "reduced-motion timing \(timing) bounces (progress reaches \(NumberFormat.fixed(beyond, 4))); "
                    + "use a timing that stays between 0 and 1, such as ease-in-out or uikit-spring(damping: 1, velocity: 0)",
                offset: 0, length: 0)
        }
    }
}

extension ReducedMotionVariant {
    /// Reads `instant`, `cross-fade(duration: S, timing: T)`, `retimed(timing: T)` or
    /// `preset(name: N)`; the numbers and timings pass the checks ``check(presetDuration:)`` names
    /// when the whole preset is built.
    public init(parsing text: String) throws(TimingError) {
        let trimmed = text.trimmingSpaces
        if trimmed == "instant" {
            self = .instant
            return
        }
        guard let open = trimmed.firstIndex(of: "("), trimmed.last == ")" else {
            throw Self.unknown(trimmed)
        }
        let kind = String(trimmed[..<open])
        let inside = String(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)])
        switch kind {
        case "cross-fade":
            let fields = try Self.fields(inside, expected: ["duration", "timing"], kind: kind)
            guard let duration = TypedNumber.value(fields[0]) else {
                throw .syntax(
                    message:
                        "reduced-motion duration must be a number, got “\(fields[0])”\(TypedNumber.hint(fields[0]))",
                    offset: 0, length: 0)
            }
            self = .crossFade(duration: duration, timing: try TimingExpression(parsing: fields[1]))
        case "retimed":
            let fields = try Self.fields(inside, expected: ["timing"], kind: kind)
            self = .retimed(timing: try TimingExpression(parsing: fields[0]))
        case "preset":
            let prefix = "name:"
            let body = inside.trimmingSpaces
            guard body.hasPrefix(prefix) else { throw Self.shape(kind, ["name"]) }
            self = .preset(name: String(body.dropFirst(prefix.count)).trimmingSpaces)
        default:
            throw Self.unknown(trimmed)
        }
    }

    /// Splits `label: value, label: value` at the commas outside parentheses and checks the labels.
    private static func fields(_ text: String, expected: [String], kind: String) throws(TimingError) -> [String] {
        var parts: [String] = []
        var depth = 0
        var current = ""
        for character in text {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if character == ",", depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        guard parts.count == expected.count else { throw shape(kind, expected) }
        var values: [String] = []
        for (part, label) in zip(parts, expected) {
            let body = part.trimmingSpaces
            guard body.hasPrefix(label + ":") else { throw shape(kind, expected) }
            values.append(String(body.dropFirst(label.count + 1)).trimmingSpaces)
        }
        return values
    }

    private static func shape(_ kind: String, _ labels: [String]) -> TimingError {
        .syntax(
            message: "reduced-motion \(kind) takes \(kind)(\(labels.map { "\($0): …" }.joined(separator: ", ")))",
            offset: 0, length: 0)
    }

    private static func unknown(_ text: String) -> TimingError {
        .syntax(
            message: "reduced-motion must be instant, cross-fade(duration: S, timing: T), retimed(timing: T) "
                + "or preset(name: N), got “\(text)”",
            offset: 0, length: 0)
    }
}

extension String {
    /// The text without leading and trailing spaces (AnimationCore has no Foundation).
    var trimmingSpaces: String {
        var scalars = Substring(self)
        while scalars.first == " " { scalars.removeFirst() }
        while scalars.last == " " { scalars.removeLast() }
        return String(scalars)
    }
}
