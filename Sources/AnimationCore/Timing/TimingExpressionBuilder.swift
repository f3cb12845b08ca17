/// Turns a parsed name and argument list into a validated ``TimingExpression``.
struct TimingExpressionBuilder {
    let name: String
    let nameOffset: Int
    let arguments: [TimingArgument]
    let hasParentheses: Bool

    /// The expression; a value out of its range is refused with a caret under the argument that
    /// gave it, like every other mistake in the text.
    func build() throws(TimingError) -> TimingExpression {
        do { return try buildUnlocated() } catch { throw located(error) }
    }

    /// `error` located under the argument it is about: a labelled one by its label, a cubic's by
    /// its place (x1, y1, x2, y2); a value nobody wrote (a default) keeps no caret.
    private func located(_ error: TimingError) -> TimingError {
        guard case .outOfRange(let parameter, _, _) = error else { return error }
        var argument = arguments.first { $0.label == parameter }
        if argument == nil, arguments.allSatisfy({ $0.label == nil }),
            let index = ["x1", "y1", "x2", "y2"].firstIndex(of: parameter), arguments.indices.contains(index)
        {
            argument = arguments[index]
        }
        guard let argument else { return error }
        return .syntax(message: error.message, offset: argument.offset, length: argument.length)
    }

    private func buildUnlocated() throws(TimingError) -> TimingExpression {
        if let peer = try PeerSpring.build(self) { return .peer(peer) }
        if let word = arguments.lazy.compactMap(\.word).first {
            throw TimingError.syntax(
                message: "“\(word.text)” is not a number", offset: word.offset, length: word.length)
        }
        if let named = NamedCurve(rawValue: name) {
            try expectNoArguments()
            return .named(named)
        }
        switch name {
        case "smooth", "snappy", "bouncy":
            // SwiftUI's presets are Animation.spring(duration: 0.5, bounce:), which SwiftUI steps.
            try expectNoArguments()
            let presets: [String: Double] = ["smooth": 0, "snappy": 0.15, "bouncy": 0.3]
            let bounce = presets[name] ?? 0
            return .swiftUISpring(duration: 0.5, bounce: bounce)
        case "swiftui-spring":
            let v = try labelled(DurationBounceArgument.self)
            return try checked(.swiftUISpring(duration: try v(.duration), bounce: try v(.bounce)))
        case "cubic", "cubic-bezier":
            return try buildCubic()
        case "uikit-spring":
            let v = try labelled(UIKitSpringArgument.self)
            return .uikitSpring(dampingRatio: try v(.damping), velocity: try v(.velocity))
        case "spring":
            return try buildSpring()
        case "pop":
            let v = try labelled(PopArgument.self)
            return try checked(.pop(bounciness: try v(.bounciness), speed: try v(.speed)))
        case "origami":
            let v = try labelled(OrigamiArgument.self)
            return try checked(.origami(tension: try v(.tension), friction: try v(.friction)))
        case "android":
            let v = try labelled(AndroidArgument.self)
            return try checked(.android(stiffness: try v(.stiffness), dampingRatio: try v(.dampingRatio)))
        default:
            throw TimingError.syntax(
                message: "unknown timing “\(name)”; expected one of \(TimingExpression.names.joined(separator: ", "))",
                offset: nameOffset, length: name.unicodeScalars.count)
        }
    }

    private func buildCubic() throws(TimingError) -> TimingExpression {
        guard hasParentheses, arguments.count == 4 else {
            throw TimingError.syntax(
                message: "cubic takes four numbers: cubic(x1, y1, x2, y2)",
                offset: nameOffset, length: name.unicodeScalars.count)
        }
        if let labelled = arguments.first(where: { $0.label != nil }) {
            throw TimingError.syntax(
                message: "cubic takes plain numbers, not labels: cubic(x1, y1, x2, y2)",
                offset: labelled.offset, length: labelled.length)
        }
        if let flag = arguments.first(where: \.isFlag) {
            throw TimingError.syntax(
                message: "cubic takes numbers, not true or false", offset: flag.offset, length: flag.length)
        }
        let v = arguments.map(\.value)
        return .cubic(try CubicBezier.validated(v[0], v[1], v[2], v[3]))
    }

    private func buildSpring() throws(TimingError) -> TimingExpression {
        let flagLabel = "allows-overdamping"
        if let flag = arguments.first(where: { $0.label == flagLabel }) {
            if let second = arguments.filter({ $0.label == flagLabel }).dropFirst().first {
                throw TimingError.syntax(
                    message: "parameter “\(flagLabel)” is given twice", offset: second.offset, length: second.length)
            }
            guard flag.isFlag else {
                throw TimingError.syntax(
                    message: "\(flagLabel) takes true or false", offset: flag.offset, length: flag.length)
            }
            let rest = arguments.filter { $0.label != flagLabel }
            let others = TimingExpressionBuilder(
                name: name, nameOffset: nameOffset, arguments: rest, hasParentheses: hasParentheses)
            guard case .spring(let spring, _) = try others.buildSpring() else {
                throw TimingError.syntax(
                    message:
                        "\(flagLabel) belongs to spring(mass:, stiffness:, damping:, velocity:) (CASpringAnimation)",
                    offset: flag.offset, length: flag.length)
            }
            return .spring(spring, allowsOverdamping: flag.value == 1)
        }
        let labels = Set(arguments.compactMap(\.label))
        if !labels.isDisjoint(with: DurationBounceArgument.allCases.map(\.rawValue)) {
            let v = try labelled(DurationBounceArgument.self)
            return try checked(.springDuration(duration: try v(.duration), bounce: try v(.bounce)))
        }
        if !labels.isDisjoint(with: SpringResponseArgument.allCases.map(\.rawValue)) {
            let v = try labelled(SpringResponseArgument.self)
            return try checked(.springResponse(response: try v(.response), dampingFraction: try v(.dampingFraction)))
        }
        let v = try labelled(SpringPhysicsArgument.self)
        let spring = try SpringParameters.validated(
            mass: try v(.mass), stiffness: try v(.stiffness), damping: try v(.damping),
            initialVelocity: try v(.velocity))
        return try checked(.spring(spring))
    }

    /// Rejects expressions whose derived spring overflows (for example a response of 1e-300).
    private func checked(_ expression: TimingExpression) throws(TimingError) -> TimingExpression {
        if let spring = expression.fixedSpring {
            // Damping 0 is allowed where the API allows it: spring(mass:stiffness:damping:), as CASpringAnimation.
            var direct = false
            if case .spring = expression { direct = true }
            let ok =
                spring.stiffness.isFinite && spring.stiffness > 0 && spring.damping.isFinite
                && (spring.damping > 0 || (direct && spring.damping == 0)) && spring.dampingRatio.isFinite
            if !ok {
                throw TimingError.unsolvable(
                    "\(expression) gives no usable spring (stiffness \(NumberFormat.shortest(spring.stiffness)), "
                        + "damping \(NumberFormat.shortest(spring.damping)))")
            }
        }
        return expression
    }

    private func expectNoArguments() throws(TimingError) {
        if hasParentheses {
            throw TimingError.syntax(
                message: "\(name) takes no parameters", offset: nameOffset, length: name.unicodeScalars.count)
        }
    }

    /// Reads the form's labelled arguments, each at most once, all labels declared by `Key`,
    /// required ones present, left-out ones at their default; then checks each against its range,
    /// in declaration order.
    private func labelled<Key: TimingArgumentKey>(_: Key.Type) throws(TimingError) -> TimingArguments<Key> {
        let allowed = Key.allCases.map(\.rawValue)
        let usage = "\(name)(\(allowed.map { "\($0): …" }.joined(separator: ", ")))"
        var values: [Key: Double] = [:]
        for argument in arguments {
            guard let label = argument.label else {
                throw TimingError.syntax(
                    message: "\(name) parameters need labels: \(usage)",
                    offset: argument.offset, length: argument.length)
            }
            guard let key = Key(rawValue: label) else {
                throw TimingError.syntax(
                    message: "unknown parameter “\(label)” for \(name); expected \(allowed.joined(separator: ", "))"
                        + ForeignTimingName.labelSuggestion(label, among: allowed),
                    offset: argument.offset, length: label.unicodeScalars.count)
            }
            if argument.isFlag {
                throw TimingError.syntax(
                    message: "\(label) takes a number, not \(argument.value == 1 ? "true" : "false")",
                    offset: argument.offset, length: argument.length)
            }
            guard values[key] == nil else {
                throw TimingError.syntax(
                    message: "parameter “\(label)” is given twice", offset: argument.offset,
                    length: argument.length)
            }
            values[key] = argument.value
        }
        for key in Key.allCases where values[key] == nil && key.fallback == nil {
            throw TimingError.syntax(
                message: "\(name) needs “\(key.rawValue):”: \(usage)", offset: nameOffset,
                length: name.unicodeScalars.count)
        }
        for key in Key.allCases where values[key] == nil {
            values[key] = key.fallback
        }
        for key in Key.allCases {
            if let range = key.range, let value = values[key] { try TimingError.require(value, key.rawValue, range) }
        }
        return TimingArguments(values)
    }
}
