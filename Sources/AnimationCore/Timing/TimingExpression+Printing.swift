extension TimingExpression: CustomStringConvertible {
    /// The canonical text form, numbers in shortest round-trip form.
    public var description: String {
        WorkCounter.current?.countPrint()
        return text(NumberFormat.shortest)
    }

    /// The canonical form with every number as the studio prints a derived one
    /// (``NumberFormat/derived(_:)``): for messages about a timing the studio worked out (a converted
    /// spring's `stiffness: 229.674591645`), never for text that must read back exactly.
    public var readableDescription: String { text(NumberFormat.derived) }

    private func text(_ f: (Double) -> String) -> String {
        switch self {
        case .named(let name):
            return name.rawValue
        case .cubic(let c):
            return "cubic(\(f(c.x1)), \(f(c.y1)), \(f(c.x2)), \(f(c.y2)))"
        case .uikitSpring(let ratio, let velocity):
            return "uikit-spring(damping: \(f(ratio)), velocity: \(f(velocity)))"
        case .spring(let s, let allowsOverdamping):
            return "spring(mass: \(f(s.mass)), stiffness: \(f(s.stiffness)), damping: \(f(s.damping)), "
                + "velocity: \(f(s.initialVelocity))\(allowsOverdamping ? ", allows-overdamping: true" : ""))"
        case .springDuration(let duration, let bounce):
            return "spring(duration: \(f(duration)), bounce: \(f(bounce)))"
        case .swiftUISpring(let duration, let bounce):
            return "swiftui-spring(duration: \(f(duration)), bounce: \(f(bounce)))"
        case .springResponse(let response, let fraction):
            return "spring(response: \(f(response)), damping-fraction: \(f(fraction)))"
        case .pop(let bounciness, let speed):
            return "pop(bounciness: \(f(bounciness)), speed: \(f(speed)))"
        case .origami(let tension, let friction):
            return "origami(tension: \(f(tension)), friction: \(f(friction)))"
        case .android(let stiffness, let ratio):
            return "android(stiffness: \(f(stiffness)), damping-ratio: \(f(ratio)))"
        case .peer(let peer):
            return peer.text(f)
        }
    }
}
