extension TimingExpression {
    /// The labelled numbers of this expression in canonical order, e.g. `damping`, `velocity`.
    public var editableParameters: [(name: String, value: Double)] {
        switch self {
        case .named: return []
        case .cubic(let c): return [("x1", c.x1), ("y1", c.y1), ("x2", c.x2), ("y2", c.y2)]
        case .uikitSpring(let ratio, let velocity): return [("damping", ratio), ("velocity", velocity)]
        case .spring(let s, let allowsOverdamping):
            return [
                ("mass", s.mass), ("stiffness", s.stiffness), ("damping", s.damping), ("velocity", s.initialVelocity),
                ("allows-overdamping", allowsOverdamping ? 1 : 0)
            ]
        case .springDuration(let duration, let bounce), .swiftUISpring(let duration, let bounce):
            return [("spring-duration", duration), ("bounce", bounce)]
        case .springResponse(let response, let fraction):
            return [("response", response), ("damping-fraction", fraction)]
        case .pop(let bounciness, let speed): return [("bounciness", bounciness), ("speed", speed)]
        case .origami(let tension, let friction): return [("tension", tension), ("friction", friction)]
        case .android(let stiffness, let ratio): return [("stiffness", stiffness), ("damping-ratio", ratio)]
        case .peer(let peer): return peer.editableNumbers
        }
    }

    /// The same expression with one labelled number changed, validated like parsed text.
    ///
    /// `set damping 0.55` on a preset whose timing is `uikit-spring(damping: 0.4, velocity: 0.1)`
    /// edits the timing this way. (`spring-duration` is the `duration:` of `spring(duration:bounce:)`,
    /// renamed so it cannot be confused with the animation's duration.)
    /// - Throws: ``TimingError/syntax(message:offset:length:)`` when the timing has no such number,
    ///   or a range error for a bad value.
    public func setting(_ name: String, to value: Double) throws(TimingError) -> TimingExpression {
        let current = editableParameters
        guard current.contains(where: { $0.name == name }) else {
            let names = current.map(\.name)
            let allowed = names.isEmpty ? "it has no numbers to set" : "it has \(names.joined(separator: ", "))"
            throw .syntax(message: "the timing \(self) has no “\(name)”; \(allowed)", offset: 0, length: 0)
        }
        if name == "allows-overdamping" {
            try TimingError.require(value, name, .toggle)
        }
        // Rebuilt from the value's own numbers: no text is printed or parsed on the way.
        let form = record.form
        var numbers = record.numbers
        switch self {
        // (One `where` per pattern: in `case .a, .b where c` it guards only `.b`.)
        case .springDuration where name == "spring-duration", .swiftUISpring where name == "spring-duration":
            numbers[0].value = value
        case .peer where name == "spring-duration":
            numbers = numbers.map { $0.label == "duration" ? ($0.label, value) : $0 }
        case .spring where name == "allows-overdamping" && !numbers.contains(where: { $0.label == name }):
            numbers.append((name, value))
        default:
            numbers = numbers.map { $0.label == name ? ($0.label, value) : $0 }
        }
        return try TimingExpression(form: form, numbers: numbers)
    }

    /// An argument as the canonical text writes it: `allows-overdamping` as true or false, numbers shortest.
    static func argumentText(_ name: String, _ value: Double) -> String {
        name == "allows-overdamping" ? (value == 1 ? "true" : "false") : NumberFormat.shortest(value)
    }
}
