public import AnimationCore

/// The forms a preset's timing can be switched between in the tuner, in the order a key cycles
/// through them.
public enum TimingKind: Equatable, Sendable, CaseIterable {
    case uikitSpring, spring, springDuration, springResponse, cubic
    case named(NamedCurve)

    public static let allCases: [TimingKind] =
        [.uikitSpring, .spring, .springDuration, .springResponse, .cubic] + NamedCurve.allCases.map(TimingKind.named)

    /// The kind of an expression (the other ecosystems' springs count as `spring`).
    public init(_ timing: TimingExpression) {
        switch timing {
        case .named(let name): self = .named(name)
        case .cubic: self = .cubic
        case .uikitSpring: self = .uikitSpring
        case .springDuration: self = .springDuration
        case .springResponse, .swiftUISpring: self = .springResponse
        case .spring, .pop, .origami, .android, .peer: self = .spring
        }
    }

    /// What the list shows.
    public var name: String {
        switch self {
        case .uikitSpring: return "uikit-spring"
        case .spring: return "spring"
        case .springDuration: return "spring-bounce"
        case .springResponse: return "spring-response"
        case .cubic: return "cubic"
        case .named(let name): return name.rawValue
        }
    }

    /// The next kind (or the previous one, backwards), wrapping around.
    public func next(backwards: Bool = false) -> TimingKind {
        let all = Self.allCases
        let index = all.firstIndex(of: self) ?? 0
        return all[(index + (backwards ? all.count - 1 : 1)) % all.count]
    }
}
