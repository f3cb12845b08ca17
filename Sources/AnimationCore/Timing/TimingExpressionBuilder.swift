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
            let v = try labelled(required: ["duration"], optional: ["bounce": 0])
            let duration = try value(of: "duration", in: v, .positive)
            let bounce = try value(of: "bounce", in: v, .open(-1, 1))
            return try checked(.swiftUISpring(duration: duration, bounce: bounce))
        case "cubic", "cubic-bezier":
            return try buildCubic()
        case "uikit-spring":
            let values = try labelled(required: ["damping"], optional: ["velocity": 0])
            let damping = try value(of: "damping", in: values, .positive)
            let velocity = try value(of: "velocity", in: values, .finite)
            return .uikitSpring(dampingRatio: damping, velocity: velocity)
        case "spring":
            return try buildSpring()
        case "pop":
            let values = try labelled(required: [], optional: ["bounciness": 4, "speed": 12])
            let bounciness = try value(of: "bounciness", in: values, .closed(0, 20))
            let speed = try value(of: "speed", in: values, .closed(0, 20))
            return try checked(.pop(bounciness: bounciness, speed: speed))
        case "origami":
            let values = try labelled(required: [], optional: ["tension": 40, "friction": 7])
            let tension = try value(of: "tension", in: values, .positive)
            let friction = try value(of: "friction", in: values, .positive)
            return try checked(.origami(tension: tension, friction: friction))
        case "android":
            let values = try labelled(required: [], optional: ["stiffness": 1500, "damping-ratio": 0.5])
            let stiffness = try value(of: "stiffness", in: values, .positive)
            let dampingRatio = try value(of: "damping-ratio", in: values, .positive)
            return try checked(.android(stiffness: stiffness, dampingRatio: dampingRatio))
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
        if !labels.isDisjoint(with: ["duration", "bounce"]) {
            let v = try labelled(required: ["duration"], optional: ["bounce": 0])
            let duration = try value(of: "duration", in: v, .positive)
            let bounce = try value(of: "bounce", in: v, .open(-1, 1))
            return try checked(.springDuration(duration: duration, bounce: bounce))
        }
        if !labels.isDisjoint(with: ["response", "damping-fraction"]) {
            let v = try labelled(required: [], optional: ["response": 0.5, "damping-fraction": 0.825])
            let response = try value(of: "response", in: v, .positive)
            let dampingFraction = try value(of: "damping-fraction", in: v, .positive)
            return try checked(.springResponse(response: response, dampingFraction: dampingFraction))
        }
        let v = try labelled(
            required: [], optional: ["mass": 1, "stiffness": 100, "damping": 10, "velocity": 0])
        let spring = try SpringParameters.validated(
            mass: try value(of: "mass", in: v), stiffness: try value(of: "stiffness", in: v),
            damping: try value(of: "damping", in: v), initialVelocity: try value(of: "velocity", in: v))
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

    /// The value `labelled` read for `label` (given or defaulted), refused when outside `range`.
    private func value(
        of label: String, in values: [String: Double], _ range: TimingError.Range? = nil
    ) throws(TimingError) -> Double {
        guard let value = values[label] else {
            throw TimingError.syntax(
                message: "\(name) needs “\(label):”", offset: nameOffset, length: name.unicodeScalars.count)
        }
        if let range { try TimingError.require(value, label, range) }
        return value
    }

    /// Reads labelled arguments, each at most once, all labels known, required ones present.
    private func labelled(
        required: [String], optional: KeyValuePairs<String, Double>
    ) throws(TimingError) -> [String: Double] {
        let allowed = required + optional.map(\.key)
        let usage = "\(name)(\(allowed.map { "\($0): …" }.joined(separator: ", ")))"
        var values: [String: Double] = [:]
        for argument in arguments {
            guard let label = argument.label else {
                throw TimingError.syntax(
                    message: "\(name) parameters need labels: \(usage)",
                    offset: argument.offset, length: argument.length)
            }
            guard allowed.contains(label) else {
                throw TimingError.syntax(
                    message: "unknown parameter “\(label)” for \(name); expected \(allowed.joined(separator: ", "))",
                    offset: argument.offset, length: label.unicodeScalars.count)
            }
            if argument.isFlag {
                throw TimingError.syntax(
                    message: "\(label) takes a number, not \(argument.value == 1 ? "true" : "false")",
                    offset: argument.offset, length: argument.length)
            }
            guard values[label] == nil else {
                throw TimingError.syntax(
                    message: "parameter “\(label)” is given twice", offset: argument.offset,
                    length: argument.length)
            }
            values[label] = argument.value
        }
        for label in required where values[label] == nil {
            throw TimingError.syntax(
                message: "\(name) needs “\(label):”: \(usage)", offset: nameOffset,
                length: name.unicodeScalars.count)
        }
        for (label, fallback) in optional where values[label] == nil {
            values[label] = fallback
        }
        return values
    }
}
