extension TimingExpression {
    /// The labelled numbers of this expression in canonical order, e.g. `damping`, `velocity`, each
    /// with the values `set` accepts, its nudge step and unit, as its form declares them.
    public var editableNumbers: [TimingNumber] {
        switch self {
        case .named: return []
        case .cubic(let c):
            return TimingNumber.numbers([
                (CubicArgument.x1, c.x1), (.y1, c.y1), (.x2, c.x2), (.y2, c.y2)
            ])
        case .uikitSpring(let ratio, let velocity):
            return TimingNumber.numbers([(UIKitSpringArgument.damping, ratio), (.velocity, velocity)])
        case .spring(let s, let allowsOverdamping):
            return TimingNumber.numbers([
                (SpringPhysicsArgument.mass, s.mass), (.stiffness, s.stiffness), (.damping, s.damping),
                (.velocity, s.initialVelocity)
            ]) + [
                TimingNumber(
                    name: Self.allowsOverdampingLabel, value: allowsOverdamping ? 1 : 0, range: .toggle, step: 1)
            ]
        case .springDuration(let duration, let bounce), .swiftUISpring(let duration, let bounce):
            return TimingNumber.numbers([(DurationBounceArgument.duration, duration), (.bounce, bounce)])
        case .springResponse(let response, let fraction):
            return TimingNumber.numbers([(SpringResponseArgument.response, response), (.dampingFraction, fraction)])
        case .pop(let bounciness, let speed):
            return TimingNumber.numbers([(PopArgument.bounciness, bounciness), (.speed, speed)])
        case .origami(let tension, let friction):
            return TimingNumber.numbers([(OrigamiArgument.tension, tension), (.friction, friction)])
        case .android(let stiffness, let ratio):
            return TimingNumber.numbers([(AndroidArgument.stiffness, stiffness), (.dampingRatio, ratio)])
        case .peer(let peer): return peer.editableNumbers
        }
    }

    /// The toggle of `spring(…)` that lets Core Animation keep an over-damped spring.
    static let allowsOverdampingLabel = "allows-overdamping"

    /// The same expression with one labelled number changed, validated like parsed text.
    ///
    /// `set damping 0.55` on a preset whose timing is `uikit-spring(damping: 0.4, velocity: 0.1)`
    /// edits the timing this way. (`spring-duration` is the `duration:` of `spring(duration:bounce:)`,
    /// renamed so it cannot be confused with the animation's duration.)
    /// - Throws: ``TimingError/syntax(message:offset:length:)`` when the timing has no such number,
    ///   or a range error for a bad value.
    public func setting(_ name: String, to value: Double) throws(TimingError) -> TimingExpression {
        let current = editableNumbers
        guard current.contains(where: { $0.name == name }) else {
            let names = current.map(\.name)
            let allowed = names.isEmpty ? "it has no numbers to set" : "it has \(names.joined(separator: ", "))"
            throw .syntax(message: "the timing \(self) has no “\(name)”; \(allowed)", offset: 0, length: 0)
        }
        if name == Self.allowsOverdampingLabel {
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
        case .spring where name == Self.allowsOverdampingLabel && !numbers.contains(where: { $0.label == name }):
            numbers.append((name, value))
        default:
            numbers = numbers.map { $0.label == name ? ($0.label, value) : $0 }
        }
        return try TimingExpression(form: form, numbers: numbers)
    }

    /// An argument as the canonical text writes it: `allows-overdamping` as true or false, numbers shortest.
    static func argumentText(_ name: String, _ value: Double) -> String {
        name == allowsOverdampingLabel ? (value == 1 ? "true" : "false") : NumberFormat.shortest(value)
    }
}
