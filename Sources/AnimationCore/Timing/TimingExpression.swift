/// A timing expression of the studio's language: a named curve, a Bézier, or a spring in one of
/// the forms the iOS APIs (and other tools) take.
///
/// The canonical text form round-trips: `TimingExpression(parsing: e.description) == e`.
/// Each case keeps the parameters the user gave (so printing returns them); ``resolved(duration:)``
/// turns it into an evaluable ``AnimationCurve``.
public enum TimingExpression: Equatable, Hashable, Sendable {
    /// `linear`, `ease-in`, `ease-out`, `ease-in-out`, `ca-default`.
    case named(NamedCurve)
    /// `cubic(x1, y1, x2, y2)`.
    case cubic(CubicBezier)
    /// `uikit-spring(damping: ζ, velocity: v)`: UIKit derives the spring from the animation's duration.
    case uikitSpring(dampingRatio: Double, velocity: Double)
    /// `spring(mass: m, stiffness: k, damping: c, velocity: v)`: `CASpringAnimation`. Over-damped
    /// springs run critically damped at the same ω0 unless `allows-overdamping: true`, as on the device.
    case spring(SpringParameters, allowsOverdamping: Bool = false)
    /// `spring(duration: T, bounce: b)`: iOS 17 `UISpringTimingParameters(duration:bounce:)`, SwiftUI
    /// `Spring(duration:bounce:)` (closed form, over-damping allowed).
    case springDuration(duration: Double, bounce: Double)
    /// `spring(response: r, damping-fraction: f)`: SwiftUI `.spring(response:dampingFraction:)`, stepped at 300 Hz.
    case springResponse(response: Double, dampingFraction: Double)
    /// `swiftui-spring(duration: T, bounce: b)`: SwiftUI's `Animation.spring(duration:bounce:)` (and
    /// `smooth`, `snappy`, `bouncy`), stepped at 300 Hz like `.spring(response:dampingFraction:)`.
    case swiftUISpring(duration: Double, bounce: Double)
    /// `pop(bounciness: b, speed: s)`: Facebook POP.
    case pop(bounciness: Double, speed: Double)
    /// `origami(tension: t, friction: f)`: Origami / Rebound.
    case origami(tension: Double, friction: Double)
    /// `android(stiffness: k, damping-ratio: ζ)`: AndroidX `SpringForce`.
    case android(stiffness: Double, dampingRatio: Double)
    /// Another tool's spring, computed as that tool computes it: `motion-spring`, `reanimated-spring`,
    /// `flutter-spring`, `compose-spring`, `figma-spring` (``PeerSpring``).
    case peer(PeerSpring)

    /// The names accepted at the start of an expression, for help and completion.
    public static let names: [String] =
        NamedCurve.allCases.map(\.rawValue) + [
            "cubic", "uikit-spring", "spring", "swiftui-spring", "pop", "origami", "android",
            "smooth", "snappy", "bouncy"
        ] + PeerSpring.formNames

    /// True for every spring form.
    public var isSpring: Bool {
        switch self {
        case .named, .cubic: return false
        default: return true
        }
    }

    /// The mass–stiffness–damping spring this expression stands for, when it does not depend on a
    /// duration (every spring form but `uikit-spring`).
    public var fixedSpring: SpringParameters? {
        switch self {
        case .named, .cubic, .uikitSpring: return nil
        case .spring(let parameters, _): return parameters
        case .springDuration(let duration, let bounce), .swiftUISpring(let duration, let bounce):
            return SpringConversions.spring(duration: duration, bounce: bounce)
        case .springResponse(let response, let fraction):
            return SpringConversions.spring(response: response, dampingFraction: fraction)
        case .pop(let bounciness, let speed):
            return SpringConversions.pop(bounciness: bounciness, speed: speed)
        case .origami(let tension, let friction):
            return SpringConversions.origami(tension: tension, friction: friction)
        case .android(let stiffness, let ratio):
            return SpringConversions.android(stiffness: stiffness, dampingRatio: ratio)
        case .peer(let peer): return peer.spring
        }
    }

    /// True for springs that fix their own duration: a physical spring runs for its settling duration
    /// (`UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` ignores the animator's
    /// duration), a SwiftUI spring until SwiftUI calls it done. Scenes, metrics and exports all use it.
    public var hasImplicitDuration: Bool { fixedSpring != nil }

    /// True for the forms SwiftUI integrates numerically (``SteppedSpring``) instead of solving.
    public var isSteppedBySwiftUI: Bool {
        switch self {
        case .springResponse, .swiftUISpring: return true
        default: return false
        }
    }

    /// True when the device runs this over-damped spring critically damped: `CASpringAnimation` and
    /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` with `allowsOverdamping` NO.
    public var clampsOverdamping: Bool {
        guard case .spring(let parameters, let allows) = self else { return false }
        return !allows && parameters.dampingRatio > 1
    }

    /// The spring the device's closed form evaluates: ``fixedSpring`` with the critical clamp applied.
    public var runtimeSpring: SpringParameters? {
        if case .peer(let peer) = self { return peer.runtimeSpring }
        guard let spring = fixedSpring else { return nil }
        return clampsOverdamping ? spring.criticallyDamped : spring
    }

    /// The Bézier of a named or cubic curve.
    public var bezier: CubicBezier? {
        switch self {
        case .named(let name): return name.bezier
        case .cubic(let curve): return curve
        default: return nil
        }
    }
}
